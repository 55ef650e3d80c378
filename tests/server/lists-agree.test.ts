/**
 * Issue 24, point 2: one description per list. Every list resource of the server is built from
 * its shared description (src/contract/lists), and every list screen of the console shows and
 * filters its fields as described: a label written by hand, a filter the server does not take,
 * a sort key it does not sort by, or an export header that differs from the list's fails here.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { ROUTE_MODULES } from '../../server/src/app'
import { defaultConfig } from '../../server/src/config'
import { createRouter } from '../../server/src/http/router'
import { RESOURCES } from '../../server/src/resources'
import { exportColumns } from '../../server/src/resources/rows'
import { exportHeader, type ListDescription } from '../../src/contract/lists/describe'
import { AREA_ROUTES } from '../../src/screens'
import type { Field } from '../../src/ui/fields/types'
import { fieldsOf } from '../../src/ui/list/described'
import type { ScreenComponent, ScreenLoad } from '../../src/ui/screen'

function registerRoutes(): void {
  const db = { getExecutor: () => ({ adapter: {} }) }
  const router = createRouter(new OpenAPIHono(), {
    db: db as never,
    dialect: 'sqlite',
    config: defaultConfig('/nonexistent-lists-test'),
  })
  for (const register of ROUTE_MODULES) register(router)
}

/** The list screens of every route, by resource (a resource may have several screens). */
async function listScreens(): Promise<Map<string, ScreenComponent[]>> {
  const byResource = new Map<string, ScreenComponent[]>()
  const seen = new Set<ScreenComponent>()
  for (const route of AREA_ROUTES) {
    let load: ScreenLoad | ScreenComponent | undefined = route.load
    while (load && typeof load !== 'function') load = load.pick(await load.chunk())
    const screen: ScreenComponent | undefined =
      typeof load === 'function' && !('listFields' in load) && load.length === 0
        ? ((await (load as () => Promise<{ default: ScreenComponent }>)())?.default ?? undefined)
        : (load as ScreenComponent | undefined)
    if (!screen?.listFields || seen.has(screen)) continue
    seen.add(screen)
    byResource.set(screen.listFields.resource, [
      ...(byResource.get(screen.listFields.resource) ?? []),
      screen,
    ])
  }
  return byResource
}

/** What the description says a console field of this key looks like. */
function describedField(list: ListDescription, field: Field): Field {
  const f = fieldsOf(list)
  return field.kind === 'dateRange' ? f.range(field.key) : f.col(field.key)
}

registerRoutes()
const screens = await listScreens()

describe.each([...RESOURCES.keys()].sort())('the list %s', (key) => {
  const resource = RESOURCES.get(key)
  const list = resource?.list

  it('is built from its description', () => {
    expect(list, `${key} has no description (src/contract/lists)`).toBeDefined()
    if (!list || !resource) return
    expect(list.resource).toBe(key)
    expect(resource.key).toBe(list.key)
    for (const field of resource.fields) {
      const described = list.fields[field.name]
      expect(described, `${key}: server field ${field.name} is not described`).toBeDefined()
      expect(field.label).toBe(exportHeader(described))
      expect(field.filter).toBe(described.filter)
      expect(field.enum).toBe(described.enum)
    }
    const headers = exportColumns(resource).map((column) => column.header)
    expect(new Set(headers).size, `${key}: two export columns share a header: ${headers}`).toBe(
      headers.length,
    )
  })

  it('is shown and filtered as described', () => {
    if (!list) return
    for (const screen of screens.get(key) ?? []) {
      for (const field of screen.listFields?.fields ?? []) {
        const described = list.fields[field.key]
        expect(
          described,
          `${key}: the console's ${field.key} (${field.label}) is not described`,
        ).toBeDefined()
        if (!described) continue
        const expected = describedField(list, field)
        expect(`${field.key}: ${field.label}`).toBe(`${field.key}: ${expected.label}`)
        expect(`${field.key}: ${field.kind}`).toBe(`${field.key}: ${expected.kind}`)
        if (field.search)
          expect(described.filter ?? described.only, `${key}: the console filters by ${field.key}`).toMatch(
            /eq|prefix|contains|range|area|param/,
          )
        if (field.sortable) expect(described.sortable, `${key}: the console sorts by ${field.key}`).toBe(true)
      }
    }
  })
})

describe('the list screens', () => {
  it('each show a list the server has', () => {
    expect([...screens.keys()].filter((key) => !RESOURCES.has(key))).toEqual([])
  })
})
