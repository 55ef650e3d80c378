/**
 * The global menu tree from the route catalogue: area → group → page (decisions: Menus).
 * Keys are the area key, the group key and the page's permission name.
 */
import { AREAS, GROUPS, MENU_ROUTES } from '../../../../src/core/domain/routes'
import type { MenusTable } from '../types'
import { insertChunked, type Seeder } from './context'

/** The menu rows of the catalogue, in menu order. */
export function catalogueMenus(): MenusTable[] {
  const rows: MenusTable[] = []
  AREAS.forEach((area, areaIndex) => {
    rows.push({
      key: area.key,
      parentKey: null,
      label: area.title,
      icon: area.icon,
      path: `/${area.key}`,
      sortOrder: areaIndex + 1,
      isEdit: 1,
      hidden: 0,
    })
    const pages = MENU_ROUTES.filter((route) => route.area === area.key)
    let order = 0
    const placedGroups = new Set<string>()
    for (const page of pages) {
      if (page.group && !placedGroups.has(page.group)) {
        placedGroups.add(page.group)
        const group = GROUPS.find((entry) => entry.key === page.group)
        if (!group) continue
        order += 1
        rows.push({
          key: group.key,
          parentKey: area.key,
          label: group.title,
          icon: group.icon,
          path: `/${area.key}/${group.key}`,
          sortOrder: order,
          isEdit: 1,
          hidden: 0,
        })
        pages
          .filter((entry) => entry.group === group.key)
          .forEach((entry, index) => {
            rows.push({
              key: entry.name,
              parentKey: group.key,
              label: entry.title,
              icon: entry.icon,
              path: entry.path,
              sortOrder: index + 1,
              isEdit: 1,
              hidden: 0,
            })
          })
      } else if (!page.group) {
        order += 1
        rows.push({
          key: page.name,
          parentKey: area.key,
          label: page.title,
          icon: page.icon,
          path: page.path,
          sortOrder: order,
          isEdit: 1,
          hidden: 0,
        })
      }
    }
  })
  return rows
}

export const menusSeeder: Seeder = {
  name: 'menus',
  async run({ db }) {
    await insertChunked(db, 'menus', catalogueMenus())
  },
}
