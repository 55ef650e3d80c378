import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RouteEntry } from '../../core/domain/routes'
import { ColumnSettings } from '../columns/ColumnSettings'
import { columnsPageKey } from '../columns/columnStorage'
import { useColumnSettings } from '../columns/useColumnSettings'
import { useDataClient } from '../dataClient'
import { DeferredInputsGate } from '../fields/deferred'
import type { Row } from '../fields/types'
import { markFirstScreenShown } from '../firstScreen'
import { PAGE_STYLE } from '../pageStyle'
import { useToasts } from '../toasts'
import { useShownOnce } from '../useShownOnce'
import type { ConfirmRequest } from './ConfirmDialog'
import { actionColumnWidth, SELECTION_WIDTH } from './columnWidths'
import {
  type ActionDefinition,
  allowedActions,
  type ListScreenDefinition,
  type OpenedAction,
} from './definition'
import { FilterForm } from './FilterForm'
import { ListTable } from './ListTable'
import { actionColumn, columnDefaults, tableColumns } from './listColumns'
import {
  ActionDialogs,
  ConfirmDialog,
  DetailView,
  prefetchListParts,
  ShownView,
  ViewSwitch,
} from './listParts'
import { sourceClient } from './listSource'
import { isRowAction, RowActions, rowActionLabel } from './RowActions'
import { type Density, TableToolbar } from './TableToolbar'
import { toolbarActions } from './toolbarActions'
import { useListScreen } from './useListScreen'
import type { ListWork, ListWorkInput } from './useListWork'
import { useTableRoom } from './useTableRoom'

/**
 * The page of a list (and of the screens built like one, 菜单管理): a gutter between the side menu
 * and the filters, the table and the page's edge (the shell gives screens no padding).
 */
export const LIST_PAGE_STYLE: CSSProperties = PAGE_STYLE

export interface ListScreenProps {
  definition: ListScreenDefinition
  /** The route-catalogue entry: its title heads the table, its path keys the saved columns. */
  route: RouteEntry
  /** The actions the user holds on this page (section 6). */
  actions: readonly string[]
  /**
   * The queue switch and row selection (issue 41: `useListWork`), given by the lists that have
   * them (flow lists), so that the other lists' first bytes do without (budgets.md).
   */
  work?: (input: ListWorkInput) => ListWork
}

/** A list without queue or selection: its title as it stands. */
const withoutWork = ({ title }: ListWorkInput): ListWork => ({ title, bar: null, rowSelection: undefined })

/**
 * The list screen view over `useListScreen`: filter form, toolbar (actions, refresh, density,
 * fullscreen, column panel), the server-paged table under a loading overlay, the detail drawer
 * and the action forms.
 */
