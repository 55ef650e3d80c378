/**
 * Seed of supervise-fee: Tianjin's caps per period and every station's price policy, about one in
 * eight above a cap (flagged by flagOverCap, as a change of caps would).
 */
import './tables'
import type { SeedContext } from '../db/seed/context'
import { flagOverCap, PERIODS } from './fees'

/** Caps in 0.0001 元/kWh: electricity, service. */
const CAPS = {
  tip: [13_500, 8_000],
  peak: [11_500, 8_000],
  flat: [7_200, 8_000],
  valley: [3_600, 8_000],
} as const

export async function seedFees({ db, rng, now }: SeedContext): Promise<void> {
  const time = now.toISOString()
  await db
    .insertInto('price_caps')
    .values(
      PERIODS.map((period) => ({
        period,
        elecCap: CAPS[period][0],
        serviceCap: CAPS[period][1],
        updaterName: '系统管理员',
        updateTime: time,
      })),
    )
    .execute()
  const stations = await db.selectFrom('stations').select(['stationId', 'operatorId', 'areaCode']).execute()
  const rows = stations.map((station) => {
    const over = rng.chance(0.12)
    const price = (cap: number, share: number) => Math.round((cap * share) / 10) * 10
    const row: Record<string, unknown> = { ...station, overCap: 0, overItems: '', updateTime: time }
    for (const period of PERIODS) {
      row[`${period}Elec`] = price(CAPS[period][0], 0.8 + rng.int(0, 15) / 100)
      row[`${period}Service`] = price(CAPS[period][1], 0.6 + rng.int(0, 35) / 100)
    }
    if (over) row[`${rng.pick([...PERIODS])}Service`] = price(CAPS.peak[1], 1.05 + rng.int(0, 20) / 100)
    return row
  })
  for (let index = 0; index < rows.length; index += 300)
    await db
      .insertInto('station_prices')
      .values(rows.slice(index, index + 300) as never)
      .execute()
  await flagOverCap(db)
}
