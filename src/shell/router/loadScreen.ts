/**
 * Loading screens on demand with retries (section 2: "If loading a screen fails, the pending route
 * is retried"; section 8: "screen load failure retries the route"). A browser keeps the failed
 * `import()` of a URL for good, so a retry imports the failed chunk under a fresh URL and picks
 * the screen from it as the route's loader says (`ScreenLoad`: the default export, or `screenIn`).
 */
import type { DataClient } from '../../core/data'
import type { ScreenComponent, ScreenLoad, ScreenModule } from '../../ui/screen'
import type { RouteTable } from './routeTable'

/** Attempts before the shell shows the failure with a 重试 button. */
export const LOAD_ATTEMPTS = 3

type Chunk = () => Promise<unknown>

const loaded = new WeakMap<ScreenLoad, ScreenComponent>()
const pending = new WeakMap<ScreenLoad, Promise<ScreenComponent>>()
/** Where a chunk is imported from once its import failed: the fresh URL tried last (and kept once it worked). */
const addresses = new WeakMap<Chunk, string>()

/** The screen of a loader if it already loaded (so revisiting a page shows no spinner). */
export function loadedScreen(load: ScreenLoad): ScreenComponent | undefined {
  return loaded.get(load)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The URL of the module whose dynamic import failed, as browsers name it in the error
 * (Chromium: "Failed to fetch dynamically imported module: <url>"; Firefox alike), if any.
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error)
  return message.match(/\bhttps?:\/\/[^\s'"]+?\.(?:m?js|[jt]sx?)\b/)?.[0] ?? null
}

let freshness = 0

/** A URL of a module the browser has not seen (a `retry` query parameter). */
export function freshUrl(url: string): string {
  const fresh = new URL(url)
  freshness += 1
  // Unique within the page, whose module map is the one that kept the failure.
  fresh.searchParams.set('retry', `${freshness}`)
  return fresh.href
}

/**
 * Import a chunk, up to `attempts` times: a failed import is tried again under a fresh URL, and
 * a later import of the same chunk (重试) starts from that URL, not from the failed one.
 */
async function importChunk(
  chunk: Chunk,
  attempts: number,
  backoffMs: number,
  fresh = true,
): Promise<unknown> {
  let failure: unknown
  for (let index = 0; index < attempts; index += 1) {
    const address = addresses.get(chunk)
    try {
      return await (address ? import(/* @vite-ignore */ address) : chunk())
    } catch (error) {
      failure = error
      const url = failedModuleUrl(error)
      if (url && fresh) addresses.set(chunk, freshUrl(url))
      if (index < attempts - 1 && backoffMs > 0) await pause(backoffMs * (index + 1))
    }
  }
  throw failure
}

const byDefault = (module: unknown) => (module as Partial<ScreenModule> | undefined)?.default

/** Import a loader's chunk and pick its screen, following a loader the pick names. */
async function settle(load: ScreenLoad, attempts: number, backoffMs: number): Promise<ScreenComponent> {
  const { chunk, pick } = typeof load === 'function' ? { chunk: load, pick: byDefault } : load
  const screen = pick(await importChunk(chunk, attempts, backoffMs))
  if (!screen) throw new Error('no such screen')
  return 'chunk' in screen ? settle(screen, attempts, backoffMs) : screen
}

/**
 * Load a screen, retrying a failed import up to `attempts` times in all (a new chunk deployed
 * meanwhile, a network blip). Concurrent calls share one load; a final failure is not remembered,
 * so the next call (the 重试 button) tries again, from a fresh URL.
 */
export function loadScreen(
  load: ScreenLoad,
  attempts = LOAD_ATTEMPTS,
  backoffMs = 300,
): Promise<ScreenComponent> {
  const done = loaded.get(load)
  if (done) return Promise.resolve(done)
  const running = pending.get(load)
  if (running) return running
  const promise = settle(load, attempts, backoffMs)
    .then((screen) => {
      loaded.set(load, screen)
      return screen
    })
    .finally(() => pending.delete(load))
  pending.set(load, promise)
  return promise
}

/**
 * Fetch the screen of a location while the session loads, instead of after it, and let the
 * screen ask for its first data meanwhile (`ScreenComponent.prefetch`: issue 14, the data request
 * does not wait for the shell). The code is public and runs nothing; the data call is the one the
 * screen makes when shown, answered by the server's own permission and scope checks, and an
 * answer nobody claims is dropped. The guard still decides what is shown. A failure here is
 * ignored; rendering loads again, with its retries. Settles once the screen's code is in and its
 * first data call has left (or the load failed), with `answered`: that call's answer, once in.
 */
export function preloadScreen(
  table: RouteTable,
  { path, search }: { path: string; search: string },
  data: DataClient,
): Promise<{ answered?: Promise<unknown> }> {
  const load = table.match(path)?.route.load
  if (!load) return Promise.resolve({})
  return loadScreen(load)
    .then((screen) => ({ answered: screen.prefetch?.(data, search) ?? undefined }))
    .catch(() => ({}))
}

/**
 * `React.lazy` with the same retries: a shell part (the frame, the dialogs) loaded on demand.
 * A load that still fails rejects, and the error boundary of the console shows it. Not under a
 * fresh URL: the factory picks an export the bundler may have renamed in the chunk (`.then(m => m.t)`).
 */
export const retrying =
  <T>(factory: () => Promise<T>, attempts = LOAD_ATTEMPTS, backoffMs = 300): (() => Promise<T>) =>
  () =>
    importChunk(factory, attempts, backoffMs, false) as Promise<T>
