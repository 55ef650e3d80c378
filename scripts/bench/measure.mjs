/**
 * Measuring helpers of the browser figures (scripts/bench/pages.mjs, tabs.mjs): cold loads in
 * fresh contexts, interleaved comparisons, medians with min and max.
 */
import { gzipTotal } from '../lib/size-budget.mjs'

/** How many cold loads of each page (budgets.md: median of 5). */
export const RUNS = 5
/**
 * The bare page's own spread (slowest ÷ fastest of its loads) above which a run is too noisy for
 * a ratio (issue 14): a machine whose speed changes that much between loads says nothing about
 * the console.
 */
export const MAX_SPREAD = 1.5

export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) }
}
export const msText = ({ median, min, max }) =>
  `${median.toFixed(0)} ms (${min.toFixed(0)}–${max.toFixed(0)})`
export const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

/**
 * In the page: performance.now() once `selector` matches `count` elements in `host`'s shadow root
 * (or the document), checked every frame. A promise of the page's own, not Playwright's
 * waitForFunction: that loads Playwright's injected script into the page measured, ~0.6 MiB of
 * its JS heap (a blank page: 0.55 MiB, 1.16 after one waitForFunction, 0.61 after one evaluate).
 */
export function visibleAt(page, host, selector, count = 1, timeout = 60_000) {
  return page.evaluate(
    ({ host, selector, count, timeout }) =>
      new Promise((resolve, reject) => {
        const until = performance.now() + timeout
        const check = () => {
          const root = host ? document.querySelector(host)?.shadowRoot : document
          if ((root?.querySelectorAll(selector).length ?? 0) >= count) resolve(performance.now())
          else if (performance.now() > until)
            reject(new Error(`${selector}: not visible within ${timeout} ms`))
          else requestAnimationFrame(check)
        }
        check()
      }),
    { host, selector, count, timeout },
  )
}

/**
 * How long after the visible result a cold load's heap is read: what the first screen leaves for
 * after its rows (the menu's icons, src/ui/firstScreen.ts; the list's prefetched parts) is in by
 * then, so the figure is the screen as its user has it, not a render in flight (issue 14: a build
 * that drew the menu a frame after the rows read 10.1 MiB at once against 9.65 settled).
 */
export const SETTLE_MS = 2000

/** Used JS heap after a forced garbage collection. */
export async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

/**
 * One cold load in a fresh context: `open(page)` navigates and resolves with the moment (page
 * time) the thing waited for is visible. Records the same-origin files fetched and API bytes.
 */
export async function coldLoad(browser, { cookies = [], toFile, open }) {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  try {
    if (cookies.length) await context.addCookies(cookies)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const files = []
    let apiBytes = 0
    page.on('requestfinished', async (request) => {
      const address = new URL(request.url())
      if (address.pathname.startsWith('/api/')) {
        apiBytes += (await request.sizes().catch(() => ({ responseBodySize: 0 }))).responseBodySize
        return
      }
      const file = toFile(address.pathname)
      if (file) files.push(file)
    })
    const ms = await open(page)
    // The bytes the visible result waited for; what loads after it (a list's filter widgets,
    // pinyin-match) is not counted, as in the size check of npm test.
    const shown = [...files]
    // The heap of the screen as its user has it, once what follows the first rows is in (SETTLE_MS).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const heap = await heapAfterGc(cdp)
    return { ms, heap, bytes: gzipTotal(shown).total, apiBytes }
  } finally {
    await context.close()
  }
}

/** Median figures of a page's loads. */
export function summary(loads) {
  return {
    time: stats(loads.map((load) => load.ms)),
    heap: stats(loads.map((load) => load.heap)),
    bytes: loads[0].bytes,
    apiBytes: stats(loads.map((load) => load.apiBytes)).median,
    loads,
  }
}

/** RUNS cold loads of one page, one after another. */
export async function repeated(browser, options) {
  const loads = []
  for (let run = 0; run < RUNS; run += 1) loads.push(await coldLoad(browser, options))
  return summary(loads)
}

/**
 * Cold loads of several pages interleaved (a, b, c, a, b, c, …; budgets.md: "the two sides' loads
 * interleaved"), so that a slow spell of the machine falls on every side alike. `pages` maps a
 * name to coldLoad's options; the answer maps it to `summary` of its RUNS loads.
 */
export async function interleaved(browser, pages) {
  const loads = Object.fromEntries(Object.keys(pages).map((name) => [name, []]))
  for (let run = 0; run < RUNS; run += 1)
    for (const [name, options] of Object.entries(pages)) loads[name].push(await coldLoad(browser, options))
  return Object.fromEntries(Object.entries(loads).map(([name, list]) => [name, summary(list)]))
}

/**
 * The ratio of two interleaved sides: the median of the per-pair ratios (run i of `side` ÷ run i
 * of `yardstick`), with the yardstick's spread. `noisy` when that spread passes MAX_SPREAD: the
 * ratio is then not to be printed as a figure.
 */
export function pairedRatio(side, yardstick) {
  const ratios = side.loads.map((load, run) => load.ms / yardstick.loads[run].ms)
  const spread = yardstick.time.max / yardstick.time.min
  return { ...stats(ratios), spread, noisy: spread > MAX_SPREAD }
}