export function ListScreen({
  definition,
  route,
  actions: granted,
  work: useWork = withoutWork,
}: ListScreenProps) {
  const base = useDataClient()
  const { source } = definition
  const data = useMemo(() => (source ? sourceClient(base, source(base)) : base), [base, source])
  const message = useToasts()
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null)
  const confirmShown = useCallback(() => setConfirming(null), [])
  const confirmUsed = useShownOnce(confirming !== null)
  const [viewKey, setViewKey] = useState('list')
  const shownView = definition.views?.find((view) => view.key === viewKey)
  // Hidden under another view (地图), the table reads nothing (it asks again when shown); 刷新 reads the view.
  const list = useListScreen(definition, data, shownView === undefined)
  const [reloads, setReloads] = useState(0)
  const rowKey = definition.rowKey ?? 'id'
  const [density, setDensity] = useState<Density>('default')
  const [viewing, setViewing] = useState<Row | null>(null)
  const [opened, setOpened] = useState<OpenedAction>(null)
  const detailUsed = useShownOnce(viewing !== null)
  const dialogsUsed = useShownOnce(opened !== null)
  useEffect(() => {
    if (!list.settled) return
    markFirstScreenShown()
    return prefetchListParts()
  }, [list.settled])
  const reloadRef = useRef(list.reload)
  const tableRef = useRef<HTMLDivElement>(null)
  reloadRef.current = list.reload
  useEffect(() => definition.subscribe?.(() => reloadRef.current()), [definition])

  const tableFields = useMemo(() => definition.columns.filter((field) => !field.hideInTable), [definition])
  const allowed = useMemo(() => allowedActions(definition.actions, granted), [definition, granted])
  const rowActions = allowed.filter(isRowAction)
  const actionsWidth = rowActions.length ? actionColumnWidth(rowActions.map(rowActionLabel)) : 0
  // The 操作 column and the selection boxes (a list with batch work) take their room first.
  const reserved = actionsWidth + (definition.batch !== undefined ? SELECTION_WIDTH : 0)
  const defaults = useMemo(
    () => columnDefaults(tableFields, rowKey, reserved),
    [tableFields, rowKey, reserved],
  )
  const columnSettings = useColumnSettings(columnsPageKey(route.path), defaults)
  // One hook per screen: a screen's `work` never changes.
  const work = useWork({ definition, granted, allowed, list, rowKey, title: route.title, tableFields })
  const detailFields = useMemo(
    () => [...definition.columns, ...(definition.detailFields ?? [])],
    [definition],
  )
  const context = { data, resource: definition.resource, reload: list.reload }
  const saved = (said?: string) => {
    message.success(said ?? '操作成功')
    list.reload()
  }
  const open = (action: ActionDefinition, record?: Row) => {
    if (action.type === 'dialog') action.onOpen?.(record)
    setOpened({ action, record })
  }
  const confirm = (action: Extract<ActionDefinition, { type: 'confirm' }>, record: Row) => {
    setConfirming({
      ...action.confirm(record),
      // A refusal (e.g. 409) has been shown by the HTTP client; the dialog closes either way.
      onOk: () =>
        action.run({ ...context, record }).then(
          () => saved(),
          () => undefined,
        ),
    })
  }

  const { params } = list
  // The long columns give way to fit the table's width beside 操作 and the selection boxes.
  const tableRoom = useTableRoom(tableRef)
  const room =
    tableRoom === undefined ? undefined : tableRoom - actionsWidth - (work.rowSelection ? SELECTION_WIDTH : 0)
  const columns = tableColumns(tableFields, columnSettings.visible, params.sort, { room, rowKey })
  if (rowActions.length > 0) {
    columns.push(
      actionColumn(
        (record) => (
          <RowActions
            record={record}
            actions={rowActions}
            handlers={{ ...context, rowKey, onView: setViewing, onOpen: open, onConfirm: confirm }}
          />
        ),
        actionsWidth,
      ),
    )
  }

  const buttons = toolbarActions({ allowed, definition, data, query: list.query, open, context })
  const Above = definition.above
  const openByKey = (key: string, record?: Row) => {
    const action = allowed.find((item) => 'key' in item && item.key === key)
    if (action) open(action, record)
  }

  return (
    <div className="evc-list-screen" style={LIST_PAGE_STYLE}>
      {confirmUsed && <ConfirmDialog request={confirming} onShown={confirmShown} />}
      {Above && <Above actions={granted} open={openByKey} reload={list.reload} />}
      <DeferredInputsGate open={list.settled}>
        <FilterForm
          fields={list.filterFields}
          values={params.filters}
          keyword={params.keyword}
          keywordPlaceholder={
            definition.keyword === false ? undefined : (definition.keyword?.placeholder ?? '请输入关键字')
          }
          onSearch={list.search}
          onReset={list.reset}
        />
      </DeferredInputsGate>
      {work.bar}
      <TableToolbar
        title={work.title}
        views={
          definition.views?.length ? (
            <ViewSwitch views={definition.views} value={shownView?.key ?? 'list'} onChange={setViewKey} />
          ) : undefined
        }
        actions={buttons.some(Boolean) ? buttons : undefined}
        onReload={shownView ? () => setReloads((count) => count + 1) : list.reload}
        density={density}
        onDensityChange={setDensity}
        settings={
          <ColumnSettings
            columns={columnSettings.columns}
            onChange={columnSettings.setColumns}
            onReset={columnSettings.reset}
            onSave={() => {
              if (columnSettings.save()) message.success('保存成功')
            }}
          />
        }
      />
      {shownView && (
        <ShownView view={shownView} list={list} data={data} open={setViewing} reloads={reloads} />
      )}
      {/* The table stays (its page and scroll) while another view is shown. */}
      <div hidden={Boolean(shownView)} ref={tableRef}>
        <ListTable
          list={list}
          columns={columns}
          rowKey={rowKey}
          density={density}
          rowSelection={work.rowSelection}
        />
      </div>
      {detailUsed && (
        <DetailView
          record={viewing}
          resource={definition.resource}
          rowKey={rowKey}
          fields={detailFields}
          detail={definition.detail}
          onClose={() => setViewing(null)}
        />
      )}
      {dialogsUsed && (
        <ActionDialogs
          opened={opened}
          definition={definition}
          data={data}
          title={route.title}
          reload={list.reload}
          onClose={() => setOpened(null)}
          onSaved={saved}
        />
      )}
    </div>
  )
}
