/**
 * Issue 38, item 2: no call's input holds the event loop. Every route of the OpenAPI document
 * whose body or query has a date (or year/month) field gets dates at the extremes (year 1, 9999,
 * 1970, today, leap days) — each field alone beside today's date in the others, all at once, and
 * fast-check samples — with the other fields filled plausibly, so the date reaches the handler's
 * rules. The event loop's delay is measured while each request runs (the server runs in this
 * process) by a timer ping every 5 ms: the longest gap between pings is how long the loop was held
 * (perf_hooks' monitorEventLoopDelay records nothing for a delay of many seconds: it lies past its
 * histogram's range). Over 100 ms is a problem when the process also spent over 100 ms of CPU
 * time on the request: a loop held by work burns CPU for as long as it holds it (the day-by-day
 * count: 25 s held, 7 s of CPU on a loaded machine), while a machine shared with other jobs
 * deschedules the process for a while without any (seen here: 180 ms held, 41 ms of CPU). And a
 * case over the bound is sent again twice; the best try counts (a synchronous loop over millions
 * of days is over it every time; a GC pause or a descheduled process is not).
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { today } from '../../server/src/kernel/clock'
import { plausible, type Schema } from './bad-input-cases'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

const BOUND_MS = 100
const EXTREMES = ['0001-01-01', '9999-12-31', '1970-01-01', '2000-02-29', '2100-12-31', '1899-12-31']

interface Operation {
  parameters?: { name: string; in: string; schema?: Schema & { pattern?: string } }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
}
type Field = Schema & { pattern?: string }

/** How a field holds a date, if it does: a day, a month, a date-time or a year. */
function dateKind(name: string, schema: Field): 'day' | 'month' | 'time' | 'year' | null {
  const types = [schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat()
  const text = types.includes('string')
  const pattern = schema.pattern ?? (schema.anyOf ?? []).map((option) => (option as Field).pattern).join('')
  if (/year/i.test(name) && (types.includes('integer') || types.includes('number') || text)) return 'year'
  if (!text) return null
  if (/month/i.test(name)) return 'month'
  if (/time/i.test(name)) return 'time'
  if (/date|day|^from$|^to$|start|end|period(Start|End)/i.test(name) || /\\d\{4\}/.test(pattern)) return 'day'
  return null
}

/** The value of a date field of `kind` for a day. */
function shaped(kind: NonNullable<ReturnType<typeof dateKind>>, day: string): unknown {
  if (kind === 'year') return Number(day.slice(0, 4))
  if (kind === 'month') return day.slice(0, 7)
  if (kind === 'time') return `${day} 00:00:00`
  return day
}

/** Start pinging the event loop; the stop function answers the longest gap seen, in ms. */
function watchLoop(): () => number {
  let last = performance.now()
  let longest = 0
  let timer: NodeJS.Timeout
  const tick = () => {
    const at = performance.now()
    longest = Math.max(longest, at - last)
    last = at
    timer = setTimeout(tick, 5)
  }
  timer = setTimeout(tick, 5)
  return () => {
    clearTimeout(timer)
    return Math.max(longest, performance.now() - last)
  }
}

/** One route with date fields: where they are and the plausible rest. */
interface DateRoute {
  method: 'get' | 'post'
  path: string
  where: 'body' | 'query'
  contentType: string
  base: Record<string, unknown>
  dates: [string, NonNullable<ReturnType<typeof dateKind>>][]
}

function dateRoutes(document: { paths: Record<string, Record<string, Operation>> }): DateRoute[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method): DateRoute[] => {
      const operation = item[method]
      if (!operation) return []
      const concrete = path.replace(/\{[^}]+\}/g, '1')
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      const fields: [string, Field][] = media
        ? Object.entries(media.schema.properties ?? {})
        : (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => [parameter.name, parameter.schema ?? {}])
      const dates = fields.flatMap(([name, schema]) => {
        const kind = dateKind(name, schema)
        return kind ? [[name, kind] as [string, NonNullable<typeof kind>]] : []
      })
      if (!dates.length) return []
      const base = Object.fromEntries(fields.map(([name, schema]) => [name, plausible(schema)]))
      const where = media ? 'body' : 'query'
      return [{ method, path: concrete, where, contentType: contentType ?? 'application/json', base, dates }]
    }),
  )
}

