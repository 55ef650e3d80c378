import autocannon from 'autocannon'
import { SEEDERS } from './server/src/db/seed'
import { startServer } from './server/src/server'
import { encrypt } from './src/core/crypto'
const i = SEEDERS.findIndex((s) => s.name === 'archives'); if (i >= 0) SEEDERS.splice(i, 1)
const server = await startServer({ port: 0, dataDir: '/tmp/evbench-' + Date.now() })
const r = await fetch(server.url + '/api/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' }, body: new URLSearchParams({ username: 'admin', password: encrypt('Admin@2026ev') }) })
const cookie = r.headers.getSetCookie()[0].split(';')[0]
const result = await autocannon({ url: server.url + '/api/user_info', connections: 10, duration: 5, headers: { cookie } })
console.log('rps', result.requests.average, 'p50', result.latency.p50, 'p97.5', result.latency.p97_5, 'non2xx', result.non2xx)
await server.close()
