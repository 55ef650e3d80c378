// @vitest-environment jsdom
import './dom'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CheckTree, TREE_INDENT } from '../../../src/ui/tree/CheckTree'
import { checkStates, type TreeNode, toggleNode } from '../../../src/ui/tree/treeState'

const TREE: TreeNode[] = [
  {
    key: 'archives',
    label: '档案管理',
    children: [
      {
        key: 'station',
        label: '充电站档案',
        children: [
          { key: 'station/view', label: '查看' },
          { key: 'station/export', label: '导出' },
        ],
      },
      { key: 'order', label: '订单档案' },
    ],
  },
  {
    key: 'system',
    label: '系统管理',
    children: [
      { key: 'user', label: '用户管理' },
      { key: 'role', label: '角色管理', disabled: true },
    ],
  },
]

const sorted = (keys: Iterable<string>) => [...keys].sort()

describe('check tree logic', () => {
  it('checks every child with its parent', () => {
    expect(sorted(toggleNode(TREE, new Set(), 'station', true))).toEqual([
      'station',
      'station/export',
      'station/view',
    ])
  })

  it('checks the parent once all its children are checked', () => {
    let checked = toggleNode(TREE, new Set(), 'station', true)
    checked = toggleNode(TREE, checked, 'order', true)
    expect(checked.has('archives')).toBe(true)
  })

  it('shows a partly checked parent as indeterminate, up to the root', () => {
    const checked = toggleNode(TREE, new Set(), 'station/view', true)
    const states = checkStates(TREE, checked)
    expect(states.get('station')).toBe('indeterminate')
    expect(states.get('archives')).toBe('indeterminate')
    expect(states.get('system')).toBe('unchecked')
  })

  it('unchecks the parents when a child is unchecked', () => {
    const all = toggleNode(TREE, new Set(), 'archives', true)
    const less = toggleNode(TREE, all, 'station/export', false)
    expect(less.has('station')).toBe(false)
    expect(less.has('archives')).toBe(false)
    expect(checkStates(TREE, less).get('archives')).toBe('indeterminate')
  })

  it('leaves disabled children as they are', () => {
    const checked = toggleNode(TREE, new Set(), 'system', true)
    expect(checked.has('role')).toBe(false)
    expect(checked.has('user')).toBe(true)
    expect(checkStates(TREE, checked).get('system')).toBe('indeterminate')
  })

  it('changes only the node itself in strict mode and shows no indeterminate', () => {
    const checked = toggleNode(TREE, new Set(), 'station', true, true)
    expect(sorted(checked)).toEqual(['station'])
    const states = checkStates(TREE, toggleNode(TREE, new Set(), 'station/view', true, true), true)
    expect(states.get('station')).toBe('unchecked')
    expect([...states.values()]).not.toContain('indeterminate')
  })
})

function Harness({
  strict = false,
  onChange = () => undefined,
}: {
  strict?: boolean
  onChange?: (keys: string[]) => void
}) {
  const [keys, setKeys] = useState<string[]>([])
  return (
    <CheckTree
      label="权限"
      nodes={TREE}
      strict={strict}
      checkedKeys={keys}
      onChange={(next) => {
        setKeys(next)
        onChange(next)
      }}
    />
  )
}

const item = (name: string) => screen.getByRole('treeitem', { name })

describe('CheckTree', () => {
  it('is a labelled tree whose items tell their level, expansion and check state', () => {
    render(<Harness />)
    expect(screen.getByRole('tree', { name: '权限' })).toBeTruthy()
    expect(item('档案管理').getAttribute('aria-level')).toBe('1')
    expect(item('查看').getAttribute('aria-level')).toBe('3')
    expect(item('档案管理').getAttribute('aria-expanded')).toBe('true')
    expect(item('查看').getAttribute('aria-checked')).toBe('false')
  })

  it('indents each level by 18 px', () => {
    render(<Harness />)
    expect(TREE_INDENT).toBe(18)
    const row = (name: string) => item(name).firstElementChild as HTMLElement
    expect(row('档案管理').style.paddingInlineStart).toBe('0px')
    expect(row('充电站档案').style.paddingInlineStart).toBe('18px')
    expect(row('查看').style.paddingInlineStart).toBe('36px')
  })

  it('propagates a click to children and marks partial parents mixed', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('checkbox', { name: '查看' }))
    expect(item('查看').getAttribute('aria-checked')).toBe('true')
    expect(item('充电站档案').getAttribute('aria-checked')).toBe('mixed')
    expect(item('档案管理').getAttribute('aria-checked')).toBe('mixed')
    fireEvent.click(screen.getByRole('checkbox', { name: '档案管理' }))
    expect(item('导出').getAttribute('aria-checked')).toBe('true')
    expect(item('档案管理').getAttribute('aria-checked')).toBe('true')
  })

  it('does not propagate in strict mode', () => {
    const change = vi.fn()
    render(<Harness strict onChange={change} />)
    fireEvent.click(screen.getByRole('checkbox', { name: '充电站档案' }))
    expect(change).toHaveBeenLastCalledWith(['station'])
    expect(item('查看').getAttribute('aria-checked')).toBe('false')
  })

  it('moves with the arrow keys, collapses and expands, and checks with Space', () => {
    render(<Harness />)
    const root = item('档案管理')
    expect(root.tabIndex).toBe(0)
    root.focus()
    fireEvent.keyDown(root, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(item('充电站档案'))
    fireEvent.keyDown(item('充电站档案'), { key: 'ArrowLeft' })
    expect(item('充电站档案').getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('treeitem', { name: '查看' })).toBeNull()
    fireEvent.keyDown(item('充电站档案'), { key: 'ArrowRight' })
    expect(item('充电站档案').getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(item('充电站档案'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(item('查看'))
    fireEvent.keyDown(item('查看'), { key: ' ' })
    expect(item('查看').getAttribute('aria-checked')).toBe('true')
    fireEvent.keyDown(item('查看'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(item('充电站档案'))
    fireEvent.keyDown(item('充电站档案'), { key: 'End' })
    expect(document.activeElement).toBe(item('角色管理'))
    fireEvent.keyDown(item('角色管理'), { key: 'Home' })
    expect(document.activeElement).toBe(root)
  })
})
