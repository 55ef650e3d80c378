/** The server started as a process of its own, for the tests that watch or kill that process. */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { expect } from 'vitest'
import { TSX_IMPORT } from '../../scripts/lib/server-build.mjs'

/**
 * The server as a process of its own (`node --import ./scripts/tsx-glob.mjs server/src/main.ts`: one process, so a
 * signal or /proc/<pid> reaches the server itself) on a random port, once it answers. `env` adds
 * settings; `stderr` passes the server's errors on, each line marked.
 */
export async function spawnServer(
  dataDir: string,
  databaseUrl: string | undefined,
  { env = {}, stderr = false }: { env?: Record<string, string>; stderr?: boolean } = {},
): Promise<{ child: ChildProcess; url: string }> {
  const port = 20_000 + Math.floor(Math.random() * 40_000)
  const child = spawn(process.execPath, [...TSX_IMPORT, 'server/src/main.ts'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    },
    stdio: ['ignore', 'ignore', stderr ? 'pipe' : 'ignore'],
  })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`))
  const url = `http://127.0.0.1:${port}`
  await expect
    .poll(
      () =>
        fetch(`${url}/api/common/platformName`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 300_000, interval: 200 },
    )
    .toBe(200)
  return { child, url }
}
