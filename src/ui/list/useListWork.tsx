import { Radio, Space, type TableProps } from 'antd'
import { type ReactNode, useState } from 'react'
import type { Field, Row } from '../fields/types'
import { QUEUE_LABELS, selectedRows } from './batch'
import type { ActionDefinition, ListScreenDefinition } from './definition'
import { SelectionBar } from './listParts'
import { SelectAll } from './SelectAll'
import type { ListController } from './useListScreen'

/** What a list's work parts read. */
export interface ListWorkInput {
  definition: ListScreenDefinition
  /** The actions the user holds on the page. */
  granted: readonly string[]
  /** The list actions the user holds (导出 among them enables 导出选中). */
  allowed: readonly ActionDefinition[]
  list: ListController
  rowKey: string
  title: string
  /** The table's fields (导出选中 writes them). */
  tableFields: readonly Field[]
}

/** A list's title (with its queue switch), selection bar and row selection. */
export interface ListWork {
  title: ReactNode
  bar: ReactNode
  rowSelection: TableProps<Row>['rowSelection']
}

/**
 * A list's work parts (issue 41): the queue switch beside the title (待我处理 / 全部, item 4),
 * and row selection with its selection bar (item 5) where the definition has batch actions and
 * the user holds one of them or may export.
 */
export function useListWork(input: ListWorkInput): ListWork {
  const { definition, granted, allowed, list, rowKey } = input
  const [selected, setSelected] = useState<string[]>([])
  const batch = (definition.batch ?? []).filter((item) => granted.includes(item.permission))
  const exports = allowed.some((item) => item.type === 'export')
  const selecting = definition.batch !== undefined && (batch.length > 0 || exports)
  const rows = selectedRows(list.rows, selected, rowKey)
  const title = definition.queue ? (
    <Space>
      {input.title}
      {/* Radio buttons, not Segmented: the table's selection already loads Radio (budgets.md). */}
      <Radio.Group
        size="small"
        optionType="button"
        className="evc-queue-switch"
        value={list.params.queued ? 'mine' : 'all'}
        options={[
          { value: 'mine', label: QUEUE_LABELS.mine },
          { value: 'all', label: QUEUE_LABELS.all },
        ]}
        onChange={(event) => list.setQueued(event.target.value === 'mine')}
      />
    </Space>
  ) : (
    input.title
  )
  const bar =
    selecting && rows.length > 0 ? (
      <SelectionBar
        rows={rows}
        actions={batch}
        onExport={
          exports
            ? () =>
                import('./exportSelected').then((module) =>
                  module.exportSelected(input.title, input.tableFields, rows),
                )
            : undefined
        }
        onClear={() => setSelected([])}
        onDone={() => {
          setSelected([])
          list.reload()
        }}
      />
    ) : null
  const rowSelection: TableProps<Row>['rowSelection'] = selecting
    ? {
        selectedRowKeys: selected,
        onChange: (keys) => setSelected(keys.map(String)),
        // Each row's checkbox named by its record, as its row actions are (issue 42, item 18).
        getCheckboxProps: (row) => ({ 'aria-label': `选择 ${String(row[rowKey] ?? '')}` }) as never,
        columnTitle: (checkbox) => <SelectAll>{checkbox}</SelectAll>,
      }
    : undefined
  return { title, bar, rowSelection }
}
