/**
 * The page actions a strategy can grant (`resPath` = `<page>/<action>`, api.md: Permissions),
 * derived from the route catalogue and the flow declarations. The check tree of
 * sso-policy-management lists these.
 */
import { pageActionOf } from '../../../src/core/domain/flow-kit'
import { ALL_FLOWS } from '../../../src/core/domain/flows-all'
import { AREAS, GROUPS, MENU_ROUTES, ROUTES } from '../../../src/core/domain/routes'

/** Chinese labels of the actions. */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  view: '查看',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  examine: '审核',
  dispatch: '派发',
  handle: '处理',
  upload: '上传',
  release: '发放',
  dispose: '处置',
  tag: '标记',
  issue: '下发',
  submit: '填报',
}

const BASE = ['view', 'add', 'edit', 'delete', 'export']

/**
 * A page's actions beyond the base ones: the rights its flows' steps need (issue 39 item 2),
 * read from the declarations (ALL_FLOWS) in the order they declare them, so a step added to a
 * flow is grantable with it.
 */
const EXTRA: ReadonlyMap<string, readonly string[]> = (() => {
  const extra = new Map<string, string[]>()
  for (const flow of ALL_FLOWS)
    for (const step of flow.transitions) {
      const page = step.permission.slice(0, step.permission.indexOf('/'))
      const actions = extra.get(page) ?? []
      const action = pageActionOf(step)
      if (!BASE.includes(action) && !actions.includes(action)) actions.push(action)
      extra.set(page, actions)
    }
  return extra
})()

/** Pages every account may open (decisions: General pages). */
export const GENERAL_RES_PATHS: readonly string[] = ['message/view', 'account-center/view']

/** The actions of one page. */
export function actionsOf(page: string): string[] {
  return [...BASE, ...(EXTRA.get(page) ?? [])]
}

/** Every grantable page: menu pages plus pages reached only from popups (evaluation-upload). */
export function grantablePages(): { name: string; title: string; area: string; group?: string }[] {
  const seen = new Set<string>()
  const pages: { name: string; title: string; area: string; group?: string }[] = []
  const extra = ROUTES.filter((route) => route.name === 'evaluation-upload')
  for (const route of [...MENU_ROUTES, ...extra]) {
    if (seen.has(route.name)) continue
    seen.add(route.name)
    pages.push({ name: route.name, title: route.title, area: String(route.area), group: route.group })
  }
  return pages
}

/** Every grantable resPath. */
export function allResPaths(): string[] {
  return grantablePages().flatMap((page) => actionsOf(page.name).map((action) => `${page.name}/${action}`))
}

import type { PageTreeNode } from '../../../src/contract/system-management-strategies'

export type { PageTreeNode }

/** The whole page tree with actions as leaves, for the strategy check tree. */
export function pageTree(): PageTreeNode[] {
  const pages = grantablePages()
  const pageNode = (page: (typeof pages)[number]): PageTreeNode => ({
    key: page.name,
    label: page.title,
    children: actionsOf(page.name).map((action) => ({
      key: `${page.name}/${action}`,
      label: ACTION_LABELS[action] ?? action,
      resPath: `${page.name}/${action}`,
    })),
  })
  return AREAS.map((area) => {
    const own = pages.filter((page) => page.area === area.key)
    const groups = GROUPS.filter((group) => group.area === area.key).map((group) => ({
      key: group.key,
      label: group.title,
      children: own.filter((page) => page.group === group.key).map(pageNode),
    }))
    const loose = own.filter((page) => !page.group).map(pageNode)
    return { key: area.key, label: area.title, children: [...groups, ...loose] }
  })
}
