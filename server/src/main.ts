/**
 * The platform server process (`npm run serve`, started by `npm start`): settings from the
 * environment, database prepared on start, API + console + demo pages on one port.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { configureCrypto } from '../../src/core/crypto'
import { listFromEnv, securityConfigFromEnv } from './kernel/config'
import { DEFAULT_SIMULATOR } from './live/control'
import { startServer } from './server'
import { DEMO_ACCOUNTS } from './system-management/accounts-seed'

const env = process.env
if (env.EV_CRYPTO_KEY || env.EV_CRYPTO_IV) {
  // decisions: Encryption key — a deployment overrides key and IV together.
  configureCrypto({ key: env.EV_CRYPTO_KEY ?? '', iv: env.EV_CRYPTO_IV ?? '' })
}
/** The repository: the folder above this module with the project's package.json (sources or bundle). */
function projectRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json')) && existsSync(join(folder, 'server'))) return folder
    if (dirname(folder) === folder) return resolve(from, '..', '..')
  }
}
const root = projectRoot(import.meta.dirname)
const folder = (name: string) => (existsSync(resolve(root, name)) ? resolve(root, name) : null)
const scale = env.SEED_SCALE === 'large' ? 'large' : env.SEED_SCALE === 'demo' ? 'demo' : undefined

const server = await startServer({
  port: Number(env.PORT ?? 5173),
  host: env.HOST || '127.0.0.1',
  dataDir: resolve(env.DATA_DIR || resolve(root, 'data')),
  databaseUrl: env.DATABASE_URL || undefined,
  seedScale: scale,
  config: {
    hostOrigins: listFromEnv(env.HOST_ORIGINS),
    corsOrigins: listFromEnv(env.CORS_ORIGINS),
    distDir: folder('dist'),
    demoDir: folder('demo'),
    ...securityConfigFromEnv(env),
    checkResponses: env.CHECK_RESPONSES === '1',
    // Live data: the simulator runs unless SIMULATOR=off (issue 16).
    simulator:
      env.SIMULATOR === 'off'
        ? null
        : {
            ...DEFAULT_SIMULATOR,
            intervalMs: Number(env.SIMULATOR_INTERVAL_MS) || DEFAULT_SIMULATOR.intervalMs,
          },
  },
  log: (line) => console.log(line),
})

console.log(`\nev-console: ${server.url}/  (API ${server.url}/api, contract ${server.url}/api/openapi.json)`)
console.log('\nDemo accounts:')
console.table(DEMO_ACCOUNTS.map(({ username, password, who }) => ({ user: username, password, who })))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(() => process.exit(0))
  })
}
