import { startServer } from '/work/main/server/src/server'
import { ApiClient } from '/work/main/tests/server/helpers'
const s = await startServer({ port: 0, dataDir: process.argv[2] ?? '/tmp/ev-demo1' })
const c = await new ApiClient(s.url).signIn('admin', 'Admin@2026ev')
for (const p of ['stations', 'equipment', 'connectors', 'orders', 'operators', 'platform-operators', 'swap-stations', 'swap-orders', 'batteries', 'no-power-equipment', 'files', 'assessment-records', 'rural-stations']) {
  const t = Date.now()
  const a = await c.get(`/archives-management/${p}`)
  console.log(p, a.code, a.msg, a.data?.total, Date.now() - t, 'ms', JSON.stringify(a.data?.list?.[0])?.slice(0, 300))
}
const st = await c.get('/archives-management/stations', { query: { keyword: 'hx', sort: 'ratedPower,desc', stationStatus: '50,6' } })
console.log(st.code, st.msg, st.data?.total, st.data?.list?.map((r: any) => r.stationName + r.ratedPower).join(' '))
console.log((await c.get('/archives-management/stations', { query: { foo: '1' } })).msg)
console.log((await c.get('/archives-management/stations', { query: { sort: 'address,asc' } })).msg)
const id = (await c.get('/archives-management/orders')).data.list[0].startChargeSeq
console.log(JSON.stringify((await c.get(`/archives-management/orders/${id}`)).data).slice(0, 600))
const sid = (await c.get('/archives-management/stations')).data.list[0].stationId
const d = (await c.get(`/archives-management/stations/${sid}`)).data
console.log(d.equipment.length, d.equipment[0].connectors.length, d.last30Days)
const ex = await c.post('/archives-management/orders/export', { areaCode: '120103' })
console.log(ex)
for (let i = 0; i < 50; i++) { const p = await c.get(`/exports/${ex.data.id}`); if (p.data.status === 'done' || p.data.status === 'failed') { console.log(p.data); break } await new Promise(r => setTimeout(r, 200)) }
await s.close()
