/**
 * Issue 24, point 2: one description per list. Every list resource of the server is built from
 * its shared description (src/contract/lists), and every list screen of the console shows and
 * filters its fields as described: a label written by hand, a filter the server does not take,
 * a sort key it does not sort by, or an export header that differs from the list's fails here.
 * A console list the list engine does not answer must be one of the described hand-written
 * lists (the journal), held to its description the same way.
 */
import { OpenAPIHono } from '@hono/zod-openapi'
import { describe, expect, it } from 'vitest'
import { ROUTE_MODULES } from '../../server/src/app'
import { createRouter } from '../../server/src/http/router'
import { defaultConfig } from '../../server/src/kernel/config'
import { RESOURCES } from '../../server/src/resources'
import { exportColumns } from '../../server/src/resources/rows'
import { JOURNAL_EXPORT_COLUMNS } from '../../server/src/system-management/journal'
import { exportHeader, type ListDescription } from '../../src/contract/lists/describe'
import { JOURNAL } from '../../src/contract/lists/system-management/journal'
import { journalFilters } from '../../src/contract/system-management-journal'
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

/**
 * The lists the server answers with calls of their own, not the list engine
 * (src/contract/lists/describe.ts: HandWrittenList): each with its export's columns (described
 * fields by name, with their headers) and the query parameters its contract takes.
 */
interface HandWritten {
  list: ListDescription
  exported: readonly { name: string; header: string }[]
  params: readonly string[]
}
const HAND_WRITTEN = new Map<string, HandWritten>([
  [
    JOURNAL.resource,
    { list: JOURNAL, exported: JOURNAL_EXPORT_COLUMNS, params: Object.keys(journalFilters.shape) },
  ],
])

/** The query parameters of a list's described filters (a range is `<key>From` and `<key>To`). */
const filterParams = (list: ListDescription): string[] =>
  Object.entries(list.fields).flatMap(([key, field]) =>
    field.filter === 'range' ? [`${key}From`, `${key}To`] : field.filter ? [key] : [],
  )

/**
 * Every console field of the list's screens is described, with the label and kind of its
 * description; it filters only by a described filter or a parameter the server takes (`params`),
 * and sorts only by a described sort key.
 */
function expectShownAsDescribed(key: string, list: ListDescription, params: readonly string[]): void {
  for (const screen of screens.get(key) ?? []) {
    for (const field of screen.listFields?.fields ?? []) {
      const described = list.fields[field.key]
      expect(described, `${key}: the console's ${field.key} (${field.label}) is not described`).toBeDefined()
      if (!described) continue
      const expected = describedField(list, field)
      expect(`${field.key}: ${field.label}`).toBe(`${field.key}: ${expected.label}`)
      expect(`${field.key}: ${field.kind}`).toBe(`${field.key}: ${expected.kind}`)
      if (field.search)
        expect(
          described.filter !== undefined || params.includes(field.key),
          `${key}: the console filters by ${field.key}, which the server does not take`,
        ).toBe(true)
      if (field.sortable) expect(described.sortable, `${key}: the console sorts by ${field.key}`).toBe(true)
    }
  }
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
    // Beyond its described filters, the console may filter by a parameter of the resource's own
    // (a status read against the server's clock, `mine`, `days`).
    if (list) expectShownAsDescribed(key, list, resource?.params?.map((param) => param.name) ?? [])
  })
})

describe.each([...HAND_WRITTEN.keys()])('the hand-written list %s', (key) => {
  const { list, exported, params } = HAND_WRITTEN.get(key) as HandWritten

  it('exports and filters as described', () => {
    expect(list.resource).toBe(key)
    expect(RESOURCES.has(key), `${key} is a list-engine resource`).toBe(false)
    for (const column of exported) {
      const described = list.fields[column.name]
      expect(described, `${key}: exported ${column.name} is not described`).toBeDefined()
      expect(described.only, `${key}: exported ${column.name} is not a row field`).toBeUndefined()
      expect(column.header).toBe(exportHeader(described))
    }
    expect(new Set(exported.map((column) => column.header)).size).toBe(exported.length)
    expect([...params].sort()).toEqual(filterParams(list).sort())
  })

  it('is shown and filtered as described', () => {
    expectShownAsDescribed(key, list, [])
  })
})

describe('the list screens', () => {
  it('each show a list the server has, or a described hand-written one', () => {
    expect([...screens.keys()].filter((key) => !RESOURCES.has(key) && !HAND_WRITTEN.has(key))).toEqual([])
  })
})
