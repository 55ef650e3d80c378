/**
 * One e2e platform server as a process of its own (global-setup.ts starts one per worker). In one
 * process the servers shared what the server keeps in its modules: the test clock above all, so a
 * file that moved its server's clock (reporting-manager, supervise-services) moved the other
 * worker's too: an article published on a moved day leaves its 已发布 list when the clock goes
 * back (most likely how mobile-articles failed in a full run on 2026-12-06, beside
 * reporting-manager). Prints `e2e platform: <url>` once it listens; closes on SIGTERM.
 */
import { startServer } from '../../server/src/server'
import { platformConfig } from './platform-config'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: platform-process.ts <data folder>')
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, config: platformConfig() })
console.log(`e2e platform: ${String(server.url).replace(/\/$/, '')}`)
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0))
})
