/**
 * What the national seed derives from its orders (issue 43), set-based: the daily and monthly
 * rollups the dashboards read (stats/aggregate.ts rebuilds them in one INSERT … SELECT … GROUP BY
 * each), each pile's last order time, the operators' counts, kW and kWh; and alarms in proportion
 * to the large seed's (one per station over the last 90 days), most recovered and confirmed, some
 * in disposal, a few open, as the dashboards' seed draws them.
 */
import { type RawBuilder, sql } from 'kysely'
import { CHARGE_LEVEL_ROLLUPS } from '../../../db/migrations/0049-charge-levels'
import { fillStatements, type Rollup } from '../../../db/migrations/rollup-triggers'
import { indexesOf, type TakenIndex } from '../../../db/seed/take-indexes'
import type { Db } from '../../../db/types'
import { machineMs } from '../../../kernel/clock'
import { AGGREGATE_TABLES, aggregateSteps } from '../../../stats/aggregate'
import { ALARM_KINDS } from '../../../stats/seed'
import { forget, setting, settingOf } from './progress'
import { asReady, indexJob, type Job, type Task } from './side-by-side'
import { FIRST_STATION } from './world'

/**
 * The China months (as ranges of UTC `startTime` text: a China month starts at 16:00 UTC the day
 * before) from the oldest order's to the newest's: windows of whole China days.
 */
