/**
 * The user's menu settings (decisions: Menus): the flat list of `GET /menu/setting/list` as a tree,
 * and its writes (`POST /menu/setting/labelName`, `POST /menu/setting/hidden`).
 */
import type { Api, MenuSetting } from '../../../core/api'
import { MENU_ROUTES } from '../../../core/domain/routes'
import type { MenuItem } from '../../../core/menu'

/** A setting as the server sends it (with parentKey and defaultLabel). */
export type MenuSettingEntry = MenuSetting

/** A node of the settings tree: siblings in the user's order. */
export interface MenuSettingNode extends MenuSettingEntry {
  children?: MenuSettingNode[]
}

/** Build the tree of the flat list, siblings sorted by their order. */
export function settingsTree(list: readonly MenuSettingEntry[]): MenuSettingNode[] {
  const known = new Set(list.map((entry) => entry.key))
  const build = (parentKey: string | null): MenuSettingNode[] =>
    list
      .filter(
        (entry) => (entry.parentKey && known.has(entry.parentKey) ? entry.parentKey : null) === parentKey,
      )
      .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key))
      .map((entry) => {
        const children = build(entry.key)
        return children.length ? { ...entry, children } : { ...entry }
      })
  return build(null)
}

/** The writes of the settings page (rename, hide) over the console's client. */
export function menuSettingWrites(api: Api) {
  return { rename: api.menuSettings.rename, hide: api.menuSettings.hide }
}

/**
 * The page path of each setting's key: the user's menu first (it carries the paths), else the
 * route catalogue (a page's key is its permission name), so hidden entries are found too.
 */
export function settingPaths(menu: readonly MenuItem[]): Map<string, string> {
  const paths = new Map<string, string>()
  for (const route of MENU_ROUTES) paths.set(route.name, route.path)
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.sub?.length) walk(item.sub)
      else if (item.path[0]) paths.set(item.key, item.path[0])
    }
  }
  walk(menu)
  return paths
}
