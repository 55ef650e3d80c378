import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { canEdit, statusesOf } from '../../core/domain/flows'
import { regionName } from '../../core/domain/regions'
import { DataClientProvider, useDataClient } from '../dataClient'
import { col, filter } from '../fields/builders'
import type { Field, Row } from '../fields/types'
import { type ActionDefinition, action, type ListScreenDefinition } from '../list/definition'
import { ListScreen } from '../list/ListScreen'
import { preloadable } from '../preloadable'
import type { ScreenProps } from '../screen'
import { useSession } from '../useSession'
import { flowClient, onFlowChange } from './flowClient'
import { fillPath, subPageOf } from './paths'
import type { FlowScreen, FlowScreenDefinition } from './types'

export type { FlowScreen, FlowScreenDefinition } from './types'

const FlowPage = preloadable(() => import('./FlowPage').then((module) => module.FlowPage))

/** The list's columns: the application's own columns, then the flow's fields for the forms. */
function listColumns(definition: FlowScreenDefinition, staffCreate: boolean): Field[] {
  const { flow } = definition
  return [
    col.text('applyId', '申请编号', { width: 170, fixed: 'left', sortable: true, hideInForm: true }),
    col.text('title', definition.titleLabel, { width: 220, hideInForm: true }),
    col.enum('type', '申请类型', flow.types, {
      search: true,
      required: !definition.typeFixed,
      hideInForm: definition.typeFixed,
    }),
    col.enum('status', '状态', statusesOf(flow), { search: true, hideInForm: true }),
    ...(definition.operatorColumn || staffCreate
      ? [
          col.operator('operatorId', '运营商', {
            search: definition.operatorColumn,
            required: staffCreate,
            hideInTable: true,
          }),
        ]
      : []),
    col.text('operatorName', '运营商', {
      width: 220,
      hideInForm: true,
      hideInTable: !definition.operatorColumn,
    }),
    col.area('areaCode', '所属区域', {
      render: (value) => regionName(value as string),
      search: definition.operatorColumn,
      hideInForm: !staffCreate,
      required: staffCreate,
    }),
    col.text('submitterName', '申请人', { hideInForm: true }),
    col.datetime('submitTime', '提交时间', { hideInForm: true }),
    col.text('examinerName', '审核人', { hideInForm: true }),
    col.text('opinion', '审核意见', { width: 200, hideInForm: true }),
    col.datetime('updateTime', '更新时间', { sortable: true, hideInForm: true }),
    ...definition.fields.map((field) => ({ ...field, hideInTable: true })),
  ]
}

/**
 * Turn a flow definition into its list and sub-pages. The list is the list machinery's (filters
 * with status and submit time, toolbar, export); 详情 and 审核 open the catalogue's sub-routes
 * as their own tabs; the applicant's 新建, 编辑, 提交 and 重新提交 appear only in the statuses
 * and with the permissions the flow declares (the server refuses them anyway).
 *
 * @example
 * export const screen = defineFlowScreen({ resource: 'universal-services/enterprise-records', flow: ENTERPRISE_FLOW, fields, titleLabel: '企业名称' })
 * export default screen.list
 */
export function defineFlowScreen(definition: FlowScreenDefinition): FlowScreen {
  const { flow } = definition
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
        flow.transitions.some(
          (step) =>
            may(step.permission) &&
            step.from.includes(row.status as never) &&
            step.action !== 'submit' &&
            step.action !== 'resubmit',
        )
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
        action.export(),
      ]
      if (definition.apply) {
        actions.push(
          definition.createDialog
            ? action.dialog('create', '新建申请', definition.createDialog, {
                scope: 'toolbar',
                permission: 'add',
              })
            : action.create({ label: '新建申请' }),
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
        resource: definition.resource,
        rowKey: 'applyId',
        keyword: { placeholder: `申请编号或${definition.titleLabel}` },
        columns: listColumns(definition, staffCreate),
        filters: [filter.dateRange('submitTime', '提交时间')],
        defaultSort: { field: 'updateTime', order: 'desc' },
        actions,
        above: definition.above,
        subscribe: (reload) => onFlowChange(flow.key, reload),
      }
    }, [navigate, props.route, actionsKey, company])
    return (
      <DataClientProvider client={client}>
        <ListScreen definition={list} route={props.route} actions={props.actions} />
      </DataClientProvider>
    )
  }
  FlowList.displayName = `FlowList(${definition.resource})`

  const subPage = (mode: 'detail' | 'examine' | 'edit') => {
    // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
    function FlowSubPage(props: ScreenProps) {
      return <FlowPage {...props} definition={definition} mode={mode} />
    }
    FlowSubPage.displayName = `Flow${mode}(${definition.resource})`
    return FlowSubPage
  }
  return { list: FlowList, detail: subPage('detail'), examine: subPage('examine'), edit: subPage('edit') }
}
