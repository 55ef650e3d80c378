import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons'
import { Checkbox } from 'antd'
import { type KeyboardEvent, useMemo, useRef, useState } from 'react'
import { cascadeDown, checkStates, normalise, type TreeNode, toggleNode, visibleNodes } from './treeState'

/** Section 9: tree indent 18. */
export const TREE_INDENT = 18

export interface CheckTreeProps {
  nodes: readonly TreeNode[]
  /** The checked keys (controlled). Without `strict`, parents and children are kept consistent. */
  checkedKeys: readonly string[]
  onChange: (keys: string[]) => void
  /** No propagation between parents and children (section 4). */
  strict?: boolean
  /** Expanded at first; default: every node with children. */
  defaultExpandedKeys?: readonly string[]
  /** Accessible name of the tree. */
  label?: string
}

function allParents(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...allParents(node.children)] : []))
}

/**
 * A tree of checkboxes (section 4) following the ARIA tree pattern: arrow keys move and
 * expand/collapse, Home/End jump, Space or Enter checks. Children are indented 18 px per level.
 * Not antd's Tree: it renders a flat (virtual) list of nodes with no nested role="group" items nor
 * aria-checked/mixed on them, which this tree's screen-reader and keyboard behaviour rely on.
 */
export function CheckTree(props: CheckTreeProps) {
  const { nodes, strict = false } = props
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(props.defaultExpandedKeys ?? allParents(nodes)),
  )
  const [active, setActive] = useState<string | undefined>(nodes[0]?.key)
  const items = useRef(new Map<string, HTMLDivElement>())

  const checked = useMemo(() => {
    const given = new Set(props.checkedKeys)
    return strict ? given : normalise(nodes, cascadeDown(nodes, given))
  }, [props.checkedKeys, nodes, strict])
  const states = useMemo(() => checkStates(nodes, checked, strict), [nodes, checked, strict])
  const visible = visibleNodes(nodes, expanded)
  const focusKey = visible.some((item) => item.node.key === active) ? active : visible[0]?.node.key

  const toggleCheck = (node: TreeNode) => {
    if (node.disabled) return
    const value = states.get(node.key) !== 'checked'
    props.onChange([...toggleNode(nodes, checked, node.key, value, strict)])
  }
  const setOpen = (key: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (open) next.add(key)
      else next.delete(key)
      return next
    })
  const focus = (key: string | undefined) => {
    if (!key) return
    setActive(key)
    items.current.get(key)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const { node, parent } = visible[index]
    const hasChildren = Boolean(node.children?.length)
    const handled = () => {
      event.preventDefault()
      event.stopPropagation()
    }
    switch (event.key) {
      case 'ArrowDown':
        handled()
        return focus(visible[index + 1]?.node.key)
      case 'ArrowUp':
        handled()
        return focus(visible[index - 1]?.node.key)
      case 'Home':
        handled()
        return focus(visible[0]?.node.key)
      case 'End':
        handled()
        return focus(visible[visible.length - 1]?.node.key)
      case 'ArrowRight':
        handled()
        if (hasChildren && !expanded.has(node.key)) return setOpen(node.key, true)
        if (hasChildren) return focus(node.children?.[0]?.key)
        return
      case 'ArrowLeft':
        handled()
        if (hasChildren && expanded.has(node.key)) return setOpen(node.key, false)
        return focus(parent)
      case ' ':
      case 'Enter':
        handled()
        return toggleCheck(node)
    }
  }

  const renderLevel = (list: readonly TreeNode[], level: number) =>
    list.map((node) => {
      const state = states.get(node.key) ?? 'unchecked'
      const hasChildren = Boolean(node.children?.length)
      const open = expanded.has(node.key)
      const index = visible.findIndex((item) => item.node.key === node.key)
      return (
        <div
          key={node.key}
          ref={(element) => {
            if (element) items.current.set(node.key, element)
            else items.current.delete(node.key)
          }}
          role="treeitem"
          aria-level={level}
          aria-expanded={hasChildren ? open : undefined}
          aria-checked={state === 'indeterminate' ? 'mixed' : state === 'checked'}
          aria-disabled={node.disabled || undefined}
          aria-label={node.label}
          tabIndex={node.key === focusKey ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setActive(node.key)
          }}
          style={{ outlineOffset: -2 }}
        >
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 4,
              paddingInlineStart: (level - 1) * TREE_INDENT,
            }}
          >
            <span
              aria-hidden
              onClick={() => hasChildren && setOpen(node.key, !open)}
              style={{ width: 16, display: 'inline-flex', cursor: hasChildren ? 'pointer' : 'default' }}
            >
              {hasChildren ? open ? <CaretDownOutlined /> : <CaretRightOutlined /> : null}
            </span>
            <Checkbox
              tabIndex={-1}
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              disabled={node.disabled}
              onChange={() => toggleCheck(node)}
            >
              {node.label}
            </Checkbox>
          </div>
          {hasChildren && open && (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA tree pattern's group of child items
            <div role="group">{renderLevel(node.children ?? [], level + 1)}</div>
          )}
        </div>
      )
    })

  return (
    <div role="tree" aria-label={props.label} aria-multiselectable style={{ margin: 0, padding: 0 }}>
      {renderLevel(nodes, 1)}
    </div>
  )
}
