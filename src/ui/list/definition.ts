/**
 * The definition of a list screen (architecture.md: Screens as definitions). Path, name, title
 * and icon are the route catalogue's and are not repeated here.
 */
import type { ComponentType, ReactNode } from 'react'
import type { Page } from '../../core/api'
import type { DataClient, ListSort, RecordId } from '../../core/data'
import type { QueryValue } from '../../core/http'
import type { Field, Row } from '../fields/types'
import type { BatchAction, ListQueue } from './batch'
import type { ListViewDefinition } from './views'

/** Page sizes the server accepts (api.md: Business resources). */
export const PAGE_SIZES = [10, 20, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

/*
 * `R`: the row of the list (./rows: `RowOf<typeof LIST>`), default the open `Row`. The callbacks
 * that read it are methods, so a definition of typed rows is one of `Row`s too (the list reads
 * every row as `Row`; the server sends the described rows).
 */

/** A related list inside a detail (station → piles → connectors → orders); `P`: the record shown. */
export interface RelatedDefinition<P extends Row = Row> {
  title: string
  /** `<area>/<resource>` of the related records. */
  resource: string
  /** The related list's filters for the record shown, e.g. `(station) => ({ stationId: station.stationId })`. */
  filter(record: P): Record<string, string | number | undefined>
  columns: readonly Field[]
  /** Key of the related records; default `id`. */
  rowKey?: string
  /** Their own detail (opened in a nested drawer), which may list its own related records. */
  detail?: DetailDefinition
}

/** The detail drawer: sections of fields, then related lists. */
export interface DetailDefinition<R extends Row = Row> {
  /** Drawer title for a record; default `详情`. */
  title?(record: R): ReactNode
  /** Sections of field keys (from `columns` and `detailFields`); default one section of all detail fields. */
  sections?: readonly { title: string; fields: readonly string[] }[]
  related?: readonly RelatedDefinition<R>[]
  /** Fetch `GET <resource>/:id` for the full record; default true. */
  fetch?: boolean
}

/** What a custom action's `run` gets. */
export interface ActionContext<R extends Row = Row> {
  data: DataClient
  resource: string
  reload: () => void
  /** The row for row actions. */
  record?: R
}

/** What the dialog of a `dialog` action gets. */
export interface ActionDialogProps {
  /** The row, for row actions. */
  record?: Row
  /** Close without a change. */
  onClose: () => void
  /**
   * After a save: the list says 操作成功, or `said` instead (one toast, issue 42 item 8), and
   * reloads; the dialog is closed.
   */
  onSaved: (said?: string) => void
}

/** Where an action of one's own shows: a toolbar button or a row link, under a permission. */
interface Placed<R extends Row> {
  key: string
  label: string
  scope: 'toolbar' | 'row'
  permission: string
  /** Offered only for records where this is true. */
  when?(record: R): boolean
}

/** A confirmation before a call (modal, its title naming the dialog). */
export interface Confirmation {
  title: string
  content?: ReactNode
  /** The 确定 button is red (the call cannot be undone or ends something). */
  danger?: boolean
}

/** An action of a list screen, shown only when the user holds its `permission` (section 6). */
export type ActionDefinition<R extends Row = Row> =
  /** Row action 详情: the detail drawer. Permission `view`. */
  | { type: 'view'; permission?: string; label?: string }
  /** Toolbar 导出: an export job of the current filters (decisions: Exports). Permission `export`. */
  | { type: 'export'; permission?: string; label?: string }
  /** Toolbar 新增: a form of `fields` (default every form field), `POST <resource>`. Permission `add`. */
  | { type: 'create'; permission?: string; label?: string; fields?: readonly string[] }
  /** Row 编辑: a form, `POST <resource>/:id`. Permission `edit`; `when`: only for such records. */
  | {
      type: 'edit'
      permission?: string
      label?: string
      fields?: readonly string[]
      when?(record: R): boolean
    }
  /** Row 删除 after a confirmation, `POST <resource>/:id/delete`. Permission `delete`. */
  | { type: 'remove'; permission?: string; label?: string }
  /** Row workflow step `POST <resource>/:id/<name>` with a form (e.g. opinion); permission `name`. */
  | {
      type: 'step'
      name: string
      label: string
      permission?: string
      /** The step's form; none: a confirmation. */
      fields?: readonly Field[]
      /** Confirmation text when there is no form. */
      confirm?: string
      /** Offered only for records where this is true (e.g. the current status allows it). */
      when?(record: R): boolean
    }
  /** Anything else: a toolbar or row button running `run`. */
  | {
      type: 'custom'
      key: string
      label: string
      scope: 'toolbar' | 'row'
      permission: string
      run(context: ActionContext<R>): unknown
      when?(record: R): boolean
    }
  /** A form of `fields` in a dialog, saved through `submit` (a call of one's own). */
  | (Placed<R> & {
      type: 'form'
      /** Dialog title; default the label. */
      title?: string
      fields: readonly Field[]
      submit(body: Row, context: ActionContext<R>): Promise<unknown>
    })
  /** A dialog of one's own (a transfer, a tree, attributes) that saves by itself. */
  | (Placed<R> & {
      type: 'dialog'
      dialog: ComponentType<ActionDialogProps>
      /** Called as the dialog opens (e.g. to remember the record chosen). */
      onOpen?(record?: R): void
    })
  /** A call after a confirmation (enable, disable, delete through a call of one's own). */
  | (Placed<R> & {
      type: 'confirm'
      confirm(record: R): Confirmation
      run(context: ActionContext<R> & { record: R }): Promise<unknown>
    })

/**
 * Where the rows come from when it is not `GET /<resource>` (api.md's REST shape): calls of one's
 * own (the SSO administration calls of section 7). `list` gets the list's query parameters.
 */
export interface ListSource {
  list: (params: Record<string, QueryValue>) => Promise<Page<Row>>
  create?: (body: Row) => Promise<unknown>
  update?: (id: RecordId, body: Row) => Promise<unknown>
  /** Shape each row for the table and the forms (e.g. role ids out of role objects). */
  row?: (row: Row) => Row
}

/** What the part shown above a list (an alert, a hint) gets. */
export interface ListAboveProps {
  /** The actions the user holds on this page. */
  actions: readonly string[]
  /** Open a `dialog` or `form` action of the definition by its key. */
  open: (key: string, record?: Row) => void
  /** Read the list again: after a change the part above made to its rows (发布结果, say). */
  reload: () => void
}

/** A list screen. */
export interface ListScreenDefinition<R extends Row = Row> {
  /** `<area>/<resource>` under the API base, e.g. `archives-management/stations`. */
  resource: string
  /** The record's id property; default `id`. */
  rowKey?: string
  /** One column array for table, filter form (`search`), detail and form. */
  columns: readonly Field[]
  /** Filter-only fields (see `filter.*`), after the searchable columns. */
  filters?: readonly Field[]
  /** Fields only the detail and form show. */
  detailFields?: readonly Field[]
  /** The keyword box (server matches pinyin, decisions: Pinyin in lists); false hides it. */
  keyword?: { placeholder: string } | false
  /**
   * A time-series list: a required date-range filter defaulting to the last `days` (30) days
   * (decisions: Large lists).
   */
  timeWindow?: { key: string; label: string; params?: readonly [string, string]; days?: number }
  defaultSort?: ListSort
  pageSize?: PageSize
  detail?: DetailDefinition<R>
  actions?: readonly ActionDefinition<R>[]
  /** Rows from calls of one's own instead of `GET /<resource>` (`resource` then only names the list). */
  source?: (data: DataClient) => ListSource
  /** Shown between the filters and the table (e.g. the journal's chain check). */
  above?: ComponentType<ListAboveProps>
  /** Reload when told (e.g. a flow's application changed on another page); returns the unsubscribe. */
  subscribe?: (reload: () => void) => () => void
  /** Row selection with these batch actions (issue 41 item 5; ./batch.ts). */
  batch?: readonly BatchAction[]
  /** Open on the caller's queue (待我处理) with a switch to 全部 (issue 41 item 4). */
  queue?: ListQueue
  /** Other views of the records beside the table (the toolbar switches: 列表 / 地图). */
  views?: readonly ListViewDefinition[]
}

/** Default permission of each action (api.md: Permissions, `<page>/<action>`). */
export function permissionOf(action: ActionDefinition): string {
  if (action.permission) return action.permission
  switch (action.type) {
    case 'view':
      return 'view'
    case 'export':
      return 'export'
    case 'create':
      return 'add'
    case 'edit':
      return 'edit'
    case 'remove':
      return 'delete'
    case 'step':
      return action.name
    case 'custom':
    case 'form':
    case 'dialog':
    case 'confirm':
      return action.permission
  }
}

/** The actions a user may take: those whose permission is in the screen's `actions`. */
export function allowedActions(
  actions: readonly ActionDefinition[] | undefined,
  granted: readonly string[],
): ActionDefinition[] {
  return (actions ?? []).filter((action) => granted.includes(permissionOf(action)))
}

/** The action whose dialog is open on a list, and its row. */
export type OpenedAction = { action: ActionDefinition; record?: Row } | null

/** Whether an action opens a dialog (rather than a confirmation, a drawer or a call). */
export function opensDialog(action: ActionDefinition): boolean {
  return ['create', 'edit', 'step', 'form', 'dialog'].includes(action.type)
}