async function chinaMonths(db: Db): Promise<[string, string][]> {
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    select min("startTime") as first, max("startTime") as last from charge_orders`.execute(db)
  const { first, last } = rows[0] ?? {}
  if (!first || !last) return []
  const china = (iso: string) => new Date(Date.parse(iso) + CHINA_OFFSET_MS)
  const start = (year: number, month: number) =>
    new Date(Date.UTC(year, month, 1) - CHINA_OFFSET_MS).toISOString()
  const from = china(first)
  const windows: [string, string][] = []
  for (
    let month = from.getUTCMonth();
    windows.length === 0 || start(from.getUTCFullYear(), month) <= last;
    month += 1
  )
    windows.push([start(from.getUTCFullYear(), month), start(from.getUTCFullYear(), month + 1)])
  return windows
}

const CHINA_OFFSET_MS = 8 * 3_600_000

/** The indexes of `tables` (as saved under `key` by a run that failed, or from the catalogue), dropped. */
async function takeIndexes(db: Db, key: string, tables: readonly string[]): Promise<TakenIndex[]> {
  const saved = await settingOf(db, key)
  const taken: TakenIndex[] = saved ? JSON.parse(saved) : await indexesOf(db, tables)
  await setting(db, key, JSON.stringify(taken))
  for (const index of taken) await sql.raw(index.drop).execute(db)
  return taken
}

/** The tables of the rollups kept by triggers on the daily and monthly rows (migration 0049). */
const LEVEL_TABLES = CHARGE_LEVEL_ROLLUPS.map((rollup) => rollup.table)
const daily = (rollup: Rollup) => Number(rollup.keys[0]?.[0] === 'day')

/**
 * The rollups, rebuilt with the statements stats/aggregate.ts runs one after the other, then the
 * per-level rows of migration 0049 from them (fillStatements, their triggers off meanwhile: the
 * caller), with every index of those tables dropped during the load, and the figures derived from
 * the orders and rollups (derivedJobs), on two connections (side-by-side.ts `asReady`): each
 * statement as soon as the tables it reads are filled, each table's indexes as soon as it is
 * filled and read (beside the other tables' loads: 32 indexes built after the whole load left a
 * core idle at the end of each wave), the derived figures last, beside the last rollups (as a step
 * of their own after them, one core was idle for half of its 50 s). Run on the pool, not in one
 * transaction: run again after a failure, it drops what is there, empties the tables and starts
 * over.
 */
export async function insertRollups(db: Db, log?: (line: string) => void): Promise<void> {
  const tables = [...AGGREGATE_TABLES, ...LEVEL_TABLES]
  const taken = await takeIndexes(db, 'nationalRollupIndexes', tables)
  await sql.raw(`truncate ${tables.map((table) => `"${table}"`).join(', ')}`).execute(db)
  const months = await chinaMonths(db)
  const jobs: Job[] = [
    ...aggregateSteps(months, true).map((step) => ({
      run: statement(step.statement),
      reads: step.reads,
      writes: [step.writes],
      label: step.writes,
    })),
    // The levels of the days first (the longest).
    ...[...CHARGE_LEVEL_ROLLUPS]
      .sort((a, b) => daily(b) - daily(a))
      .flatMap((rollup) =>
        fillStatements(rollup).map((text) => ({
          run: statement(sql.raw(text)),
          reads: [rollup.source],
          writes: [rollup.table],
          label: rollup.table,
        })),
      ),
    // A saved index of an earlier version has no table: built after everything.
    ...taken.map((index) => takenIndexJob(index, tables)),
    ...(await derivedJobs(db, months)),
  ]
  const started = machineMs()
  await asReady(db, jobs, log)
  log?.(`  ${jobs.length} jobs (${taken.length} indexes): ${((machineMs() - started) / 1000).toFixed(1)} s`)
  await sql`drop table national_last_orders`.execute(db)
  await forget(db, 'nationalRollupIndexes')
  await forget(db, 'nationalPileIndexes')
}

const statement =
  (text: RawBuilder<unknown>): Task =>
  (connection) =>
    text.execute(connection)

/** The job building a taken index (one saved without its table: after everything of `tables`). */
const takenIndexJob = (index: TakenIndex, tables: readonly string[]) =>
  indexJob(
    statement(sql.raw(index.create)),
    index.table ? [index.table] : tables,
    /^alter table/i.test(index.create),
    `${index.table ?? 'saved'} indexes`,
  )

/**
 * Each pile's last order time and the operators' figures (once the rollups are in), as jobs of the
 * rollups' graph. The piles' last ends are found a China month of orders at a time into a work
 * table; the update of a million piles runs with the piles' indexes out (lastOrderTime is
 * indexed, so every updated row went into each of their indexes: 202 s of the 219 s step at the
 * national scale), built again after it.
 */
async function derivedJobs(db: Db, months: readonly [string, string][]): Promise<Job[]> {
  await sql`drop table if exists national_last_orders`.execute(db)
  await sql`create unlogged table national_last_orders ("equipmentId" text not null, "last" text not null)`.execute(
    db,
  )
  const piles = await takeIndexes(db, 'nationalPileIndexes', ['equipment'])
  const lasts = months.map(([from]) => `national_last_orders ${from}`)
  return [
    ...months.map(([from, to], index) => ({
      run: statement(sql`insert into national_last_orders select "equipmentId", max("endTime") from charge_orders
        where "startTime" >= ${from} and "startTime" < ${to} group by "equipmentId"`),
      reads: ['charge_orders'],
      writes: [lasts[index]],
      label: 'piles: last orders',
    })),
    {
      run: statement(sql`update equipment e set "lastOrderTime" = l.last
        from (select "equipmentId", max("last") as last from national_last_orders group by "equipmentId") l
        where l."equipmentId" = e."equipmentId" and e."lastOrderTime" = ''`),
      reads: lasts,
      writes: ['equipment'],
      label: 'piles: last order time',
    },
    ...piles.map((index) => takenIndexJob(index, ['equipment'])),
    {
      run: statement(sql`update operator_profiles p set "stationCount" = s.stations, "equipmentCount" = s.piles,
      "connectorCount" = s.connectors, "ratedPower" = s.power, "totalEnergy" = coalesce(o.energy, 0)
    from (select "operatorId", count(*) as stations, sum("equipmentCount") as piles, sum("connectorCount") as connectors,
        sum("ratedPower") as power from stations group by "operatorId") s
    left join (select "operatorId", sum("energyCenti") / 100.0 as energy from operator_daily_stats group by "operatorId") o
      on o."operatorId" = s."operatorId"
    where p."operatorId" = s."operatorId"`),
      reads: ['stations', 'operator_daily_stats'],
      writes: ['operator_profiles'],
      label: 'operators',
    },
  ]
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`

/** `count` alarms on national connectors over the last 90 days; the newest dozen still open. */
export async function insertAlarms(db: Db, now: Date, count: number): Promise<void> {
  const kinds = sql.raw(`(array[${ALARM_KINDS.map((kind) => `array[${kind.join(', ')}]`).join(', ')}])`)
  const iso = (time: string) => sql.raw(`to_char((${time}) at time zone 'UTC', ${ISO})`)
  await sql`insert into alarms ("stationId", "equipmentId", "connectorId", "operatorId", "areaCode", "alarmType", "alarmLevel",
      "alarmCode", "alarmStatus", "alarmTime", "recoveryTime", "disposal", "handler", "result", "disposeTime", "confirmer",
      "confirmTime", "version")
    select a."stationId", a."equipmentId", a."connectorId", a."operatorId", a."areaCode", ${kinds}[a.kind][2], ${kinds}[a.kind][3],
      ${kinds}[a.kind][1], case when a.open then 1 else 0 end, ${iso('a.at')},
      case when a.open then null else ${iso('least(a.now, a.at + a.repair)')} end,
      a.disposal, case when a.disposal in ('confirmed', 'handled') then (array['张伟','王芳','李娜','刘强','陈静'])[1 + a.n % 5] end,
      case when a.disposal in ('confirmed', 'handled') then (array['更换急停按钮，恢复正常','清理散热风道，温度恢复','重启通讯模块后恢复','更换充电枪头','复位开关，线路检查无异常'])[1 + a.n % 5] end,
      case when a.disposal in ('confirmed', 'handled') then ${iso('least(a.now, a.at + a.repair)')} end,
      case when a.disposal = 'confirmed' then '系统管理员' end,
      case when a.disposal = 'confirmed' then ${iso("least(a.now, a.at + a.repair + interval '1 hour')")} end, 1
    from (
      select c.*, ${now.toISOString()}::timestamptz as now, 1 + c.n % ${sql.lit(ALARM_KINDS.length)} as kind, c.n > ${count} - 12 as open,
        ${now.toISOString()}::timestamptz - case when c.n > ${count} - 12 then make_interval(mins => 5 + floor(random() * 295)::integer)
          else make_interval(days => 1 + floor(random() * 90)::integer, secs => floor(random() * 86400)) end as at,
        make_interval(mins => 10 + floor(random() * 590)::integer) as repair,
        case when c.n > ${count} - 12 then 'pending' when random() < 0.35 then 'pending' when random() < 0.9 then 'confirmed' else 'handled' end as disposal
      from (select row_number() over () as n, c.* from (
        select "stationId", "equipmentId", "connectorId", "operatorId", "areaCode" from connectors
        where right("stationId", 6)::integer >= ${FIRST_STATION} order by random() limit ${count}) c) c
    ) a
    order by a.at`.execute(db)
}
