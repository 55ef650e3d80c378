/** The server started as a process of its own, for the tests that watch or kill that process. */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { expect } from 'vitest'
import { ensureServerBuild, serverCommand, serverEnv } from '../../scripts/lib/server-build.mjs'
import { printedAddress } from '../fixtures/printed-address'

/**
 * The server as a process of its own, as `npm start` runs it (the bundle of dist-server/, built
 * from the sources first when it is missing or stale; one process, so a signal or /proc/<pid>
 * reaches the server itself), once it answers. `env` adds settings; `stderr` passes the server's
 * errors on, each line marked. Started from the bundle rather than through tsx, which compiled the
 * server's sources in each new process: 3.9 CPU-s a start against 1.6 (issue 40); the drills,
 * the crash and the upload-memory tests thus watch the server that is shipped.
 *
 * The port is the one the server was given by the system (PORT=0), read from the address it prints:
 * a port guessed at random here once met another test's server (EADDRINUSE), and the test then
 * waited out its whole timeout for a process that had already exited. A process that exits before
 * it answers fails at once, with its exit code.
 */
export async function spawnServer(
  dataDir: string,
  databaseUrl: string | undefined,
  { env = {}, stderr = false }: { env?: Record<string, string>; stderr?: boolean } = {},
): Promise<{ child: ChildProcess; url: string }> {
  await ensureServerBuild({ log: () => undefined })
  const [node, ...args] = serverCommand()
  const child = spawn(node, args, {
    cwd: resolve(import.meta.dirname, '../..'),
    env: serverEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ...env,
    }),
    stdio: ['ignore', 'pipe', stderr ? 'pipe' : 'ignore'],
  })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`))
  const url = await printedAddress(child, /^ev-console: (http:\/\/\S+?)\/\s/)
  // Listening is not yet answering: the first call may wait for the start's work to finish.
  await expect
    .poll(
      () => {
        if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`)
        return fetch(`${url}/api/common/platformName`).then(
          (response) => response.status,
          () => 0,
        )
      },
      { timeout: 300_000, interval: 200 },
    )
    .toBe(200)
  return { child, url }
}
