/**
 * supervise-fee (issue 17): the government's price caps per period (尖/峰/平/谷) and each
 * station's price policy, in 0.0001 元 per kWh (integers); `overCap` is kept current on every
 * write of a price or a cap. Schema builder only.
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const PERIODS = ['tip', 'peak', 'flat', 'valley'] as const

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('price_caps')
    .addColumn('period', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('elecCap', 'integer', (c) => c.notNull())
    .addColumn('serviceCap', 'integer', (c) => c.notNull())
    .addColumn('updaterName', 'varchar(64)', (c) => c.notNull())
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .execute()
  let table = db.schema
    .createTable('station_prices')
    .addColumn('stationId', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
  for (const period of PERIODS)
    table = table
      .addColumn(`${period}Elec`, 'integer', (c) => c.notNull())
      .addColumn(`${period}Service`, 'integer', (c) => c.notNull())
  await table
    .addColumn('overCap', 'integer', (c) => c.notNull())
    .addColumn('overItems', 'varchar(128)', (c) => c.notNull())
    .addColumn('updateTime', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('station_prices_over')
    .on('station_prices')
    .columns(['overCap', 'stationId'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('station_prices').ifExists().execute()
  await db.schema.dropTable('price_caps').ifExists().execute()
}
