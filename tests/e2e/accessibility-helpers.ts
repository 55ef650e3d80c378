/**
 * Helpers of the accessibility suite (issue 21): axe-core's own source run in the page (it walks
 * every open shadow root from `document`), the WCAG 2.1 A/AA rule set, the screens of the route
 * catalogue that exist, and waiting for a screen's content.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { ROUTES, type RouteEntry } from '../../src/core/domain/routes'
import { AREA_ROUTES } from '../../src/screens'
import { walksToday } from './accessibility-walk'

/** The rules of WCAG 2.1 levels A and AA (axe-core's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const

/** One rule broken, with the elements that break it (shadow-DOM selectors as axe gives them). */
export interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string; html: string; summary: string }[]
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Give every page of the context axe-core (before the page's own scripts; an init script is not
 * subject to the page's CSP).
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE })
}

/**
 * The rules of WCAG 2.1 A/AA that a theme decides: the rest (names, roles, structure) come out
 * the same in light and dark, so a page already checked whole in one theme needs only these in
 * the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

/**
 * Run axe on the whole document (every open shadow root included) with the WCAG 2.1 A/AA rules,
 * minus `disabled` (rule id → why it cannot hold), or only the rules of `only`; resolves to the
 * violations.
 */
export async function runAxe(
  page: Page,
  disabled: Readonly<Record<string, string>> = {},
  only?: readonly string[],
): Promise<Violation[]> {
  return page.evaluate(
    async ({ tags, off, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const result = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        rules: Object.fromEntries(off.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      })
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: JSON.stringify(node.target),
          html: node.html.slice(0, 200),
          summary: node.failureSummary ?? '',
        })),
      }))
    },
    { tags: [...WCAG_TAGS], off: Object.keys(disabled), rules: only ? [...only] : null },
  )
}

/**
 * The violations as readable lines, for a failed assertion's message: one per rule and element
 * markup (a table's hundred equal cells make one line, with their count).
 */
