import { Table, Typography } from 'antd'

const show = (value: unknown) =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 1)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A journal entry's change: for objects, one row per property with its value before and after
 * (changed rows marked); otherwise the two values as text. Values are shown as text, never as HTML.
 */
export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <Typography.Text type="secondary">无</Typography.Text>
  if (!isObject(before ?? {}) || !isObject(after ?? {})) {
    return (
      <Table
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={[{ key: 'value', before: show(before), after: show(after) }]}
        columns={[
          { key: 'before', dataIndex: 'before', title: '变更前' },
          { key: 'after', dataIndex: 'after', title: '变更后' },
        ]}
      />
    )
  }
  const old = (before ?? {}) as Record<string, unknown>
  const now = (after ?? {}) as Record<string, unknown>
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])]
  const rows = keys.map((key) => ({
    key,
    before: show(old[key]),
    after: show(now[key]),
    changed: key in old && key in now ? show(old[key]) !== show(now[key]) : true,
  }))
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={rows}
      aria-label="变更内容"
      columns={[
        { key: 'key', dataIndex: 'key', title: '字段' },
        { key: 'before', dataIndex: 'before', title: '变更前' },
        {
          key: 'after',
          dataIndex: 'after',
          title: '变更后',
          render: (value: string, row) =>
            row.changed ? <Typography.Text mark>{value}</Typography.Text> : value,
        },
      ]}
    />
  )
}
