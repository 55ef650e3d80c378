/**
 * Loading screens on demand with retries (section 2: "If loading a screen fails, the pending route
 * is retried"; section 8: "screen load failure retries the route"). A browser keeps the failed
 * `import()` of a URL for good, so a retry imports the failed chunk under a fresh URL.
 */
import type { DataClient } from '../../core/data'
import type { ScreenModule } from '../../ui/screen'
import type { RouteTable } from './routeTable'

/** Attempts before the shell shows the failure with a 重试 button. */
export const LOAD_ATTEMPTS = 3

type Loader = () => Promise<ScreenModule>

const loaded = new WeakMap<Loader, ScreenModule>()
const pending = new WeakMap<Loader, Promise<ScreenModule>>()

/** The module of a loader if it already loaded (so revisiting a page shows no spinner). */
export function loadedScreen(load: Loader): ScreenModule | undefined {
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

/** Import a module again under a URL the browser has not seen (a `retry` query parameter). */
export function freshImport<T>(url: string): Promise<T> {
  const fresh = new URL(url)
  freshness += 1
  fresh.searchParams.set('retry', `${Date.now().toString(36)}${freshness}`)
  return import(/* @vite-ignore */ fresh.href)
}

/**
 * Load a screen module, retrying a failed load up to `attempts` times in all (a new chunk deployed
 * meanwhile, a network blip). Concurrent calls share one load; a final failure is not remembered,
 * so the next call (the 重试 button) tries again.
 */
export function loadScreen(load: Loader, attempts = LOAD_ATTEMPTS, backoffMs = 300): Promise<ScreenModule> {
  const done = loaded.get(load)
  if (done) return Promise.resolve(done)
  const running = pending.get(load)
  if (running) return running
  const attempt = async (): Promise<ScreenModule> => {
    let failure: unknown
    let next: Loader = load
    for (let index = 0; index < attempts; index += 1) {
      try {
        const module = await next()
        if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
          throw new Error('screen module has no default export')
        }
        loaded.set(load, module)
        return module
      } catch (error) {
        failure = error
        const url = failedModuleUrl(error)
        if (url) next = () => freshImport<ScreenModule>(url)
        if (index < attempts - 1 && backoffMs > 0) await pause(backoffMs * (index + 1))
      }
    }
    throw failure
  }
  const promise = attempt().finally(() => pending.delete(load))
  pending.set(load, promise)
  return promise
}

/**
 * Fetch the screen of a location while the session loads, instead of after it, and let the
 * screen ask for its first data meanwhile (`ScreenComponent.prefetch`: issue 14, the data request
 * does not wait for the shell). The code is public and runs nothing; the data call is the one the
 * screen makes when shown, answered by the server's own permission and scope checks, and an
 * answer nobody claims is dropped. The guard still decides what is shown. A failure here is
 * ignored; rendering loads again, with its retries.
 */
export function preloadScreen(
  table: RouteTable,
  { path, search }: { path: string; search: string },
  data: DataClient,
): void {
  const load = table.match(path)?.route.load
  if (!load) return
  loadScreen(load)
    .then((module) => module.default.prefetch?.(data, search))
    .catch(() => undefined)
}

/**
 * `React.lazy` with the same retries: a shell part (the frame, the dialogs) loaded on demand.
 * A load that still fails rejects, and the error boundary of the console shows it.
 */
export function retrying<T>(
  factory: () => Promise<T>,
  attempts = LOAD_ATTEMPTS,
  backoffMs = 300,
): () => Promise<T> {
  return async () => {
    let failure: unknown
    for (let index = 0; index < attempts; index += 1) {
      try {
        return await factory()
      } catch (error) {
        failure = error
        if (index < attempts - 1 && backoffMs > 0) await pause(backoffMs * (index + 1))
      }
    }
    throw failure
  }
}
