/** The page tree of `stg/getAuthAllPageStgs` for the strategy check tree: leaves are resPaths. */
import { pinyinMatch } from '../../core/search'
import type { TreeNode } from '../../ui/tree/treeState'
import type { PageTreeNode } from './sso'

/** The tree as check-tree nodes; an area or group without pages is left out. */
export function toTreeNodes(nodes: readonly PageTreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => {
    if (node.resPath) return [{ key: node.resPath, label: node.label }]
    const children = toTreeNodes(node.children ?? [])
    return children.length ? [{ key: node.key, label: node.label, children }] : []
  })
}

/** Every leaf key (resPath) of a tree. */
export function leafKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? leafKeys(node.children) : [node.key]))
}

/**
 * The part of the tree whose labels match `query` (pinyin too, section 1): a matching node keeps
 * all of its children; other nodes stay when a descendant matches. Actions (leaves) are matched
 * only through their page.
 */
export function filterTree(nodes: readonly TreeNode[], query: string): TreeNode[] {
  const text = query.trim()
  if (!text) return [...nodes]
  return nodes.flatMap((node) => {
    if (!node.children?.length) return []
    if (pinyinMatch(node.label, text)) return [node]
    const children = filterTree(node.children, text)
    return children.length ? [{ ...node, children }] : []
  })
}

/** The keys of every node with children (to show a filtered tree open). */
export function branchKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...branchKeys(node.children)] : []))
}
