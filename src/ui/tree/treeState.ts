/**
 * Check-tree logic as pure functions (section 4: "Tree checking propagates to children and
 * parents (partial is indeterminate) unless strict mode is set").
 */

/** A node of a check tree (section 3: checked, indeterminate, expanded, disabled, children, label). */
export interface TreeNode {
  key: string
  label: string
  disabled?: boolean
  children?: readonly TreeNode[]
}

/** The check state shown for a node. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate'

function walk(
  nodes: readonly TreeNode[],
  visit: (node: TreeNode, parent: TreeNode | undefined) => void,
  parent?: TreeNode,
) {
  for (const node of nodes) {
    visit(node, parent)
    if (node.children) walk(node.children, visit, node)
  }
}

/** Every key below a node (not the node itself). */
function descendants(node: TreeNode): TreeNode[] {
  const found: TreeNode[] = []
  walk(node.children ?? [], (child) => found.push(child))
  return found
}

/** Find a node by key. */
export function findNode(nodes: readonly TreeNode[], key: string): TreeNode | undefined {
  let found: TreeNode | undefined
  walk(nodes, (node) => {
    if (!found && node.key === key) found = node
  })
  return found
}

/**
 * Parents follow their children: a parent is checked exactly when all its children are. Leaves
 * keep their state. Returns a new set.
 */
export function normalise(nodes: readonly TreeNode[], checked: ReadonlySet<string>): Set<string> {
  const result = new Set(checked)
  const settle = (node: TreeNode): boolean => {
    if (!node.children || node.children.length === 0) return result.has(node.key)
    // Visit every child (no short-circuit) so that deeper parents settle too.
    const states = node.children.map(settle)
    const all = states.every(Boolean)
    if (all) result.add(node.key)
    else result.delete(node.key)
    return all
  }
  for (const node of nodes) settle(node)
  return result
}

/**
 * Check or uncheck a node. Without `strict`, its enabled descendants follow it and its
 * ancestors follow their children; with `strict`, only the node changes.
 */
export function toggleNode(
  nodes: readonly TreeNode[],
  checked: ReadonlySet<string>,
  key: string,
  value: boolean,
  strict = false,
): Set<string> {
  const node = findNode(nodes, key)
  const next = new Set(checked)
  if (!node || node.disabled) return next
  const apply = (target: TreeNode) => (value ? next.add(target.key) : next.delete(target.key))
  apply(node)
  if (strict) return next
  for (const child of descendants(node)) if (!child.disabled) apply(child)
  return normalise(nodes, next)
}

/** The state shown for every node: indeterminate when some but not all of its leaves are checked (never in strict mode). */
export function checkStates(
  nodes: readonly TreeNode[],
  checked: ReadonlySet<string>,
  strict = false,
): Map<string, CheckState> {
  const states = new Map<string, CheckState>()
  const visit = (node: TreeNode): { any: boolean; all: boolean } => {
    const self = checked.has(node.key)
    if (strict || !node.children || node.children.length === 0) {
      for (const child of node.children ?? []) visit(child)
      states.set(node.key, self ? 'checked' : 'unchecked')
      return { any: self, all: self }
    }
    const children = node.children.map(visit)
    const all = children.every((child) => child.all)
    const any = children.some((child) => child.any)
    states.set(node.key, all ? 'checked' : any ? 'indeterminate' : 'unchecked')
    return { any, all }
  }
  for (const node of nodes) visit(node)
  return states
}

/** The nodes a keyboard can reach, in order: every root and the children of expanded nodes. */
export function visibleNodes(
  nodes: readonly TreeNode[],
  expanded: ReadonlySet<string>,
  level = 1,
  parent?: string,
): { node: TreeNode; level: number; parent?: string }[] {
  const out: { node: TreeNode; level: number; parent?: string }[] = []
  for (const node of nodes) {
    out.push({ node, level, parent })
    if (node.children?.length && expanded.has(node.key))
      out.push(...visibleNodes(node.children, expanded, level + 1, node.key))
  }
  return out
}

/** Checked parents check their enabled descendants (for keys given from outside, non-strict). */
export function cascadeDown(nodes: readonly TreeNode[], checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked)
  walk(nodes, (node) => {
    if (next.has(node.key)) for (const child of descendants(node)) if (!child.disabled) next.add(child.key)
  })
  return next
}
