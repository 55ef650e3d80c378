/** The route table's lookup (src/shell/router/routeTable.ts) answers as a scan of the catalogue does. */
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../../src/core/domain/routes'
import { createRouteTable, matchPattern } from '../../../src/shell/router/routeTable'

/** The first catalogue entry whose pattern matches, as the table answered before it indexed paths. */
function scan(path: string) {
  for (const entry of ROUTES) {
    const params = matchPattern(entry.path, path)
    if (params) return { name: entry.name, params }
  }
  return null
}

describe('route table lookup', () => {
  const table = createRouteTable([])
  const concrete = ROUTES.flatMap((entry) => {
    const filled = entry.path.replace(/:(\w+)/g, (_, name: string) => `${name}-7`)
    return [filled, `${filled}/`, `/${filled}`, `${filled}/extra`, filled.replace(/-/g, '%2D')]
  })

  it('finds every catalogue path, with and without parameters, as the scan does', () => {
    for (const path of [...concrete, '/', '/nowhere', '/universal-services/access-audit-detail/%E4%B8%83']) {
      const found = table.match(path)
      expect([path, found ? { name: found.route.entry.name, params: found.params } : null]).toEqual([
        path,
        scan(path),
      ])
    }
  })

  it('gives the same match object for the same path', () => {
    const path = ROUTES[0].path.replace(/:(\w+)/g, '1')
    expect(table.match(path)).toBe(table.match(path))
  })
})
