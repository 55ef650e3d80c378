/**
 * A list's views (ListScreenDefinition `views`): the toolbar's switch between the table (列表)
 * and the other views a definition offers (地图), and the chosen view in the table's place,
 * given the list's filters and keyword. Only buttons on the list's first screen: a view's code
 * loads when it is first shown.
 */
import { Button, Space } from 'antd'
import { useMemo } from 'react'
import { listParams } from '../../core/data'
import type { Row } from '../fields/types'
import type { ListController } from './useListScreen'
import type { ListViewDefinition, ListViewProps } from './views'

/** The table's own view. */
export const TABLE_VIEW = 'list'

export interface ViewSwitchProps {
  /** The other views (a screen of its own, as 故障监测, names them without a list's component). */
  views: readonly Pick<ListViewDefinition, 'key' | 'label'>[]
  value: string
  onChange: (key: string) => void
}

/** 列表 / 地图: which view of the records is shown. */
export function ViewSwitch({ views, value, onChange }: ViewSwitchProps) {
  const entries = [{ key: TABLE_VIEW, label: '列表' }, ...views]
  return (
    <Space.Compact aria-label="视图">
      {entries.map((entry) => (
        <Button
          key={entry.key}
          type={value === entry.key ? 'primary' : 'default'}
          aria-pressed={value === entry.key}
          onClick={() => onChange(entry.key)}
        >
          {entry.label}
        </Button>
      ))}
    </Space.Compact>
  )
}

export interface ShownViewProps {
  view: ListViewDefinition
  list: ListController
  data: ListViewProps['data']
  open: (record: Row) => void
  /** The toolbar's 刷新 presses while a view is shown (ListViewProps `reloads`). */
  reloads: number
}

/** A view other than the table, on the list's current filters and keyword. */
export function ShownView({ view, list, data, open, reloads }: ShownViewProps) {
  const { filters, keyword } = list.query
  const key = JSON.stringify(listParams({ filters, keyword }))
  // One object while the query stays: the view reads again only when the filters change.
  const params = useMemo(() => JSON.parse(key) as ListViewProps['params'], [key])
  const View = view.component
  return <View data={data} params={params} open={open} reloads={reloads} />
}
