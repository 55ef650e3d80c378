/**
 * The import graph points down and has no cycle (docs/architecture.md: Layers; issue 24). Console:
 * elements → shell → screens → ui → core and contract. Server: the entry files → what composes the
 * areas (the flow subjects, the seed's flow replays) → areas (account too), none importing another
 * → the shared engines, which import one another only down their order (live → stats → workflow →
 * resources → exports → push) → http → auth → db and the kernel (config, errors, clock, working
 * days), the kernel importing nothing of the server but the database's types; the server may use
 * the console's framework-free core and contract, nothing else of it.
 * Every relative import of src/ and server/src/ is read, type-only and side-effect imports included.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

/** `import … from '…'`, `export … from '…'`, `import('…')` and a side-effect `import '…'` (a tables file). */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g

/** The file a relative specifier names (with its extension or index). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {}
  return undefined
}

const FILES = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server/src'))]
const GRAPH = new Map(
  FILES.map((file) => {
    const text = readFileSync(file, 'utf8')
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? match[2] ?? match[3]))
      .filter((target): target is string => target !== undefined && /\.(ts|tsx)$/.test(target))
    return [file, targets] as const
  }),
)

const CONSOLE_LEVEL: Record<string, number> = {
  elements: 5,
  shell: 4,
  screens: 3,
  ui: 2,
  core: 1,
  contract: 1,
}
/**
 * The shared engines, highest first: an engine may import those after it, never one before it
 * (issue 39, item 6). `live` (the simulator) produces what `stats` counts and opens alarm work in
 * `workflow`; `stats` keeps the connectors' status history; `workflow`'s queues are `resources`
 * lists; a list's export is an `exports` job; `push` (the event hub and its streams) carries the
 * live screens' and the work signal's events.
 */
const ENGINES = ['live', 'stats', 'workflow', 'resources', 'exports', 'push']
const BELOW_HTTP = ['auth']
/** The database and the kernel (server/src/kernel: config, errors, clock, holiday table, working days). */
const BASE = ['db', 'kernel']
/** The level of a server area (server/src/<area>). */
const AREA_LEVEL = 6

/**
 * What composes the areas: the registry of flow subjects and the seed's flow replays. Only the
 * entry files use them. (`account` is an area: the sign-in popups' counts it shows reach it
 * through the registry of server/src/workflow/popups.ts.)
 */
const ASSEMBLY = ['flow-subjects', 'seed-work']
/** Entry files: they start, seed and clean up the whole server. */
const ENTRY = ['app', 'server', 'main', 'seed', 'seed-cli', 'export-worker', 'retention']

/**
 * A server file's level: its top folder (or file) under server/src. Every area stands alone, as
 * src/screens/<area> does, the archives included: what two areas share sits beneath them (an
 * engine, db/seed, the kernel).
 */
function serverLevel(top: string): number {
  if (BASE.includes(top)) return 1
  if (BELOW_HTTP.includes(top)) return 2
  if (top === 'http') return 3
  if (ENGINES.includes(top)) return 4
  if (ASSEMBLY.includes(top)) return 7
  if (ENTRY.includes(top)) return 8
  return 6
}

/** Where a file sits: its side, top folder and level. */
function place(file: string): { side: 'console' | 'server' | 'other'; top: string; level: number } {
  const path = relative(ROOT, file)
  const [first, second, third] = path.split('/')
  if (first === 'src') return { side: 'console', top: second, level: CONSOLE_LEVEL[second] ?? 0 }
  if (first === 'server' && second === 'src') {
    const top = (third ?? '').replace(/\.tsx?$/, '')
    return { side: 'server', top, level: serverLevel(top) }
  }
  return { side: 'other', top: first, level: 0 }
}

