/** A list's server-paged table (antd's Table) under its loading overlay, as ListScreen shows it. */
import { Table, type TableProps } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import type { Row } from '../fields/types'
import { LoadingOverlay } from '../LoadingOverlay'
import { PAGE_SIZES } from './definition'
import { tableChange, tableWidth } from './listColumns'
import { type Density, tableSize } from './TableToolbar'
import { useTableLocale } from './tableLocale'
import type { useListScreen } from './useListScreen'

export interface ListTableProps {
  list: ReturnType<typeof useListScreen>
  columns: ColumnsType<Row>
  rowKey: string
  density: Density
  rowSelection: TableProps<Row>['rowSelection']
}

export function ListTable({ list, columns, rowKey, density, rowSelection }: ListTableProps) {
  const strings = useTableLocale()
  const { params } = list
  return (
    <LoadingOverlay loading={list.loading}>
      <Table<Row>
        rowKey={(record) => String(record[rowKey])}
        dataSource={list.rows}
        columns={columns}
        size={tableSize(density)}
        locale={strings.table}
        // No hover tooltip on sortable headers (the arrows and aria-sort say it): antd draws each
        // header twice (the table's measure row), each with a closed tooltip of ~100 hooks — a
        // tenth of a list's heap (issue 14).
        showSorterTooltip={false}
        // Every column has a width (./columnWidths.ts): the table is as wide as they are, never
        // as wide as its longest value (issue 42, item 15).
        tableLayout="fixed"
        scroll={{ x: tableWidth(columns) }}
        onChange={tableChange(list)}
        rowSelection={rowSelection}
        pagination={{
          current: params.pageNum,
          pageSize: params.pageSize,
          total: list.total,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: list.totalCapped ? strings.showCappedTotal : strings.showTotal,
          locale: strings.pagination,
        }}
      />
    </LoadingOverlay>
  )
}
