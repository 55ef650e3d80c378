/**
 * Issue 39: the catalogue's flow sub-pages are derived from its flow list pages (detail always,
 * examine and edit where marked), no longer written out. What the catalogue gives the server
 * (menus, permissions, work links) and the console (paths, permission names, titles, icons,
 * parents) stays exactly what it was: fixtures/route-catalogue.json is the catalogue as written
 * out by hand before the derivation (commit 1e42e28).
 */
import { describe, expect, it } from 'vitest'
import { MENU_ROUTES, ROUTES, type RouteEntry } from '../../../src/core/domain/routes'
import BEFORE from './fixtures/route-catalogue.json'

/** The facts of an entry the server and the shell read. */
const facts = ({ path, name, title, area, icon, group, parent }: RouteEntry) => ({
  path,
  name,
  title,
  area,
  icon,
  ...(group ? { group } : {}),
  ...(parent ? { parent } : {}),
})
const byPath = (entries: readonly RouteEntry[]) =>
  entries.map(facts).sort((one, other) => one.path.localeCompare(other.path))

describe('the route catalogue', () => {
  it('has the same entries as the catalogue written out by hand', () => {
    expect(byPath(ROUTES)).toEqual(byPath(BEFORE as RouteEntry[]))
  })

  it('keeps the menu pages in the same order', () => {
    const menu = (BEFORE as RouteEntry[]).filter(
      (route) => route.area !== 'bare' && route.area !== 'general' && !route.parent,
    )
    expect(MENU_ROUTES.map(facts)).toEqual(menu.map(facts))
  })

  it('lists a flow sub-page after its list page', () => {
    for (const route of ROUTES.filter((entry) => entry.parent))
      expect(ROUTES.findIndex((entry) => entry.path === route.parent)).toBeLessThan(ROUTES.indexOf(route))
  })
})
