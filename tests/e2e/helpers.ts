/**
 * Helpers of the e2e suite: Debian's Chromium through playwright-core (never a downloaded
 * browser), pages that record what the browser console reports, and URLs of the server under test.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest'
import { requireTestChromium, TEST_CHROMIUM_FLAGS } from '../../scripts/lib/chromium.mjs'

/**
 * The server under test of this worker (global-setup.ts starts one per worker), without a
 * trailing slash. VITEST_POOL_ID is the worker's number, 1 to maxWorkers.
 */
export function baseURL(): string {
  const urls = inject('baseURLs')
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length]
}

/** An absolute URL on the server under test: `url('/login.html')`. */
export function url(path = '/'): string {
  return baseURL() + (path.startsWith('/') ? path : `/${path}`)
}

/**
 * Start Chromium with the test suites' flags (toolchain.md). Playwright gives every launch a fresh temporary
 * profile (it refuses a --user-data-dir argument), so no state leaks between runs.
 */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: requireTestChromium(),
    headless: true,
    args: [...TEST_CHROMIUM_FLAGS],
  })
}

/** This worker's Chromium, launched by its first file (undefined again if it ever went away). */
let workerBrowser: Promise<Browser> | undefined

/**
 * The Chromium of the tests of a file: the worker's, launched by its first file and kept for the
 * next (files of a worker share its modules: vitest.config.ts, `isolate: false`). A launch took
 * 0.7 s of CPU, some 57 per run (issue 40). Each test opens its own context (newPage), so nothing
 * of a file's pages reaches the next; whatever context a file leaves open is closed after it.
 * Call at the top of the file; `browser()` inside a test or a later hook.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    workerBrowser ??= launchBrowser().then((launched) => {
      launched.on('disconnected', () => {
        workerBrowser = undefined
      })
      return launched
    })
    browser = await workerBrowser
  })
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
  })
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll')
    return browser
  }
}

/** A page in its own context, with everything the browser console reported as an error. */
export interface TestPage {
  page: Page
  context: BrowserContext
  /** Console errors, uncaught exceptions and failed requests, in the order they happened. */
  errors: string[]
  /**
   * A positive sign that what the page has started has come (issue 40: no "absence after a fixed
   * sleep"): no request in flight (live streams aside), then two painted frames with still none.
   * A test that checks that something did not happen — a dialog that would load its code, a
   * popup that would follow an answer — checks after this.
   */
  settled(): Promise<void>
  close(): Promise<void>
}

/** Count the requests of `page` in flight (event streams aside, which stay open). */
function requestsInFlight(page: Page): () => number {
  const open = new Set<unknown>()
  page.on('request', (request) => {
    if (request.resourceType() !== 'eventsource') open.add(request)
  })
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => open.size
}

/**
 * The container of the console's page at `path`: the one shown, or one kept alive (hidden, with
 * its rows and its last stream state), so that a step looks in the screen it means.
 */
export function screenAt(page: Page, path: string): Locator {
  return page.locator(`.evc-page[data-path="${path}"]`)
}

/** Two frames painted in `page`: what an event or an answer rendered is on the screen by then. */
export function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * Record, on `page`, what a developer would see in red in the browser console: `console.error`
 * calls (including "Failed to load resource"), uncaught exceptions and requests that failed.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const where = message.location().url
    // Chromium asks every origin for /favicon.ico on its own; a miss there is not the page's doing.
    if (new URL(where || 'about:blank').pathname === '/favicon.ico') return
    errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  // Which document of the main frame asked for each request: leaving a document (page.goto to the
  // next page) aborts what it was still fetching, chunks included, and nobody sees that. A request
  // made while a navigation is on its way (asked, not yet committed) is the old document's: the
  // new one does not exist before its commit (CI of 5afdc98 and the run of a155456).
  let documents = 0
  let leaving = false
  const askedBy = new WeakMap<object, number>()
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documents += 1
      leaving = true
    } else askedBy.set(request, leaving ? documents - 1 : documents)
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false
  })
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown'
    // A call the console cancelled itself (its page was hidden or left before the answer came:
    // useListScreen aborts on cleanup) shows nothing in the console; Chromium reports it aborted.
    // So does a live screen's stream, closed when its tab is hidden or closed (useLiveStream).
    if (reason === 'net::ERR_ABORTED' && ['fetch', 'eventsource'].includes(request.resourceType())) return
    // A chunk or style the document left behind was still loading (CI of 5afdc98: the console's
    // chart chunk, asked for after it had settled, aborted by the move to /bigscreen.html).
    if (reason === 'net::ERR_ABORTED' && (askedBy.get(request) ?? documents) < documents) return
    errors.push(`request failed: ${request.url()} (${reason})`)
  })
  return errors
}

/**
 * A fresh context (own cookies and storage) with one page whose console errors are collected.
 * Pages ask for reduced motion, which the console honours (antd's animations off: see
 * tests/e2e/motion.test.ts), so that no step waits for a dialog to zoom in or out; a test passes
 * `reducedMotion: 'no-preference'` to see the console as most users do.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
    ...options,
  })
  const page = await context.newPage()
  const errors = collectConsoleErrors(page)
  const inFlight = requestsInFlight(page)
  const last = reportOnFailure(page, errors)
  const settled = async () => {
    for (;;) {
      while (inFlight() > 0)
        await page.waitForEvent('requestfinished', { timeout: 30_000 }).catch(() => undefined)
      await twoFrames(page)
      if (inFlight() === 0) return
    }
  }
  const close = async () => {
    await last.keep()
    await context.close()
  }
  return { page, context, errors, settled, close }
}

/** The text of `root` and of every shadow root under it (the console's elements draw in theirs). */
function deepText(): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim()
      if (text) parts.push(text)
      return
    }
    const element = node as Element
    if (element.shadowRoot) walk(element.shadowRoot)
    if (['SCRIPT', 'STYLE'].includes(element.tagName)) return
    for (const child of node.childNodes) walk(child)
  }
  walk(document.body)
  return parts.join(' ')
}

/**
 * When the test that opened `page` fails, print where the page was, the errors its console
 * reported and the start of what it showed when it was closed (tests close their pages in
 * `finally`, before the failure is reported): a CI log then tells what the user would have seen
 * (issue 40: a map that never appeared on CI and always did here).
 */
function reportOnFailure(page: Page, errors: string[]) {
  let shown = ''
  let address = ''
  try {
    onTestFailed(({ task }) => {
      console.log(
        [
          `--- ${task.name}: the page at ${address || page.url()}`,
          `errors: ${errors.length ? errors.join(' | ') : 'none'}`,
          `text: ${shown.slice(0, 1500) || '(not read)'}`,
        ].join('\n'),
      )
    })
  } catch {
    // Opened in a hook, outside a test: nothing to report to.
  }
  return {
    async keep() {
      address = page.url()
      shown = await page.evaluate(deepText).catch(() => '')
    },
  }
}

/**
 * What the UI library says on the demo page, which asks for Chinese (`locale="zh-CN"`, issue 42,
 * item 21): antd's Chinese strings instead of section 8's English default.
 */
export const SHOWN = {
  /** The pagination's total: `共 N 条`. */
  total: /^共 \d+ 条$/,
  /** An empty table or list. */
  empty: '暂无数据',
  /** The accessible name of a dialog's, drawer's or toast's close button. */
  close: '关闭',
  /** The accessible name of a table row's expand button. */
  expandRow: '展开行',
  /** The page-size picker's option: `10 条/页`. */
  perPage: (size: number) => `${size} 条/页`,
} as const