describe('the import graph', () => {
  it('reads the sources', () => {
    expect(FILES.length).toBeGreaterThan(500)
    expect([...GRAPH.values()].flat().length).toBeGreaterThan(2000)
  })

  it('points down', () => {
    const upward: string[] = []
    for (const [file, targets] of GRAPH) {
      const from = place(file)
      for (const target of targets) {
        const to = place(target)
        const name = `${relative(ROOT, file)} → ${relative(ROOT, target)}`
        if (from.side === 'console' && to.side !== 'console') upward.push(name)
        else if (from.side === 'server' && to.side === 'console' && to.level !== 1) upward.push(name)
        else if (from.side === to.side && from.top !== to.top && to.level > from.level) upward.push(name)
      }
    }
    expect(upward).toEqual([])
  })

  it('keeps each server area to itself: no area imports another (issue 39, item 6)', () => {
    const lateral: string[] = []
    for (const [file, targets] of GRAPH) {
      const from = place(file)
      if (from.side !== 'server' || from.level !== AREA_LEVEL) continue
      for (const target of targets) {
        const to = place(target)
        if (to.side === 'server' && to.level === AREA_LEVEL && to.top !== from.top)
          lateral.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`)
      }
    }
    expect(lateral).toEqual([])
  })

  it('keeps the kernel beneath every engine and area: it imports only itself and the database types', () => {
    const upward: string[] = []
    for (const [file, targets] of GRAPH) {
      const from = place(file)
      if (from.side !== 'server' || from.top !== 'kernel') continue
      for (const target of targets) {
        const to = place(target)
        const allowed =
          (to.side === 'console' && to.level === 1) ||
          (to.side === 'server' &&
            (to.top === 'kernel' || relative(ROOT, target) === 'server/src/db/types.ts'))
        if (!allowed) upward.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`)
      }
    }
    expect(upward).toEqual([])
    expect([...GRAPH.keys()].filter((file) => place(file).top === 'kernel').length).toBe(5)
  })

  it('keeps the domain beneath both the contract and the rest of core (issue 39, item 5)', () => {
    // src/core/domain (enumerations, flows, the route catalogue, validators) imports only itself;
    // the contract imports only itself and the domain, nothing else of the console.
    const DOMAIN = 'src/core/domain/'
    const wrong: string[] = []
    for (const [file, targets] of GRAPH) {
      const path = relative(ROOT, file)
      const inDomain = path.startsWith(DOMAIN)
      if (!inDomain && !path.startsWith('src/contract/')) continue
      for (const target of targets) {
        const to = relative(ROOT, target)
        const allowed = to.startsWith(DOMAIN) || (!inDomain && to.startsWith('src/contract/'))
        if (!allowed) wrong.push(`${path} → ${to}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('lets an engine import only the engines after it in their order (issue 39, item 6)', () => {
    const lateral: string[] = []
    for (const [file, targets] of GRAPH) {
      const from = place(file)
      if (from.side !== 'server' || !ENGINES.includes(from.top)) continue
      for (const target of targets) {
        const to = place(target)
        if (to.side !== 'server' || !ENGINES.includes(to.top) || to.top === from.top) continue
        if (ENGINES.indexOf(to.top) < ENGINES.indexOf(from.top))
          lateral.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`)
      }
    }
    expect(lateral).toEqual([])
  })

  it('has no cycle', () => {
    // Tarjan's strongly connected components; a component of more than one file is a cycle.
    let index = 0
    const order = new Map<string, number>()
    const low = new Map<string, number>()
    const stack: string[] = []
    const onStack = new Set<string>()
    const cycles: string[][] = []
    const visit = (file: string) => {
      order.set(file, index)
      low.set(file, index++)
      stack.push(file)
      onStack.add(file)
      for (const target of GRAPH.get(file) ?? []) {
        if (!order.has(target)) {
          visit(target)
          low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0))
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, order.get(target) ?? 0))
      }
      if (low.get(file) === order.get(file)) {
        const component: string[] = []
        let member: string | undefined
        do {
          member = stack.pop()
          if (member === undefined) break
          onStack.delete(member)
          component.push(relative(ROOT, member))
        } while (member !== file)
        if (component.length > 1) cycles.push(component)
      }
    }
    for (const file of GRAPH.keys()) if (!order.has(file)) visit(file)
    expect(cycles).toEqual([])
  })
})
