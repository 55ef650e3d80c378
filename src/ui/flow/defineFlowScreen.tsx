import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { canEdit, stepsFrom } from '../../core/domain/flows'
import { regionName } from '../../core/domain/regions'
import { DataClientProvider, useDataClient } from '../dataClient'
import type { Field, Row } from '../fields/types'
import { action } from '../list/actionBuilders'
import type { ActionDefinition, ActionDialogProps, ListScreenDefinition } from '../list/definition'
import { fieldsOf } from '../list/described'
import { ListScreen } from '../list/ListScreen'
import { useListWork } from '../list/useListWork'
import { preloadable } from '../preloadable'
import type { ScreenProps } from '../screen'
import { useSession } from '../useSession'
import { flowClient, onFlowWork } from './flowClient'
import { flowBatch, flowQueue, queueColumns } from './flowWork'
import { fillPath, subPageOf } from './paths'
import type { FlowScreen, FlowScreenDefinition } from './types'

export type { FlowScreen, FlowScreenDefinition } from './types'

const FlowPage = preloadable(() => import('./FlowPage').then((module) => module.FlowPage))
// The create dialog with its checklist loads when first opened, not with the list's rows.
const FlowCreateDialog = preloadable(() => import('./CreateDialog').then((module) => module.FlowCreateDialog))

/**
 * The application's columns, from the screen's list description (src/contract/lists/flow.ts);
 * `staffCreate`: staff create applications here, naming operator and area in the form.
 */
function applicationColumns(definition: FlowScreenDefinition, staffCreate: boolean): Field[] {
  const f = fieldsOf(definition.list)
  return [
    f.col('applyId', { width: 170, fixed: 'left', hideInForm: true }),
    f.col('title', { width: 220, hideInForm: true }),
    f.col('type', { search: true, required: !definition.typeFixed, hideInForm: definition.typeFixed }),
    f.col('status', { search: true, hideInForm: true }),
    ...queueColumns(definition.list, definition.flow),
    // The operator's name in the cell; staff name the operator when they create one.
    f.col('operatorId', {
      width: 220,
      search: definition.operatorColumn,
      required: staffCreate,
      hideInTable: !definition.operatorColumn,
      hideInForm: !staffCreate,
    }),
    f.col('areaCode', {
      render: (value) => regionName(value as string),
      search: definition.operatorColumn,
      hideInForm: !staffCreate,
      required: staffCreate,
    }),
    f.col('submitterName', { hideInForm: true }),
    f.col('submitTime', { hideInForm: true }),
    f.col('examinerName', { hideInForm: true }),
    f.col('opinion', { width: 200, hideInForm: true }),
    // A flow with a release (发放, 撤销) shows its actor apart from the reviewer (issue 42 item 4).
    f.col('issuerName', {
      hideInForm: true,
      hideInTable: !definition.flow.transitions.some((step) => step.actor === 'issuer'),
    }),
    f.col('updateTime', { hideInForm: true }),
  ]
}

/** The list's filters beyond its columns. */
const listFilters = (definition: FlowScreenDefinition): Field[] => [
  fieldsOf(definition.list).range('submitTime'),
]

/** The list's columns: the application's own, then the flow's fields for the forms. */
function listColumns(definition: FlowScreenDefinition, staffCreate: boolean): Field[] {
  return [
    ...applicationColumns(definition, staffCreate),
    ...definition.fields.map((field) => ({ ...field, hideInTable: true })),
  ]
}

/**
 * 新建申请: the screen's own dialog, else the form of the list's fields with the flow's checklist
 * of documents (CreateDialog.tsx) where the flow has one, else the list's create form.
 */
function createAction(
  definition: FlowScreenDefinition,
  staffCreate: boolean,
  title: string,
): ActionDefinition {
  const placed = { scope: 'toolbar', permission: 'add' } as const
  if (definition.createDialog) return action.dialog('create', '新建申请', definition.createDialog, placed)
  const documents = definition.flow.documents
  if (!documents?.length) return action.create({ label: '新建申请' })
  const fields = listColumns(definition, staffCreate).filter((field) => !field.hideInForm)
  const dialog = (props: ActionDialogProps) => (
    <FlowCreateDialog
      {...props}
      title={title}
      fields={fields}
      documents={documents}
      resource={definition.list.resource}
    />
  )
  return action.dialog('create', '新建申请', dialog, placed)
}

/**
 * Turn a flow definition into its list and sub-pages. The list is the list machinery's (filters
 * with status and submit time, toolbar, export); 详情 and 审核 open the catalogue's sub-routes
 * as their own tabs; the applicant's 新建, 编辑, 提交 and 重新提交 appear only in the statuses
 * and with the permissions the flow declares (the server refuses them anyway).
 *
 * @example
 * export const screen = defineFlowScreen({ list: ENTERPRISE_RECORDS, flow: ENTERPRISE_FLOW, fields: ENTERPRISE_FIELDS })
 * export default screen.list
 */