export function describeViolations(violations: readonly Violation[]): string[] {
  return violations.flatMap((violation) => {
    const byHtml = new Map<string, { target: string; summary: string; count: number }>()
    for (const node of violation.nodes) {
      const html = node.html.replace(/\s*(css-[\w-]+|data-row-key="[^"]*")/g, '')
      const seen = byHtml.get(html)
      if (seen) seen.count += 1
      else byHtml.set(html, { target: node.target, summary: node.summary, count: 1 })
    }
    return [...byHtml].map(
      ([html, node]) =>
        `${violation.id} (${violation.impact}, ${node.count}×): ${violation.help} — ${html} at ${node.target}: ${node.summary.replace(/\s+/g, ' ')}`,
    )
  })
}

/**
 * The pages the walk opens: the catalogue routes whose screen exists (a `load` in AREA_ROUTES),
 * plus the shell's pages a signed-in user reaches (待办事项, 个人中心), as far as this run walks
 * them (accessibility-walk.ts). Sub-pages with parameters
 * (`.../:applyId`) are walked by `walkedSubPages`, reached from their list.
 */
/** The shell's own pages the walk checks beside the areas' screens. */
const SHELL_PAGES = ['/message', '/account-center', '/welcome']

export function walkedRoutes(): RouteEntry[] {
  const screens = new Set<string>(AREA_ROUTES.map((route) => route.path))
  return ROUTES.filter(
    (route) =>
      !route.path.includes('/:') &&
      (screens.has(route.path) || SHELL_PAGES.includes(route.path)) &&
      walksToday(route.path),
  )
}

/** The row action that opens a kind of sub-page (src/ui/flow/defineFlowScreen.tsx). */
const SUB_PAGE_ACTIONS = { detail: '详情', examine: '审核', edit: '编辑' } as const

/**
 * The sub-pages with parameters whose screen exists (detail, examine and edit pages of flow
 * lists), each with its list and the row action that opens it: the walk reaches them as a user
 * does, so they need no ids of their own.
 */
export function walkedSubPages(): { route: RouteEntry; list: string; action: string }[] {
  const screens = new Set<string>(AREA_ROUTES.map((route) => route.path))
  return ROUTES.filter(
    (route) => route.path.includes('/:') && screens.has(route.path) && walksToday(route.parent ?? ''),
  ).map((route) => {
    const kind = /-(detail|examine|edit)\//.exec(route.path)?.[1] as keyof typeof SUB_PAGE_ACTIONS | undefined
    if (!kind || !route.parent) throw new Error(`${route.path}: a sub-page without a list or a known kind`)
    return { route, list: route.parent, action: SUB_PAGE_ACTIONS[kind] }
  })
}

/**
 * Open a sub-page from its list: the first row (on the first pages) offering the action is
 * followed; resolves with the sub-page's container once its content has settled.
 */
export async function openSubPage(
  page: Page,
  { route, list, action }: ReturnType<typeof walkedSubPages>[number],
): Promise<Locator> {
  const container = await openScreen(page, list)
  for (let pageNumber = 1; ; pageNumber += 1) {
    const button = container
      .locator('.ev-table-tbody')
      // A row action is named with its record (`审核 QY2026…`, issue 42, item 18).
      .getByRole('button', { name: new RegExp(`^${action}( |$)`) })
      .first()
    if (await button.count()) {
      await button.click()
      break
    }
    const next = container.locator('.ev-pagination-next:not(.ev-pagination-disabled)')
    if (pageNumber >= 10 || !(await next.count())) throw new Error(`no row of ${list} offers ${action}`)
    await next.click()
    await waitForContent(container)
  }
  const pattern = new RegExp(`^#${route.path.replace(/:\w+/g, '[^/?#]+')}(\\?|$)`)
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(pattern)
  const path = (await page.evaluate(() => location.hash)).slice(1).split('?')[0]
  const subPage = pageContainer(page, decodeURIComponent(path))
  await waitForContent(subPage)
  return subPage
}

/** The container of a page (shown or kept alive). */
export function pageContainer(page: Page, path: string): Locator {
  return page.locator(`.evc-page[data-path="${path}"]`)
}

/** What is still loading inside a container: a screen's code, a list's rows, antd spinners. */
const BUSY = '.evc-screen-loading, [aria-busy="true"], .ev-spin-spinning, .ev-skeleton-active'

/**
 * Wait until a page's container shows, nothing in it is loading, and its text has stopped
 * changing between two looks (charts and lists fill in after their first answer).
 */
export async function waitForContent(container: Locator): Promise<void> {
  await expect.poll(() => container.isVisible()).toBe(true)
  let last = ''
  await expect
    .poll(
      async () => {
        const busy = await container.locator(BUSY).count()
        const text = busy ? '' : ((await container.textContent()) ?? '')
        const settled = text !== '' && text === last
        last = text
        return settled
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true)
}

/**
 * Close every tab but the current one (each one's close mark, a click as a mouse user does), so
 * that kept-alive pages do not pile up in the DOM axe walks (each hidden page makes every later
 * run slower). The close marks rather than 更多 → 关闭其他: that menu opens on hover, 0.85 s a
 * screen (tests/e2e/shell-layout.test.ts checks it).
 */
export async function closeOtherTabs(page: Page): Promise<void> {
  const others = page.locator('.evc-tab[aria-selected="false"] .evc-tab-close')
  for (let count = await others.count(); count > 0; count = await others.count()) {
    await others.first().click()
    await expect.poll(() => others.count()).toBe(count - 1)
  }
  await expect.poll(() => page.locator('.evc-page').count()).toBe(1)
  // The pointer leaves the chrome (a hovered tab is not what is checked).
  await page.mouse.move(0, 0)
}

/** Open a page through the console's hash route and wait for its content. */
export async function openScreen(page: Page, path: string): Promise<Locator> {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  const container = pageContainer(page, path)
  await waitForContent(container)
  await closeOtherTabs(page)
  return container
}

/** Rules that cannot hold, with the reason (none so far: every A/AA rule runs). */
const DISABLED: Readonly<Record<string, string>> = {}

/**
 * The violations of the page as it is now, as readable lines (empty when clean): of every rule,
 * or of the `only` ones.
 */
export async function violations(page: Page, only?: readonly string[]): Promise<string[]> {
  return describeViolations(await runAxe(page, DISABLED, only))
}

/** Close what a previous test left open (a dialog, a popup menu). */
export async function closeOverlays(page: Page): Promise<void> {
  for (let step = 0; step < 3 && (await page.locator('.ev-modal-wrap, .ev-drawer-open').count()); step += 1)
    await page.keyboard.press('Escape')
}

/** Items in turns of `size`, each turn checked in one test. */
export function inTurns<T>(items: readonly T[], size: number): T[][] {
  const turns: T[][] = []
  for (let index = 0; index < items.length; index += size) turns.push(items.slice(index, index + size))
  return turns
}

/**
 * Check each item of a turn on a page of its own (`pages[i]` for item i), at the same time; its
 * problems name the item. A check that fails is thrown once all have ended (the next turn must
 * not share a busy page).
 */
export async function checkTurn<T>(
  pages: readonly Page[],
  turn: readonly T[],
  name: (item: T) => string,
  check: (page: Page, item: T) => Promise<string[]>,
): Promise<string[]> {
  const found = await Promise.allSettled(turn.map((item, index) => check(pages[index], item)))
  const failed = found.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return found.flatMap((result, index) =>
    result.status === 'fulfilled' ? result.value.map((line) => `${name(turn[index])}: ${line}`) : [],
  )
}
