/**
 * Global setup of the e2e suite: builds the console when dist/ is missing or stale, starts the
 * platform server on a fresh temporary data folder and a random free port, and provides its base
 * URL to the tests (`inject('baseURL')`, also `process.env.E2E_BASE_URL`). Tears it down after.
 *
 * Until `server/src/server.ts` exists, `vite preview` serves dist/ and demo/ instead, so the
 * bundle can be tested before the server lands (issue 2); the server is used as soon as it exists.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Plugin, preview } from 'vite'
import type { TestProject } from 'vitest/node'
import { ensureBuild, ROOT } from '../../scripts/lib/build.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test listens, without a trailing slash, e.g. http://127.0.0.1:41234 */
    baseURL: string
    /** `platform` for server/src/server.ts, `preview` for the vite preview fallback. */
    serverKind: 'platform' | 'preview'
  }
}

interface RunningServer {
  url: string
  kind: 'platform' | 'preview'
  close(): Promise<void>
}

const SERVER_MODULE = join(ROOT, 'server', 'src', 'server.ts')

/** The platform server (server/src/server.ts) on a random port and the given data folder. */
async function startPlatform(dataDir: string): Promise<RunningServer> {
  // A computed specifier: the file may not exist yet when this is type-checked.
  const { startServer } = await import(pathToFileURL(SERVER_MODULE).href)
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    // testHooks: live-screens.test.ts switches the simulator on and raises alarms (issue 16).
    config: {
      distDir: join(ROOT, 'dist'),
      demoDir: join(ROOT, 'demo'),
      testHooks: true,
      checkResponses: true,
    },
  })
  return { url: String(server.url).replace(/\/$/, ''), kind: 'platform', close: () => server.close() }
}

/** The demo pages at the URLs the platform server uses: `/` is demo/index.html, `/x.html` demo/x.html. */
function demoPages(): Plugin {
  return {
    name: 'ev-e2e-demo-pages',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0]
        const page = path === '/' ? 'index.html' : /^\/[\w-]+\.html$/.test(path) ? path.slice(1) : undefined
        const file = page && join(ROOT, 'demo', page)
        if (!file || !existsSync(file)) return next()
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(readFileSync(file))
      })
    },
  }
}

/** `vite preview` of dist/ plus demo/ on a random port: the fallback until the server exists. */
async function startPreview(): Promise<RunningServer> {
  const server = await preview({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [demoPages()],
    build: { outDir: 'dist' },
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('vite preview did not report its port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    kind: 'preview',
    close: () => server.close(),
  }
}

export default async function setup(project: TestProject) {
  await ensureBuild({ quiet: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'ev-e2e-data-'))
  let server: RunningServer
  try {
    server = existsSync(SERVER_MODULE) ? await startPlatform(dataDir) : await startPreview()
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  console.log(`e2e: ${server.kind === 'platform' ? 'platform server' : 'vite preview'} at ${server.url}`)
  project.provide('baseURL', server.url)
  project.provide('serverKind', server.kind)
  process.env.E2E_BASE_URL = server.url
  return async () => {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
