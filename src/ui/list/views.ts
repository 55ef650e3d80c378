/** A list's other views beside its table (列表 / 地图): what one is given and how a list declares it. */
import type { ComponentType } from 'react'
import type { DataClient } from '../../core/data'
import type { QueryValue } from '../../core/http'
import type { Row } from '../fields/types'

/** What a list's other view (e.g. the map beside 充电站档案) is given. */
export interface ListViewProps {
  data: DataClient
  /** The list's filters and keyword as its list call sends them (no page, no order). */
  params: Readonly<Record<string, QueryValue>>
  /** Open a record's detail drawer (a row with the key at least). */
  open: (record: Row) => void
  /** How often the toolbar's 刷新 was pressed while the view was shown: the view reads again when it moves. */
  reloads: number
}

/**
 * Another view of the list's records beside the table, offered by the toolbar's 列表 / <label>
 * switch (e.g. a map of a list whose records have coordinates): its code loads when first shown,
 * never with the list's first screen (budgets.md).
 */
export interface ListViewDefinition {
  key: string
  label: string
  /** The view, loaded on demand (`preloadable(() => import(...))`). */
  component: ComponentType<ListViewProps>
}
