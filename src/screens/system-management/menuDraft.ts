/**
 * The menu tree editor's draft (sso-menu-management, decisions: Menus): the server's tree with
 * local edits, sibling moves, the label rules and the list of changes to send.
 */
import type { MenuChange, MenuTreeNode } from '../../contract/menu'

/** Editable properties of an entry. */
export type MenuEdit = Pick<MenuTreeNode, 'label' | 'icon' | 'isEdit' | 'hidden'>

/** Label rules of `POST /menu/tree`, checked before sending. */
export function labelProblem(label: string): string | undefined {
  const text = label.trim()
  if (!text) return '请输入菜单名称'
  if (text.length > 20) return '菜单名称不能超过20个字符'
  return undefined
}

/** Siblings in their order. */
export function sorted(nodes: readonly MenuTreeNode[]): MenuTreeNode[] {
  return [...nodes]
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
    .map((node) => ({ ...node, children: sorted(node.children ?? []) }))
}

/** Change one entry's properties. */
export function editNode(
  nodes: readonly MenuTreeNode[],
  key: string,
  edit: Partial<MenuEdit>,
): MenuTreeNode[] {
  return nodes.map((node) =>
    node.key === key ? { ...node, ...edit } : { ...node, children: editNode(node.children, key, edit) },
  )
}

/**
 * Move an entry one place up (-1) or down (+1) among its siblings; siblings are then numbered
 * 1, 2, 3... so the order sent is unambiguous.
 */
export function moveNode(nodes: readonly MenuTreeNode[], key: string, step: -1 | 1): MenuTreeNode[] {
  const index = nodes.findIndex((node) => node.key === key)
  if (index >= 0) {
    const target = index + step
    if (target < 0 || target >= nodes.length) return [...nodes]
    const next = [...nodes]
    ;[next[index], next[target]] = [next[target], next[index]]
    return next.map((node, position) => ({ ...node, order: position + 1 }))
  }
  return nodes.map((node) => ({ ...node, children: moveNode(node.children, key, step) }))
}

function flatten(nodes: readonly MenuTreeNode[]): MenuTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)])
}

/** What differs between the server's tree and the draft, one change per edited entry. */
export function changesOf(original: readonly MenuTreeNode[], draft: readonly MenuTreeNode[]): MenuChange[] {
  const before = new Map(flatten(original).map((node) => [node.key, node]))
  const changes: MenuChange[] = []
  for (const node of flatten(draft)) {
    const old = before.get(node.key)
    if (!old) continue
    const change: MenuChange = { key: node.key }
    if (node.label.trim() !== old.label) change.label = node.label.trim()
    if (node.icon !== old.icon) change.icon = node.icon
    if (node.order !== old.order) change.order = node.order
    if (node.isEdit !== old.isEdit) change.isEdit = node.isEdit
    if (node.hidden !== old.hidden) change.hidden = node.hidden
    if (Object.keys(change).length > 1) changes.push(change)
  }
  return changes
}

/** Label problems of the draft, by key. */
export function draftProblems(draft: readonly MenuTreeNode[]): Record<string, string> {
  const problems: Record<string, string> = {}
  for (const node of flatten(draft)) {
    const problem = labelProblem(node.label)
    if (problem) problems[node.key] = problem
  }
  return problems
}
