/**
 * Issue 39: each page's screen is found from the route catalogue (src/screens/index.ts), with no
 * route table to write: every catalogue page of an area loads a screen, flow pages the
 * `defineFlowScreen` named after them, and every screen file (`<area>/<page>.screen.tsx`) is a page
 * of its area's catalogue (a misnamed file would be a chunk no route loads).
 */
import { describe, expect, it } from 'vitest'
import { NEVER_KEPT_ALIVE, ROUTES } from '../../../src/core/domain/routes'
import { AREA_ROUTES } from '../../../src/screens'
import { pageOfFile } from '../../../src/screens/screen-files'
import { CONSOLE_ROUTES } from '../../../src/shell/routes'
import type { ScreenComponent, ScreenLoad } from '../../../src/ui/screen'

/** The screen a route's loader ends at, as the shell's loadScreen picks it. */
async function screenOf(load: ScreenLoad): Promise<ScreenComponent | undefined> {
  let step: ScreenLoad | ScreenComponent | undefined = load
  while (step && 'chunk' in step) step = step.pick(await step.chunk())
  if (step === load) return (await (load as () => Promise<{ default: ScreenComponent }>)())?.default
  return step as ScreenComponent | undefined
}

const SCREEN_FILES = Object.keys(import.meta.glob('../../../src/screens/*/**/*.screen.{ts,tsx}'))

describe('the screens of the catalogue', () => {
  const pages = ROUTES.filter((route) => route.area !== 'bare' && route.area !== 'general')

  it('has a route for every page of an area', () => {
    expect(AREA_ROUTES.map((route) => route.path)).toEqual(pages.map((route) => route.path))
  })

  it('loads a screen for every page, flow pages from their flow screen', async () => {
    const shown = new Map<string, ScreenComponent | undefined>()
    for (const route of AREA_ROUTES) shown.set(route.path, await screenOf(route.load))
    const missing = pages.filter((route) => typeof shown.get(route.path) !== 'function')
    expect(missing.map((route) => route.path)).toEqual([])
    const examine = shown.get('/universal-services/access-audit-examine/:applyId')
    expect(examine?.displayName).toBe('Flowexamine(universal-services/access-applies)')
    // Section 2's second address of the feedback handling page shows the same screen.
    expect(shown.get('/station-assessment/equipment-operator-feedback')).toBe(
      shown.get('/feedback/equipment-operator-feedback'),
    )
  }, 120_000)

  it('names every screen file after a page of its area', () => {
    expect(SCREEN_FILES.length).toBeGreaterThan(60)
    const stray = SCREEN_FILES.filter((file) => {
      const area = file.split('/')[5]
      return !pages.some((route) => route.area === area && route.name === pageOfFile(file))
    })
    expect(stray).toEqual([])
  })

  it('keeps alive every page but those section 1 names', () => {
    const dropped = CONSOLE_ROUTES.routes.filter((route) => !route.keepAlive).map((route) => route.entry.name)
    expect(dropped.sort()).toEqual([...NEVER_KEPT_ALIVE, 'login', 'not-found'].sort())
  })
})
