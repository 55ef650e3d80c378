/**
 * Where a cold screen's JS heap goes (issue 14: the list heap budget): signs in, opens `path` in a
 * fresh context, waits for its rows, then prints the heap after GC, the heap snapshot's self
 * sizes by kind, and React's mounted fibers and hooks by region of the shell (side menu, header,
 * tabs, filter form, table head and body, pagination, the page), with the components holding
 * the most hooks in each.
 *
 *   node scripts/heap-breakdown.mjs http://127.0.0.1:5173/ /archives-management/station-archives-management
 *
 * Against a running server (`npm start`); the user is the demo admin unless EV_USER and EV_PASS are set.
 * Minified component names are shown as the start of their source.
 */
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, requireChromium } from './lib/chromium.mjs'

const [base = 'http://127.0.0.1:5173/', path = '/archives-management/station-archives-management'] =
  process.argv.slice(2)
const REGIONS = [
  'evc-sider',
  'evc-header',
  'evc-tabbar',
  'evc-filter-form',
  'ev-table-thead',
  'ev-table-tbody',
  'ev-pagination',
  'evc-page',
]

const browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_FLAGS] })
try {
  const signIn = await browser.newContext()
  const first = await signIn.newPage()
  await first.goto(base)
  const inputs = first.locator('ev-console input')
  await inputs.first().waitFor()
  await inputs.nth(0).fill(process.env.EV_USER ?? 'admin')
  await inputs.nth(1).fill(process.env.EV_PASS ?? 'Admin@2026ev')
  await first.locator('ev-console button[type=submit]').click()
  await first.waitForFunction(() => !location.hash.startsWith('#/login'))
  const cookies = await signIn.cookies()
  await signIn.close()

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addCookies(cookies)
  const page = await context.newPage()
  await page.goto(`${base}#${path}`)
  await page.locator('ev-console .ev-table-row').first().waitFor()
  // What loads after the rows (filter widgets, icons, list parts) is part of the screen's heap.
  await page.waitForTimeout(4000)

  const regions = await page.evaluate((names) => {
    const roots = []
    const find = (node) => {
      for (const key of Object.keys(node)) if (key.startsWith('__reactContainer$')) roots.push(node[key])
      for (const child of node.childNodes ?? []) find(child)
    }
    const host = document.querySelector('ev-console')
    find(host?.shadowRoot ?? host)
    const byRegion = new Map()
    const byComponent = new Map()
    const nameOf = (type) => {
      if (typeof type === 'string') return `<${type}>`
      const fn = typeof type === 'function' ? type : type?.render
      return fn ? fn.displayName || fn.toString().slice(0, 60) : 'other'
    }
    const walk = (start, region) => {
      for (let fiber = start; fiber; fiber = fiber.sibling) {
        let here = region
        const node = fiber.stateNode
        if (fiber.tag === 5 && typeof node?.className === 'string') {
          const hit = names.find((name) => node.className.split(/\s+/).includes(name))
          if (hit) here = hit
        }
        let hooks = 0
        if ([0, 11, 14, 15].includes(fiber.tag))
          for (let hook = fiber.memoizedState; hook; hook = hook.next) hooks += 1
        const counted = byRegion.get(here) ?? [0, 0]
        byRegion.set(here, [counted[0] + 1, counted[1] + hooks])
        const key = `${here}\t${nameOf(fiber.type)}`
        const component = byComponent.get(key) ?? [0, 0]
        byComponent.set(key, [component[0] + 1, component[1] + hooks])
        walk(fiber.child, here)
      }
    }
    for (const root of roots) walk(root, 'other')
    return {
      regions: [...byRegion].sort((a, b) => b[1][1] - a[1][1]),
      components: [...byComponent].sort((a, b) => b[1][1] - a[1][1]).slice(0, 25),
    }
  }, REGIONS)

  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.enable')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const chunks = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event) => chunks.push(event.chunk))
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  const snapshot = JSON.parse(chunks.join(''))
  const meta = snapshot.snapshot.meta
  const width = meta.node_fields.length
  const typeAt = meta.node_fields.indexOf('type')
  const sizeAt = meta.node_fields.indexOf('self_size')
  const kinds = new Map()
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const kind = meta.node_types[0][snapshot.nodes[index + typeAt]]
    kinds.set(kind, (kinds.get(kind) ?? 0) + snapshot.nodes[index + sizeAt])
  }

  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(2)} MiB`
  console.log(`${path}: JS heap after GC ${mib(usedSize)}`)
  console.log(
    `snapshot self sizes: ${[...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([kind, bytes]) => `${kind} ${mib(bytes)}`)
      .join(' | ')}`,
  )
  const total = regions.regions.reduce(
    (sum, [, [fibers, hooks]]) => [sum[0] + fibers, sum[1] + hooks],
    [0, 0],
  )
  console.log(`React: ${total[0]} fibers, ${total[1]} hooks`)
  for (const [region, [fibers, hooks]] of regions.regions)
    console.log(
      `  ${region.padEnd(16)} ${String(fibers).padStart(5)} fibers ${String(hooks).padStart(6)} hooks`,
    )
  console.log('components holding the most hooks (region, component: count, hooks):')
  for (const [key, [count, hooks]] of regions.components) {
    const [region, name] = key.split('\t')
    console.log(`  ${String(hooks).padStart(6)} ${String(count).padStart(4)}×  ${region.padEnd(16)} ${name}`)
  }
} finally {
  await browser.close()
}
