/**
 * Menus (decisions: Menus): the global tree edited in sso-menu-management, filtered by the
 * user's pages, with the user's own order, labels and hidden entries applied.
 */

import type { BackMenuItem, MenuTreeNode } from '../../../src/contract/menu'
import type { Principal } from '../auth/permissions'
import { pagesOf } from '../auth/permissions'
import type { Db, MenusTable } from '../db/types'

export type { BackMenuItem, MenuTreeNode }

/** A menu entry with the user's settings applied. */
export interface EffectiveMenu {
  key: string
  parentKey: string | null
  label: string
  defaultLabel: string
  icon: string
  path: string
  order: number
  isEdit: boolean
  /** Hidden globally. */
  hiddenGlobally: boolean
  /** Hidden by the user. */
  hiddenByUser: boolean
}

/** Every menu row, in tree order. */
export function loadMenus(db: Db): Promise<MenusTable[]> {
  return db.selectFrom('menus').selectAll().orderBy('sortOrder').orderBy('key').execute()
}

/**
 * The entries the user may see: pages they hold a permission for, and the groups and areas
 * above them. Entries hidden globally are left out; entries the user hid are kept, flagged.
 */
export async function userMenus(db: Db, principal: Principal): Promise<EffectiveMenu[]> {
  const [rows, settings] = await Promise.all([
    loadMenus(db),
    db.selectFrom('user_menu_settings').selectAll().where('userId', '=', principal.user.id).execute(),
  ])
  const own = new Map(settings.map((row) => [row.menuKey, row]))
  const pages = new Set(pagesOf(principal.resPaths))
  const parents = new Set(rows.map((row) => row.parentKey).filter(Boolean))
  const visible = new Set<string>()
  const byKey = new Map(rows.map((row) => [row.key, row]))
  for (const row of rows) {
    if (parents.has(row.key) || !pages.has(row.key) || row.hidden) continue
    // A page is shown when it and every entry above it are not hidden globally.
    const chain: string[] = []
    let current: MenusTable | undefined = row
    while (current && !current.hidden) {
      chain.push(current.key)
      current = current.parentKey ? byKey.get(current.parentKey) : undefined
    }
    if (!current) for (const key of chain) visible.add(key)
  }
  return rows
    .filter((row) => visible.has(row.key))
    .map((row) => {
      const setting = own.get(row.key)
      return {
        key: row.key,
        parentKey: row.parentKey,
        label: setting?.label || row.label,
        defaultLabel: row.label,
        icon: row.icon,
        path: row.path,
        order: setting?.sortOrder ?? row.sortOrder,
        isEdit: row.isEdit === 1,
        hiddenGlobally: false,
        hiddenByUser: setting?.hidden === 1,
      }
    })
}

/** The back menu list of a user: the tree of {@link userMenus}, without what the user hid. */
export async function backMenuList(db: Db, principal: Principal): Promise<BackMenuItem[]> {
  const all = await userMenus(db, principal)
  const branches = new Set(all.map((entry) => entry.parentKey).filter(Boolean))
  const entries = all.filter((entry) => !entry.hiddenByUser)
  const build = (parentKey: string | null): BackMenuItem[] =>
    entries
      .filter((entry) => entry.parentKey === parentKey)
      .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
      .map((entry) => ({
        path: entry.path,
        key: entry.key,
        label: entry.label,
        icon: entry.icon,
        isEdit: entry.isEdit,
        secondaryMenuList: build(entry.key),
      }))
      // An area or group whose pages the user all hid is left out too.
      .filter((item) => !branches.has(item.key) || item.secondaryMenuList.length > 0)
  return build(null)
}

/** The global menu tree. */
export async function menuTree(db: Db): Promise<MenuTreeNode[]> {
  const rows = await loadMenus(db)
  const build = (parentKey: string | null): MenuTreeNode[] =>
    rows
      .filter((row) => row.parentKey === parentKey)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key))
      .map((row) => ({
        key: row.key,
        parentKey: row.parentKey,
        label: row.label,
        icon: row.icon,
        path: row.path,
        order: row.sortOrder,
        isEdit: row.isEdit === 1,
        hidden: row.hidden === 1,
        children: build(row.key),
      }))
  return build(null)
}
