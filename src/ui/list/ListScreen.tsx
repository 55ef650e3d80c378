import { PlusOutlined } from '@ant-design/icons'
import { Button, Table } from 'antd'
import type { ColumnsType, SorterResult } from 'antd/es/table/interface'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { RouteEntry } from '../../core/domain/routes'
import { ColumnSettings } from '../columns/ColumnSettings'
import { columnsPageKey } from '../columns/columnStorage'
import { useColumnSettings } from '../columns/useColumnSettings'
import { useDataClient } from '../dataClient'
import { displayValue } from '../fields/convert'
import { DeferredInputsGate } from '../fields/deferred'
import type { Field, Row } from '../fields/types'
import { LoadingOverlay } from '../LoadingOverlay'
import { preloadable } from '../preloadable'
import { useToasts } from '../toasts'
import { useShownOnce } from '../useShownOnce'
import { type ActionDefinition, allowedActions, type ListScreenDefinition, PAGE_SIZES } from './definition'
import { ExportButton, ExportDialog } from './ExportButton'
import { FilterForm } from './FilterForm'
import { isRowAction, RowActions } from './RowActions'
import { type Density, TableToolbar, tableSize } from './TableToolbar'
import { paginationLocale, showTotal, TABLE_LOCALE } from './tableLocale'
import { useListScreen } from './useListScreen'

export interface ListScreenProps {
  definition: ListScreenDefinition
  /** The route-catalogue entry: its title heads the table, its path keys the saved columns. */
  route: RouteEntry
  /** The actions the user holds on this page (section 6). */
  actions: readonly string[]
}

// The detail drawer and the action forms load when first used, not with the list's rows; once
// fetched ahead they open without a wait.
const DetailView = preloadable(() => import('../DetailView').then((module) => module.DetailView))
const FormModal = preloadable(() => import('../FormModal').then((module) => module.FormModal))

/** How long after its first page is shown a list fetches the parts it opens on demand. */
const PREFETCH_AFTER_MS = 1000

/**
 * Fetch the parts a list opens on demand (detail drawer, action forms, export dialog) a moment
 * after its first page is shown, when the browser is idle: not part of the rows' bytes, and ready
 * before a user reaches for them. Returns the cancel.
 */
function prefetchListParts(): () => void {
  const fetchAll = () => {
    for (const part of [DetailView, FormModal, ExportDialog]) part.prefetch()
  }
  let idle: number | undefined
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fetchAll, { timeout: 2000 })
    else fetchAll()
  }, PREFETCH_AFTER_MS)
  return () => {
    clearTimeout(timer)
    if (idle !== undefined) cancelIdleCallback(idle)
  }
}

type FormState = { action: ActionDefinition; record?: Row } | null

/** The fields a form of an action shows. */
function formFields(definition: ListScreenDefinition, action: ActionDefinition): Field[] {
  if (action.type === 'step') return [...(action.fields ?? [])]
  const all = [...definition.columns, ...(definition.detailFields ?? [])].filter((field) => !field.hideInForm)
  const keys = action.type === 'create' || action.type === 'edit' ? action.fields : undefined
  return keys ? all.filter((field) => keys.includes(field.key)) : all
}

/**
 * The list screen view over `useListScreen`: filter form, toolbar (actions, refresh, density,
 * fullscreen, column panel), the server-paged table under a loading overlay, the detail drawer
 * and the action forms.
 */
