/**
 * Menus: the server's back menu list converted to the console's menu items (section 3), plus the
 * flat leaf list of the menu search and the first page to open after sign-in. No React.
 */

/** A back menu item as `GET /api/menu/backMenuList` returns it (api.md). */
export interface BackMenuItem {
  path: string | readonly string[]
  key: string
  label: string
  icon?: string | null
  isEdit?: boolean | number | null
  secondaryMenuList?: readonly BackMenuItem[] | null
}

/** A menu item of section 3: id, label, path (array), icon, key, parentId, sub. */
export interface MenuItem {
  id: string
  label: string
  path: string[]
  icon?: string
  key: string
  parentId: string | null
  isEdit: boolean
  sub?: MenuItem[]
}

/** A page of the menu with the labels leading to it, for the menu search (section 1). */
export interface MenuLeaf {
  id: string
  key: string
  label: string
  /** The page's path (the first of its paths). */
  path: string
  /** Labels from the top level down to this page, e.g. `['档案管理', '充电站档案']`. */
  labels: string[]
  icon?: string
}

/** The side menu has up to three levels (section 1). */
export const MAX_MENU_DEPTH = 3

/** Where to go when the user has no page in the menu (decisions: `pages`). */
export const WELCOME_PATH = '/welcome'

function pathsOf(path: BackMenuItem['path'] | undefined): string[] {
  const list = Array.isArray(path) ? path : [path]
  return list.filter((item): item is string => typeof item === 'string' && item.length > 0)
}

/**
 * Convert the back menu list to menu items (`secondaryMenuList` → `sub`), up to three levels;
 * deeper levels are dropped. Items without key and path are skipped.
 */
export function toMenuItems(
  list: readonly BackMenuItem[] | null | undefined,
  parentId: string | null = null,
  depth = 1,
): MenuItem[] {
  if (!Array.isArray(list) || depth > MAX_MENU_DEPTH) return []
  const items: MenuItem[] = []
  for (const back of list) {
    if (!back || typeof back !== 'object') continue
    const path = pathsOf(back.path)
    const key = typeof back.key === 'string' && back.key ? back.key : path[0]
    if (!key) continue
    const item: MenuItem = {
      id: key,
      label: typeof back.label === 'string' ? back.label : '',
      path,
      key,
      parentId,
      isEdit: back.isEdit === true || back.isEdit === 1,
    }
    if (back.icon) item.icon = back.icon
    const sub = toMenuItems(back.secondaryMenuList, key, depth + 1)
    if (sub.length) item.sub = sub
    items.push(item)
  }
  return items
}

/** The pages of a menu in menu order, each with its label path (for the menu search). */
export function flattenMenu(items: readonly MenuItem[], labels: readonly string[] = []): MenuLeaf[] {
  const leaves: MenuLeaf[] = []
  for (const item of items) {
    const trail = [...labels, item.label]
    if (item.sub?.length) {
      leaves.push(...flattenMenu(item.sub, trail))
    } else if (item.path[0]) {
      const leaf: MenuLeaf = {
        id: item.id,
        key: item.key,
        label: item.label,
        path: item.path[0],
        labels: trail,
      }
      if (item.icon) leaf.icon = item.icon
      leaves.push(leaf)
    }
  }
  return leaves
}

/** The first page of the menu in menu order, else /welcome (decisions: `pages`). */
export function firstLeaf(items: readonly MenuItem[]): string {
  return flattenMenu(items)[0]?.path ?? WELCOME_PATH
}
