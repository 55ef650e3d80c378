/**
 * The runtime environment of section 9 and the development-build switch.
 *
 * decisions: Development mode — only a development build skips the permission check; the
 * URL-based environment below relaxes nothing, it only labels where the console runs.
 */

/** Environment of the page: dev, test or prod. */
export type RuntimeEnv = 'dev' | 'test' | 'prod'

/**
 * What the header shows beside the platform name, so that nobody mistakes a development or test
 * console for the live one; production shows nothing.
 */
export const RUNTIME_ENV_LABELS: Readonly<Record<RuntimeEnv, string>> = {
  dev: '开发环境',
  test: '测试环境',
  prod: '',
}

/** The parts of `window.location` (or a URL) that `detectEnv` reads. */
export interface LocationLike {
  host?: string
  hostname?: string
  port?: string
}

/**
 * Section 9: a port in the URL means dev; a host starting with `test-` means test; otherwise
 * prod. `detectEnv(new URL('http://localhost:5173/'))` → 'dev'.
 */
export function detectEnv(location: LocationLike | undefined = globalThis.location): RuntimeEnv {
  if (!location) return 'prod'
  const hostname = (location.hostname ?? location.host?.replace(/:\d+$/, '') ?? '').toLowerCase()
  const port = location.port ?? location.host?.match(/:(\d+)$/)?.[1] ?? ''
  if (port !== '') return 'dev'
  if (hostname.startsWith('test-')) return 'test'
  return 'prod'
}

/**
 * Whether this is a development build (`import.meta.env.DEV`). False on the server, where
 * `import.meta.env` does not exist, and in production builds.
 */
export function isDevBuild(): boolean {
  // Written literally as `import.meta.env` so Vite replaces it at build time; the optional chain
  // keeps Node (the server, where import.meta.env is undefined) safe.
  return import.meta.env?.DEV === true
}
