/** What the strategy dialog needs and does: the page tree, the resources, the granted actions; saving. */
import { useMemo } from 'react'
import type { Row } from '../../ui/fields/types'
import { useRequest } from '../../ui/useRequest'
import { allPages } from './allPages'
import { toTreeNodes } from './pageTree'
import { type SsoApi, useSsoApi } from './sso'

/** The strategy being saved (no `stgId`: a new one). */
export interface StrategyDraft {
  stgId?: number
  stgName: string
  appId: string
  description: string
  actions: string[]
}

/**
 * The page tree (getAuthAllPageStgs) as check-tree nodes, the resources a strategy may belong to
 * (resource/getAll), and for a strategy being edited the actions it grants (getActions).
 */
export function useStrategyData(record: Row | undefined) {
  const api = useSsoApi()
  const stgId = record ? Number(record.stgId) : undefined
  const loaded = useRequest(
    () =>
      Promise.all([
        api.pageTree(),
        allPages(api.resources),
        stgId === undefined ? Promise.resolve({ actions: [] as string[] }) : api.stgActions(stgId),
      ]),
    [api, stgId],
  )
  const [pages, resources, granted] = loaded.data ?? [[], [], undefined]
  const tree = useMemo(() => toTreeNodes(pages), [pages])
  const apps = useMemo(
    () => resources.map((app) => ({ appId: String(app.appId), appName: String(app.appName) })),
    [resources],
  )
  return { api, stgId, tree, apps, granted: granted?.actions, failed: loaded.failed }
}

/** Create (createStg) or change (editStg?appId, actions replaced) a strategy. */
export function saveStrategy(api: SsoApi, draft: StrategyDraft) {
  const body = { stgName: draft.stgName.trim(), description: draft.description ?? '', actions: draft.actions }
  if (draft.stgId === undefined) return api.createStg({ ...body, appId: draft.appId })
  return api.editStg(draft.appId, { ...body, stgId: draft.stgId })
}
