/**
 * The figures the archives seed derives from its rows once they are in (so they add up): each
 * operator's counts, kW and kWh, and each pile's last order time.
 */
import { sql } from 'kysely'
import { isPostgres } from '../../db/dialect'
import { bulkInsert } from '../../db/seed/bulk'
import type { SeedContext } from '../../db/seed/context'

/** Counts, kW and kWh per operator, and each pile's last order time, from the seeded rows. */
export async function deriveFigures(
  ctx: SeedContext,
  energy: Map<string, number>,
  piles: { equipmentId: string; lastEnd: number }[],
): Promise<void> {
  const { db } = ctx
  const stats = await db
    .selectFrom('stations')
    .select((eb) => [
      'operatorId',
      eb.fn.countAll<number>().as('stations'),
      eb.fn.sum<number>('equipmentCount').as('piles'),
      eb.fn.sum<number>('connectorCount').as('connectors'),
      eb.fn.sum<number>('ratedPower').as('power'),
    ])
    .groupBy('operatorId')
    .execute()
  for (const row of stats) {
    await db
      .updateTable('operator_profiles')
      .set({
        stationCount: Number(row.stations),
        equipmentCount: Number(row.piles),
        connectorCount: Number(row.connectors),
        ratedPower: Number(row.power),
        totalEnergy: Math.round((energy.get(row.operatorId) ?? 0) * 100) / 100,
      })
      .where('operatorId', '=', row.operatorId)
      .execute()
  }
  // Last order times: a temporary table joined in one update keeps this fast at 100,000 piles.
  const charged = piles.filter((pile) => pile.lastEnd > 0)
  await sql`create temporary table seed_last_orders ("equipmentId" varchar(23) primary key, "lastOrderTime" varchar(32) not null)`.execute(
    db,
  )
  await bulkInsert(
    db,
    'seed_last_orders',
    charged.map((pile) => ({
      equipmentId: pile.equipmentId,
      lastOrderTime: new Date(pile.lastEnd).toISOString(),
    })),
  )
  if (isPostgres(db)) {
    await sql`update equipment set "lastOrderTime" = l."lastOrderTime" from seed_last_orders l where l."equipmentId" = equipment."equipmentId"`.execute(
      db,
    )
  } else {
    await sql`update equipment set "lastOrderTime" = (select l."lastOrderTime" from seed_last_orders l where l."equipmentId" = equipment."equipmentId") where "equipmentId" in (select "equipmentId" from seed_last_orders)`.execute(
      db,
    )
  }
  await sql`drop table seed_last_orders`.execute(db)
}
