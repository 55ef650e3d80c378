#!/usr/bin/env node
/**
 * `npm start`: build the console when dist/ is missing or older than its sources, bundle the
 * platform server likewise (dist-server/, scripts/lib/server-build.mjs), then run it: it prepares
 * the database, serves API, console and demo pages on one port, and prints the address and the
 * demo accounts.
 * Settings come from the environment: PORT, HOST, DATABASE_URL, DATA_DIR, SEED_SCALE,
 * HOST_ORIGINS, CORS_ORIGINS, EV_CRYPTO_KEY + EV_CRYPTO_IV.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { ensureServerBuild, serverCommand, serverEnv } from './lib/server-build.mjs'

if (existsSync(join(ROOT, 'src', 'elements', 'index.ts'))) {
  try {
    await ensureBuild({ log: (line) => console.log(line) })
  } catch (error) {
    // The API and the demo pages still work without a fresh bundle; say so and go on.
    console.error(String(error?.message ?? error))
    console.error('The console bundle could not be built; starting the server with what dist/ holds.')
  }
}

await ensureServerBuild({ log: (line) => console.log(line) })
const [node, ...args] = serverCommand()
const child = spawn(node, args, { cwd: ROOT, env: serverEnv(), stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)))