export function ListScreen({ definition, route, actions: granted }: ListScreenProps) {
  const data = useDataClient()
  const message = useToasts()
  const list = useListScreen(definition, data)
  const rowKey = definition.rowKey ?? 'id'
  const [density, setDensity] = useState<Density>('default')
  const [viewing, setViewing] = useState<Row | null>(null)
  const [form, setForm] = useState<FormState>(null)
  const detailUsed = useShownOnce(viewing !== null)
  const formUsed = useShownOnce(form !== null)
  useEffect(() => (list.settled ? prefetchListParts() : undefined), [list.settled])
  const reloadRef = useRef(list.reload)
  reloadRef.current = list.reload
  useEffect(() => definition.subscribe?.(() => reloadRef.current()), [definition])

  const tableFields = useMemo(() => definition.columns.filter((field) => !field.hideInTable), [definition])
  const defaults = useMemo(
    () => tableFields.map((field) => ({ key: field.key, title: field.label, fixed: field.fixed })),
    [tableFields],
  )
  const columnSettings = useColumnSettings(columnsPageKey(route.path), defaults)
  const allowed = useMemo(() => allowedActions(definition.actions, granted), [definition, granted])
  const rowActions = allowed.filter(isRowAction)
  const detailFields = useMemo(
    () => [...definition.columns, ...(definition.detailFields ?? [])],
    [definition],
  )
  // One array per opened form: the dialog fills itself again when its fields change, so a fresh
  // array on every render of the list would wipe what the user typed and the messages shown.
  const openFormFields = useMemo(() => (form ? formFields(definition, form.action) : []), [definition, form])

  const { params } = list
  const columns: ColumnsType<Row> = columnSettings.visible.map((state) => {
    const field = tableFields.find((item) => item.key === state.key) as Field
    return {
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      fixed: state.fixed,
      width: field.width,
      ellipsis: field.kind === 'text' ? { showTitle: true } : undefined,
      sorter: field.sortable ? true : undefined,
      sortOrder:
        field.sortable && params.sort?.field === field.key
          ? params.sort.order === 'asc'
            ? 'ascend'
            : 'descend'
          : null,
      render: (_: unknown, record: Row) => displayValue(field, record),
    }
  })
  if (rowActions.length > 0) {
    columns.push({
      key: '__actions',
      title: '操作',
      fixed: 'right',
      render: (_: unknown, record: Row) => (
        <RowActions
          record={record}
          actions={rowActions}
          handlers={{
            data,
            resource: definition.resource,
            rowKey,
            reload: list.reload,
            onView: setViewing,
            onForm: (action, target) => setForm({ action, record: target }),
          }}
        />
      ),
    })
  }

  const toolbarActions = allowed.map((action) => {
    if (action.type === 'create') {
      return (
        <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setForm({ action })}>
          {action.label ?? '新增'}
        </Button>
      )
    }
    if (action.type === 'export') {
      const { filters, sort, keyword } = list.query
      return (
        <ExportButton
          key="export"
          data={data}
          resource={definition.resource}
          query={{ filters, sort, keyword }}
          label={action.label}
        />
      )
    }
    if (action.type === 'custom' && action.scope === 'toolbar') {
      return (
        <Button
          key={action.key}
          onClick={() => action.run({ data, resource: definition.resource, reload: list.reload })}
        >
          {action.label}
        </Button>
      )
    }
    return null
  })

  const submitForm = (body: Row) => {
    if (!form) return Promise.resolve()
    const { action, record } = form
    const id = record?.[rowKey] as string | number
    if (action.type === 'create') return data.create(definition.resource, body)
    if (action.type === 'edit') return data.update(definition.resource, id, body)
    if (action.type === 'step') return data.action(definition.resource, id, action.name, body)
    return Promise.resolve()
  }
  const formTitle = !form
    ? ''
    : form.action.type === 'step'
      ? form.action.label
      : `${form.action.type === 'create' ? '新增' : '编辑'}${route.title}`

  return (
    <div className="evc-list-screen">
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
      <TableToolbar
        title={route.title}
        actions={toolbarActions.some(Boolean) ? toolbarActions : undefined}
        onReload={list.reload}
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
      <LoadingOverlay loading={list.loading}>
        <Table<Row>
          rowKey={(record) => String(record[rowKey])}
          dataSource={list.rows}
          columns={columns}
          size={tableSize(density)}
          locale={TABLE_LOCALE}
          scroll={{ x: 'max-content' }}
          onChange={(pagination, _filters, sorter) => {
            const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined
            const field = one?.order ? String(one.columnKey ?? one.field) : undefined
            const nextSort = field
              ? { field, order: one?.order === 'ascend' ? ('asc' as const) : ('desc' as const) }
              : null
            const sortChanged =
              (nextSort?.field ?? null) !== (params.sort?.field ?? null) ||
              nextSort?.order !== params.sort?.order
            if (sortChanged) list.setSort(nextSort)
            else list.setPage(pagination.current ?? 1, pagination.pageSize ?? params.pageSize)
          }}
          pagination={{
            current: params.pageNum,
            pageSize: params.pageSize,
            total: list.total,
            showSizeChanger: true,
            showQuickJumper: true,
            pageSizeOptions: PAGE_SIZES.map(String),
            showTotal,
            locale: paginationLocale,
          }}
        />
      </LoadingOverlay>
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
      {formUsed && (
        <FormModal
          open={form !== null}
          title={formTitle}
          fields={openFormFields}
          record={form?.action.type === 'create' ? undefined : form?.record}
          onSubmit={submitForm}
          onDone={() => {
            message.success('操作成功')
            list.reload()
          }}
          onClose={() => setForm(null)}
        />
      )}
    </div>
  )
}
