/** The table columns of a list screen: the definition's fields as antd columns, the 操作 column last. */
import type { ColumnsType } from 'antd/es/table/interface'
import type { ReactNode } from 'react'
import type { ListSort } from '../../core/data'
import type { ColumnDefault, ColumnState } from '../columns/columnState'
import { displayValue } from '../fields/convert'
import type { Field, Row } from '../fields/types'

const isNameKey = (key: string) => /name$/i.test(key)

/**
 * The columns' default pins. The record's key columns stay in view when the table scrolls
 * sideways: the leading columns that are the row key, a name, or pinned by the definition are
 * fixed at the left (a run from the first column, as antd needs; one name column at most); the 操作 column is fixed at the
 * right (ListScreen). The user may change them in the column panel (section 2).
 */
export function columnDefaults(fields: readonly Field[], rowKey: string): ColumnDefault[] {
  let leading = true
  let named = false
  return fields.map((field) => {
    // One name column at most (a nickname after the name is not a key).
    const name = !named && isNameKey(field.key)
    leading = leading && (field.key === rowKey || name || field.fixed === 'left')
    named = named || name
    const fixed = field.fixed ?? (leading ? 'left' : undefined)
    return { key: field.key, title: field.label, fixed }
  })
}

/** antd columns for the visible column states, with the sort shown. */
export function tableColumns(
  fields: readonly Field[],
  visible: readonly ColumnState[],
  sort: ListSort | null,
): ColumnsType<Row> {
  return visible.flatMap((state) => {
    const field = fields.find((item) => item.key === state.key)
    if (!field) return []
    return [
      {
        key: field.key,
        dataIndex: field.key,
        title: field.label,
        fixed: state.fixed,
        width: field.width,
        ellipsis: field.kind === 'text' ? { showTitle: true } : undefined,
        sorter: field.sortable ? true : undefined,
        sortOrder:
          field.sortable && sort?.field === field.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (_: unknown, record: Row) => displayValue(field, record),
      },
    ]
  })
}

/** The 操作 column, fixed at the right so a row's actions stay in view. */
export function actionColumn(render: (record: Row) => ReactNode): ColumnsType<Row>[number] {
  return {
    key: '__actions',
    title: '操作',
    fixed: 'right',
    render: (_: unknown, record: Row) => render(record),
  }
}