/** The date cases of a route: each field alone at each extreme, all together, and samples. */
function casesOf(route: DateRoute, seed: number): Record<string, unknown>[] {
  const now = today()
  const fill = (pick: (name: string) => string) =>
    Object.fromEntries(route.dates.map(([name, kind]) => [name, shaped(kind, pick(name))]))
  const cases: Record<string, unknown>[] = []
  for (const extreme of EXTREMES) {
    cases.push({ ...route.base, ...fill(() => extreme) })
    if (route.dates.length > 1)
      for (const [field] of route.dates)
        cases.push({ ...route.base, ...fill((name) => (name === field ? extreme : now)) })
  }
  const day = fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))
  const sampled = fc.sample(
    fc.array(fc.oneof(day, fc.constantFrom(...EXTREMES, now)), {
      minLength: route.dates.length,
      maxLength: route.dates.length,
    }),
    { seed, numRuns: 4 },
  )
  for (const days of sampled)
    cases.push({ ...route.base, ...fill((name) => days[route.dates.findIndex(([field]) => field === name)]) })
  return cases
}

describe.each(DIALECTS)('the event loop under extreme dates on %s', (dialect) => {
  let routes: DateRoute[]
  const { admin } = signedIn(dialect, ['admin'])
  beforeAll(async () => {
    routes = dateRoutes(await (await admin.fetch('/api/openapi.json')).json()).filter(
      (route) => !process.env.ONLY_ROUTE || route.path.includes(process.env.ONLY_ROUTE),
    )
  })

  /** Send one case; the event loop's longest delay while it ran, the CPU time, and the status. */
  async function measure(route: DateRoute, values: Record<string, unknown>) {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' }
    const query =
      route.where === 'query'
        ? Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]))
        : undefined
    let body: string | undefined
    if (route.where === 'body') {
      headers['content-type'] = route.contentType
      body = route.contentType.startsWith('application/json')
        ? JSON.stringify(values)
        : new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString()
    }
    const cpu = process.cpuUsage()
    const stop = watchLoop()
    const started = performance.now()
    const response = await admin.fetch(route.path, {
      method: route.method.toUpperCase(),
      headers,
      body,
      query,
    })
    const text = await response.text()
    const delayMs = stop()
    const wallMs = performance.now() - started
    const used = process.cpuUsage(cpu)
    return {
      delayMs,
      cpuMs: (used.user + used.system) / 1000,
      wallMs,
      status: response.status,
      text,
    }
  }

  it('finds the routes with dates, the publicity among them', () => {
    expect(routes.map((route) => route.path)).toContain('/api/supervise-services/publicities')
    expect(routes.length).toBeGreaterThan(10)
  })

  it('refuses a publicity of millennia with a 400 naming the field, before looking at anything else', async () => {
    const start = today()
    const body = { title: '公示', startDate: start, endDate: '9999-12-31', applyIds: ['x'] }
    const answer = await admin.post('/supervise-services/publicities', body)
    expect(answer).toMatchObject({ code: 400, data: { endDate: '公示期不能超过60天' } })
    const far = await admin.post('/supervise-services/publicities', { ...body, startDate: '9999-12-01' })
    expect(far.code).toBe(400)
    expect(far.data).toHaveProperty('startDate')
  })

  it(`answers every extreme date without holding the event loop over ${BOUND_MS} ms, never 500`, async () => {
    const problems: string[] = []
    let worst = 0
    let sent = 0
    for (const [index, route] of routes.entries()) {
      for (const values of casesOf(route, 3800 + index)) {
        let result = await measure(route, values)
        sent++
        // Over the bound: sent again; only a case over it every time is a problem (see the top).
        const held = (item: typeof result) => item.delayMs > BOUND_MS && item.cpuMs > BOUND_MS
        for (let again = 0; again < 2 && held(result); again++) {
          const next = await measure(route, values)
          if (!held(next) || next.delayMs < result.delayMs) result = next
        }
        worst = Math.max(worst, result.delayMs)
        const where = `${route.method.toUpperCase()} ${route.path} ${JSON.stringify(values).slice(0, 160)}`
        if (held(result))
          problems.push(
            `${where}: event loop held ${Math.round(result.delayMs)} ms (CPU ${Math.round(result.cpuMs)} ms, answered in ${Math.round(result.wallMs)} ms)`,
          )
        if (result.status >= 500)
          problems.push(
            `${where}: HTTP ${result.status} in ${Math.round(result.wallMs)} ms (loop held ${Math.round(result.delayMs)} ms) ${result.text.slice(0, 80)}`,
          )
      }
    }
    console.log(`event loop: ${routes.length} routes, ${sent} cases, worst delay ${Math.round(worst)} ms`)
    expect(problems).toEqual([])
  }, 1800_000)
})
