// @vitest-environment jsdom
/** The pure parts of the system-management screens: the menu draft, the page tree, the last role. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { MenuTreeNode } from '../../../src/contract/menu'
import { loadPinyin } from '../../../src/core/search'
import { lastRoleName, rememberRole } from '../../../src/screens/system-management/lastRole'
import {
  changesOf,
  draftProblems,
  editNode,
  labelProblem,
  moveNode,
  sorted,
} from '../../../src/screens/system-management/menuDraft'
import { filterTree, leafKeys, toTreeNodes } from '../../../src/screens/system-management/pageTree'
import type { PageTreeNode } from '../../../src/screens/system-management/sso'

const node = (key: string, order: number, children: MenuTreeNode[] = []): MenuTreeNode => ({
  key,
  parentKey: null,
  label: key.toUpperCase(),
  icon: '',
  path: `/${key}`,
  order,
  isEdit: true,
  hidden: false,
  children,
})

describe('the menu draft', () => {
  const tree = sorted([node('b', 2), node('a', 1, [node('a2', 5), node('a1', 3)])])

  it('sorts siblings by their order at every level', () => {
    expect(tree.map((item) => item.key)).toEqual(['a', 'b'])
    expect(tree[0].children.map((item) => item.key)).toEqual(['a1', 'a2'])
  })

  it('moves an entry among its siblings and numbers them 1, 2, …', () => {
    const moved = moveNode(tree, 'a1', 1)
    expect(moved[0].children.map((item) => [item.key, item.order])).toEqual([
      ['a2', 1],
      ['a1', 2],
    ])
  })

  it('does not move the first entry up or the last one down', () => {
    expect(moveNode(tree, 'a', -1).map((item) => item.key)).toEqual(['a', 'b'])
    expect(moveNode(tree, 'b', 1).map((item) => item.key)).toEqual(['a', 'b'])
  })

  it('sends only what changed, one change per entry', () => {
    const draft = editNode(moveNode(tree, 'a1', 1), 'b', { label: ' 新名称 ', hidden: true })
    expect(changesOf(tree, draft)).toEqual([
      { key: 'a2', order: 1 },
      { key: 'a1', order: 2 },
      { key: 'b', label: '新名称', hidden: true },
    ])
    expect(changesOf(tree, tree)).toEqual([])
  })

  it('names an empty or too long label with the server’s messages', () => {
    expect(labelProblem('  ')).toBe('请输入菜单名称')
    expect(labelProblem('一'.repeat(21))).toBe('菜单名称不能超过20个字符')
    expect(labelProblem('一'.repeat(20))).toBeUndefined()
    expect(draftProblems(editNode(tree, 'a2', { label: '' }))).toEqual({ a2: '请输入菜单名称' })
  })
})

describe('the page tree of a strategy', () => {
  beforeAll(() => loadPinyin())

  const pages: PageTreeNode[] = [
    {
      key: 'archives-management',
      label: '档案管理',
      children: [
        {
          key: 'station-archives-management',
          label: '充电站档案',
          children: [
            {
              key: 'station-archives-management/view',
              label: '查看',
              resPath: 'station-archives-management/view',
            },
            {
              key: 'station-archives-management/edit',
              label: '编辑',
              resPath: 'station-archives-management/edit',
            },
          ],
        },
        {
          key: 'equipment-archives-management',
          label: '充电设备档案',
          children: [
            {
              key: 'equipment-archives-management/view',
              label: '查看',
              resPath: 'equipment-archives-management/view',
            },
          ],
        },
      ],
    },
    { key: 'empty-area', label: '空领域', children: [] },
  ]
  const tree = toTreeNodes(pages)

  it('keeps resPaths as leaves and leaves out areas without pages', () => {
    expect(tree.map((item) => item.key)).toEqual(['archives-management'])
    expect(leafKeys(tree)).toEqual([
      'station-archives-management/view',
      'station-archives-management/edit',
      'equipment-archives-management/view',
    ])
  })

  it('narrows to the pages whose title matches, in Chinese or pinyin, with all their actions', () => {
    const byTitle = filterTree(tree, '设备')
    expect(leafKeys(byTitle)).toEqual(['equipment-archives-management/view'])
    expect(leafKeys(filterTree(tree, 'cdzda'))).toEqual([
      'station-archives-management/view',
      'station-archives-management/edit',
    ])
    expect(filterTree(tree, '查看')).toEqual([])
    expect(filterTree(tree, '  ')).toEqual(tree)
  })
})

describe('the last chosen role', () => {
  beforeEach(() => localStorage.clear())

  it('stores the chosen role in roleNameValue and the one before in lsatRoleNameValue', () => {
    expect(lastRoleName()).toBeUndefined()
    rememberRole('档案查看员')
    rememberRole('城市管理员')
    expect(lastRoleName()).toBe('城市管理员')
    expect(JSON.parse(localStorage.getItem('roleNameValue') ?? 'null')).toBe('城市管理员')
    expect(JSON.parse(localStorage.getItem('lsatRoleNameValue') ?? 'null')).toBe('档案查看员')
  })

  it('ignores a damaged stored value', () => {
    localStorage.setItem('roleNameValue', '{broken')
    expect(lastRoleName()).toBeUndefined()
  })
})