export function defineFlowScreen(definition: FlowScreenDefinition): FlowScreen {
  const { flow } = definition
  const label = (key: keyof FlowScreenDefinition['list']['fields']) => definition.list.fields[key].label
  const page = (props: ScreenProps) => props.route.name
  const holds = (props: ScreenProps) => (permission: string) => {
    const [name, act] = permission.split('/')
    return name === page(props) && props.actions.includes(act)
  }

  const fieldKeys = definition.fields.map((field) => field.key)
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
  function FlowList(props: ScreenProps) {
    const base = useDataClient()
    const [, navigate] = useLocation()
    // A company user applies for its own company; staff name the operator and area (decisions: Data scope).
    const company = useSession().attrs.some(
      (attr) => attr.attrKey === 'isCompany' && /^(1|true|是|y|yes)$/i.test(attr.attrValue.trim()),
    )
    const client = useMemo(() => flowClient(base, flow.key, fieldKeys), [base])
    const actionsKey = props.actions.join(',')
    // The definition follows what it is built from, not the props object (a new one on every render
    // of the host): a new definition would ask for the rows again (and a cold load twice).
    // biome-ignore lint/correctness/useExhaustiveDependencies: props by content (route, actions)
    const list = useMemo<ListScreenDefinition>(() => {
      const staffCreate = !!definition.apply && !company
      const detailPath = subPageOf(props.route.path, 'detail')
      const examinePath = subPageOf(props.route.path, 'examine')
      const editPath = subPageOf(props.route.path, 'edit')
      const may = holds(props)
      const reviewable = (row: Row) =>
        stepsFrom(flow, row, may).some((step) => step.action !== 'submit' && step.action !== 'resubmit')
      const actions: ActionDefinition[] = [
        ...(detailPath
          ? [
              {
                type: 'custom',
                key: 'detail',
                label: '详情',
                scope: 'row',
                permission: 'view',
                run: ({ record }) => navigate(fillPath(detailPath, record ?? {})),
              } as ActionDefinition,
            ]
          : []),
        ...(examinePath
          ? [
              {
                type: 'custom',
                key: 'examine',
                label: '审核',
                scope: 'row',
                permission: 'examine',
                when: reviewable,
                run: ({ record }) => navigate(fillPath(examinePath, record ?? {})),
              } as ActionDefinition,
            ]
          : []),
        // Staff corrections before the review ends (accessproof-record-edit), on their own page.
        ...(editPath
          ? [
              {
                type: 'custom',
                key: 'edit-page',
                label: '编辑',
                scope: 'row',
                permission: 'edit',
                when: (row: Row) => canEdit(flow, String(row.status), may),
                run: ({ record }) => navigate(fillPath(editPath, record ?? {})),
              } as ActionDefinition,
            ]
          : []),
        ...(definition.rowActions ?? []),
        action.export(),
      ]
      if (definition.apply) {
        actions.push(
          createAction(definition, staffCreate, `新增${props.route.title}`),
          action.edit({ when: (row) => canEdit(flow, String(row.status), may) }),
          ...flow.transitions
            .filter((step) => step.action === 'submit' || step.action === 'resubmit')
            .map((step) =>
              action.step(step.action, step.label, {
                permission: step.permission.split('/')[1],
                confirm: `确定${step.label}该申请吗？提交后将进入审核。`,
                when: (row: Row) => step.from.includes(row.status as never),
              }),
            ),
        )
      }
      return {
        resource: definition.list.resource,
        rowKey: 'applyId',
        keyword: { placeholder: `${label('applyId')}或${label('title')}` },
        columns: listColumns(definition, staffCreate),
        filters: listFilters(definition),
        defaultSort: { field: 'updateTime', order: 'desc' },
        actions,
        above: definition.above,
        // A change of the flow here, the server's work signal (another user's step), the window's
        // focus: the page shown is read again, its filters, page and selection kept (issue 42).
        subscribe: (reload) => onFlowWork(flow.key, reload),
        // Review lists open on 待我处理; the applicant's own list shows all its applications.
        queue: definition.apply ? undefined : flowQueue(flow, may),
        batch: flowBatch(flow, page(props), client, definition.list.resource),
      }
    }, [navigate, props.route, actionsKey, company, client])
    return (
      <DataClientProvider client={client}>
        <ListScreen definition={list} route={props.route} actions={props.actions} work={useListWork} />
      </DataClientProvider>
    )
  }
  FlowList.displayName = `FlowList(${definition.list.resource})`
  // The application's columns and filters (not the flow's own fields, which are not the list's):
  // held to the list's description by tests/server/lists-agree.test.ts.
  FlowList.listFields = {
    resource: definition.list.resource,
    fields: [...applicationColumns(definition, false), ...listFilters(definition)],
  }

  const subPage = (mode: 'detail' | 'examine' | 'edit') => {
    // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
    function FlowSubPage(props: ScreenProps) {
      return <FlowPage {...props} definition={definition} mode={mode} />
    }
    FlowSubPage.displayName = `Flow${mode}(${definition.list.resource})`
    return FlowSubPage
  }
  return { list: FlowList, detail: subPage('detail'), examine: subPage('examine'), edit: subPage('edit') }
}
