/**
 * Issue 39: the stats routes find each dashboard page's aggregate in the `DASHBOARDS` of the
 * modules of server/src/stats, with no list of modules by hand. A page of the catalogue without
 * an aggregate, an aggregate of a page that is no dashboard, and a page answered twice are
 * refused before the server starts (a module's `satisfies Dashboards` refuses the second at
 * compile time too).
 */
import { describe, expect, it } from 'vitest'
import { AGGREGATES, aggregatesOf } from '../../server/src/stats/routes'
import { DASHBOARD_PAGES } from '../../src/contract/dashboards'

const answer = async () => ({ totals: [], groups: {} })

describe('dashboard aggregates found in the stats modules', () => {
  it('has one aggregate for every dashboard page of the catalogue, and none else', () => {
    expect([...AGGREGATES.keys()].sort()).toEqual([...DASHBOARD_PAGES].sort())
  })

  it('refuses a dashboard page without an aggregate', () => {
    expect(() => aggregatesOf({ './a.ts': { DASHBOARDS: { one: answer } } }, ['one', 'two'])).toThrow(
      /no aggregate for the dashboard pages two/,
    )
  })

  it('refuses an aggregate whose page is not a dashboard', () => {
    expect(() =>
      aggregatesOf(
        { './a.ts': { DASHBOARDS: { one: answer } }, './b.ts': { DASHBOARDS: { list: answer } } },
        ['one'],
      ),
    ).toThrow(/\.\/b\.ts: list is no dashboard page/)
  })

  it('refuses a page answered by two modules, and takes modules without aggregates', () => {
    const modules = { './a.ts': { DASHBOARDS: { one: answer } }, './b.ts': { DASHBOARDS: { one: answer } } }
    expect(() => aggregatesOf(modules, ['one'])).toThrow(/\.\/b\.ts: one has an aggregate already/)
    expect([
      ...aggregatesOf({ './a.ts': { DASHBOARDS: { one: answer } }, './days.ts': {} }, ['one']).keys(),
    ]).toEqual(['one'])
  })
})
