/** The table columns of a list screen: the definition's fields as antd columns, the 操作 column last. */
import type { TableProps } from 'antd'
import type { ColumnsType, SorterResult } from 'antd/es/table/interface'
import type { ReactNode } from 'react'
import type { ListSort } from '../../core/data'
import type { ColumnDefault, ColumnState } from '../columns/columnState'
import { displayValue } from '../fields/convert'
import type { Field, Row } from '../fields/types'
import { ellipsisOf, fittedWidths, shownByDefault } from './columnWidths'

const isNameKey = (key: string) => /name$/i.test(key)

/**
 * The columns' defaults: pins and which are shown. The record's key columns stay in view when the
 * table scrolls sideways: the leading columns that are the row key, a name, or pinned by the
 * definition are fixed at the left (a run from the first column, as antd needs; one name column at
 * most); the 操作 column is fixed at the right (ListScreen). Secondary columns start unchecked when
 * the table would scroll beside `reserved` px (the 操作 and selection columns): ./columnWidths.ts,
 * shownByDefault. The user may change both in the column panel (section 2).
 */
export function columnDefaults(fields: readonly Field[], rowKey: string, reserved = 0): ColumnDefault[] {
  let leading = true
  let named = false
  const pins = fields.map((field) => {
    // One name column at most (a nickname after the name is not a key).
    const name = !named && isNameKey(field.key)
    leading = leading && (field.key === rowKey || name || field.fixed === 'left')
    named = named || name
    return field.fixed ?? (leading ? 'left' : undefined)
  })
  const pinned = new Set(fields.filter((_, index) => pins[index]).map((field) => field.key))
  const shown = shownByDefault(fields, pinned, reserved)
  return fields.map((field, index) => ({
    key: field.key,
    title: field.label,
    fixed: pins[index],
    ...(shown[index] ? {} : { checked: false }),
  }))
}

/** The whole value of a cell for its hover title: the text shown, else the value itself. */
function titleOf(node: ReactNode, value: unknown): string | undefined {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined
}

/** How a list's columns are fitted to its table (ListScreen measures the room). */
export interface TableFit {
  /** The width the data columns have beside 操作 and the selection boxes, once measured. */
  room?: number
  /** The row's key: its column stays whole. */
  rowKey?: string
}

/**
 * antd columns for the visible column states, with the sort shown. Each has a width (its own, else
 * its kind's: ./columnWidths.ts), the long ones narrowed to fit the room when given (fittedWidths);
 * long values end in an ellipsis with the whole value on hover.
 */
export function tableColumns(
  fields: readonly Field[],
  visible: readonly ColumnState[],
  sort: ListSort | null,
  fit: TableFit = {},
): ColumnsType<Row> {
  const shown = visible.flatMap((state) => {
    const field = fields.find((item) => item.key === state.key)
    return field ? [{ field, state }] : []
  })
  const widths = fittedWidths(
    shown.map(({ field }) => field),
    fit.room,
    fit.rowKey,
  )
  return shown.map(({ field, state }, index) => {
    return {
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      fixed: state.fixed,
      width: widths[index],
      ellipsis: ellipsisOf(field) ? { showTitle: false } : undefined,
      sorter: field.sortable ? true : undefined,
      sortOrder:
        field.sortable && sort?.field === field.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, record: Row) => {
        const node = displayValue(field, record)
        return ellipsisOf(field) ? <span title={titleOf(node, record[field.key])}>{node}</span> : node
      },
    }
  })
}

/**
 * The 操作 column, fixed at the right so a row's actions stay in view, as wide as its buttons
 * (./columnWidths.ts: actionColumnWidth), so that it holds them on one line.
 */
export function actionColumn(render: (record: Row) => ReactNode, width?: number): ColumnsType<Row>[number] {
  return {
    key: '__actions',
    title: '操作',
    // Its header and cells: print leaves the column out (src/shell/printStyles.ts).
    className: 'evc-actions-cell',
    fixed: 'right',
    width,
    render: (_: unknown, record: Row) => render(record),
  }
}

/** The width a table of these columns needs (antd's `scroll.x`): the sum of their widths. */
export function tableWidth(columns: ColumnsType<Row>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0)
}

/** What a table change needs of the list controller (useListScreen). */
interface Paged {
  params: { pageSize: number }
  setSort: (sort: ListSort | null) => void
  setPage: (pageNum: number, pageSize: number) => void
}

/**
 * antd Table's `onChange`: a new sort (back to page 1), else a new page or page size. What changed
 * is antd's own `action`, not a comparison of sorters: a list sorted by a column the user has not
 * shown (a secondary one, unchecked in 列设置) has no sorter in the table, and a page change read
 * as "sort removed" kept 10 条/页 whatever was chosen (batch-work e2e, 企业备案审核).
 */
export function tableChange(list: Paged): TableProps<Row>['onChange'] {
  return (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined
      const field = one?.order ? String(one.columnKey ?? one.field) : undefined
      list.setSort(
        field ? { field, order: one?.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : null,
      )
    } else if (extra.action === 'paginate')
      list.setPage(pagination.current ?? 1, pagination.pageSize ?? list.params.pageSize)
  }
}
