/**
 * 策略管理 (issue 7): strategies (getAll, createStg, editStg?appId) with the page actions they
 * grant chosen in the check tree of all pages (getAuthAllPageStgs, getActions), and the page APIs
 * bound to each (getPageApi, addStgs, delStgs).
 */
import { useMemo, useRef, useState } from 'react'
import { DataClientProvider, useDataClient } from '../../ui/dataClient'
import { col } from '../../ui/fields/builders'
import type { Row } from '../../ui/fields/types'
import { action, type ListScreenDefinition } from '../../ui/list/definition'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import type { TreeNode } from '../../ui/tree/treeState'
import { allPages } from './allPages'
import { listClient } from './listClient'
import { PageApiDialog } from './PageApiDialog'
import { Pending } from './Pending'
import { toTreeNodes } from './pageTree'
import { StrategyDialog, type StrategyDraft } from './StrategyDialog'
import { type SsoApi, useSsoApi } from './sso'
import { useLoaded } from './useLoaded'

type Run = (record: Row | undefined, reload: () => void) => void

function policyDefinition(run: { form: Run; pageApis: Run }): ListScreenDefinition {
  return {
    resource: 'sso/post/api/stg/getAll',
    rowKey: 'stgId',
    keyword: { placeholder: '策略名称' },
    columns: [
      col.text('stgName', '策略名称', { width: 200, fixed: 'left' }),
      col.text('appId', '所属资源', { width: 140 }),
      col.text('description', '说明', { width: 260 }),
      col.number('actionCount', '授权操作数'),
      col.datetime('createTime', '创建时间'),
      col.datetime('updateTime', '修改时间'),
    ],
    detail: { fetch: false },
    actions: [
      {
        type: 'custom',
        key: 'create',
        label: '新增策略',
        scope: 'toolbar',
        permission: 'add',
        run: ({ reload }) => run.form(undefined, reload),
      },
      action.view(),
      {
        type: 'custom',
        key: 'edit',
        label: '编辑',
        scope: 'row',
        permission: 'edit',
        run: ({ record, reload }) => run.form(record, reload),
      },
      {
        type: 'custom',
        key: 'pageApis',
        label: '页面接口',
        scope: 'row',
        permission: 'edit',
        run: ({ record, reload }) => run.pageApis(record, reload),
      },
    ],
  }
}

/** Create (createStg) or change (editStg?appId, actions replaced) a strategy. */
function saveStrategy(api: SsoApi, draft: StrategyDraft) {
  const body = { stgName: draft.stgName.trim(), description: draft.description ?? '', actions: draft.actions }
  if (draft.stgId === undefined) return api.createStg({ ...body, appId: draft.appId })
  return api.editStg(draft.appId, { ...body, stgId: draft.stgId })
}

function titlesOf(nodes: readonly TreeNode[], into = new Map<string, string>()) {
  for (const node of nodes) {
    if (node.children?.some((child) => !child.children?.length)) into.set(node.key, node.label)
    if (node.children) titlesOf(node.children, into)
  }
  return into
}

/** The policy-management screen. */
export default function PolicyManagement(props: ScreenProps) {
  const base = useDataClient()
  const message = useToasts()
  const api = useSsoApi()
  const setup = useLoaded(() => Promise.all([api.pageTree(), allPages(api.resources)]))
  const [editing, setEditing] = useState<{ open: boolean; strategy?: StrategyDraft }>({ open: false })
  const [apisOf, setApisOf] = useState<{ stgId: number; stgName: string } | null>(null)
  const reload = useRef<() => void>(() => undefined)

  const client = useMemo(() => listClient(base, { list: api.strategies }), [base, api])
  const tree = useMemo(() => toTreeNodes(setup.value?.[0] ?? []), [setup.value])
  const pageTitles = useMemo(() => titlesOf(tree), [tree])
  const apps = useMemo(
    () => (setup.value?.[1] ?? []).map((app) => ({ appId: String(app.appId), appName: String(app.appName) })),
    [setup.value],
  )

  const definition = useMemo(
    () =>
      policyDefinition({
        form: (record, again) => {
          reload.current = again
          if (!record) return setEditing({ open: true })
          const stgId = Number(record.stgId)
          // The granted actions come with getActions; the dialog opens once they are here.
          api.stgActions(stgId).then(
            ({ actions }) =>
              setEditing({
                open: true,
                strategy: {
                  stgId,
                  stgName: String(record.stgName ?? ''),
                  appId: String(record.appId ?? ''),
                  description: String(record.description ?? ''),
                  actions,
                },
              }),
            () => undefined,
          )
        },
        pageApis: (record, again) => {
          reload.current = again
          if (record) setApisOf({ stgId: Number(record.stgId), stgName: String(record.stgName) })
        },
      }),
    [api],
  )

  if (!setup.value) return <Pending failed={setup.failed} retry={setup.retry} />
  return (
    <DataClientProvider client={client}>
      <ListScreen definition={definition} route={props.route} actions={props.actions} />
      <StrategyDialog
        open={editing.open}
        strategy={editing.strategy}
        tree={tree}
        apps={apps}
        save={(draft) => saveStrategy(api, draft)}
        onClose={() => setEditing({ open: false })}
        onSaved={() => {
          message.success('操作成功')
          reload.current()
        }}
      />
      <PageApiDialog
        strategy={apisOf ?? undefined}
        pageTitles={pageTitles}
        api={api}
        onClose={() => setApisOf(null)}
        onSaved={() => {
          message.success('操作成功')
          reload.current()
        }}
      />
    </DataClientProvider>
  )
}
