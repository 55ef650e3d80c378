/**
 * The national seed's charge orders (issue 43): a year of orders generated inside PostgreSQL. The
 * shape comes from the one charging model (stats/charging-model.ts: the hour profile, the weekday
 * factor, the growth over the year) times a seasonal factor (busier in January and July: heating
 * and cooling), spread over the hours of the last 365 China-time days in a small work table
 * (`national_hours`: each hour's count, exact to the total). One INSERT … SELECT … FROM
 * generate_series then draws every order of an hour: a start in the hour, a charging connector of
 * the national network, the model's session length and energy, the price period of the start
 * hour, money in fen and energy in 0.01 kWh adding up as the large seed's do. Orders that would
 * end after the moment of seeding are left out.
 */
import { sql } from 'kysely'
import { BATTERY_CAPACITIES } from '../../../db/seed/vehicles'
import type { Db } from '../../../db/types'
import { chinaDayStart, growthFactor, HOUR_WEIGHTS, weekdayFactor } from '../../../stats/charging-model'
import { ELEC_PRICE, PERIOD_OF_HOUR } from '../order-row'
import { FIRST_STATION } from './world'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** Days of national orders: twelve months. */
export const NATIONAL_DAYS = 365

/** Busier in January and July (heating and cooling), quieter in April and October: ±10 %. */
export function seasonalFactor(dayStartMs: number): number {
  const start = new Date(dayStartMs + 8 * HOUR_MS)
  const dayOfYear = (start.getTime() - Date.UTC(start.getUTCFullYear(), 0, 1)) / DAY_MS
  return 1 + 0.1 * Math.cos((4 * Math.PI * (dayOfYear - 15)) / 365)
}

/** Each hour of the last NATIONAL_DAYS days with its share of `total` orders (counts sum to it). */
export function orderHours(now: Date, total: number): { startMs: number; period: number; count: number }[] {
  const nowMs = now.getTime()
  const first = chinaDayStart(nowMs) - (NATIONAL_DAYS - 1) * DAY_MS
  const hours: { startMs: number; period: number; weight: number }[] = []
  for (let day = first; day < nowMs; day += DAY_MS) {
    const level = weekdayFactor(day) * growthFactor((nowMs - day) / DAY_MS) * seasonalFactor(day)
    for (let hour = 0; hour < 24; hour += 1) {
      const startMs = day + hour * HOUR_MS
      if (startMs >= nowMs) break
      hours.push({ startMs, period: PERIOD_OF_HOUR[hour], weight: level * HOUR_WEIGHTS[hour] })
    }
  }
  const sum = hours.reduce((all, hour) => all + hour.weight, 0)
  let running = 0
  let given = 0
  return hours.map(({ startMs, period, weight }) => {
    running += weight
    const upTo = Math.round((running / sum) * total)
    const count = upTo - given
    given = upTo
    return { startMs, period, count }
  })
}

/** The work tables of the order insert: the hours and the national network's charging connectors. */
export async function loadOrderTables(db: Db, now: Date, total: number): Promise<void> {
  await sql`create unlogged table national_hours ("startMs" bigint primary key, "period" integer not null, "count" integer not null, "first" bigint not null)`.execute(
    db,
  )
  let first = 0
  const rows = orderHours(now, total).map((hour) => {
    const row = { ...hour, first }
    first += hour.count
    return row
  })
  for (let index = 0; index < rows.length; index += 2000) {
    await db
      .insertInto('national_hours' as never)
      .values(rows.slice(index, index + 2000) as never)
      .execute()
  }
  await sql`create unlogged table national_connectors as
    select (row_number() over (order by c."connectorId"))::integer as n, c."connectorId", c."equipmentId", c."stationId",
      c."operatorId", c."areaCode", c."power", e."equipmentType" <> 2 as dc,
      (array[0.4, 0.5, 0.6, 0.8]::float8[])[1 + right(c."stationId", 6)::integer % 4] as service
    from connectors c join equipment e on e."equipmentId" = c."equipmentId"
    where right(c."stationId", 6)::integer >= ${FIRST_STATION} and e."equipmentStatus" not in (1, 5)`.execute(
    db,
  )
  await sql`alter table national_connectors add primary key (n)`.execute(db)
}

const iso = (time: string) => sql.raw(`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/**
 * The UTC months (as [start, end) in ms) from the first order hour to `now`: the partitions'
 * months, and the pieces insertOrders is run in side by side (an order starts in its hour).
 */
export function orderMonths(now: Date): [number, number][] {
  const first = new Date(chinaDayStart(now.getTime()) - (NATIONAL_DAYS - 1) * DAY_MS)
  const months: [number, number][] = []
  for (let month = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1); month < now.getTime(); ) {
    const at = new Date(month)
    const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)
    months.push([month, next])
    month = next
  }
  return months
}

/**
 * Remove the national orders starting in `[fromMs, toMs)` (none on a first run): a month's insert
 * run again after a failure starts from nothing.
 */
export async function clearOrders(db: Db, [fromMs, toMs]: readonly [number, number]): Promise<void> {
  await sql`delete from charge_orders where "startTime" >= ${new Date(fromMs).toISOString()}
    and "startTime" < ${new Date(toMs).toISOString()} and right("stationId", 6)::integer >= ${FIRST_STATION}`.execute(
    db,
  )
}

/**
 * Insert the orders of the hours of `national_hours` starting in `[fromMs, toMs)` over
 * `national_connectors`, for `vehicles` vehicles. The charge details are the text
 * json_build_array gave (`[[period, 0, minutes, price, …]]`, numbers as PostgreSQL writes them),
 * joined as text: json_build_array looks up each argument's type and output function on every
 * row (psql, one day of 960,000 orders: its columns 15.9–16.8 s with json_build_array, 14.0–14.8
 * s joined, 10.5 s without the column).
 */
export async function insertOrders(
  db: Db,
  now: Date,
  vehicles: number,
  [fromMs, toMs]: readonly [number, number],
): Promise<void> {
  const prices = sql.raw(`(array[${ELEC_PRICE.join(', ')}]::float8[])`)
  const capacities = sql.raw(`(array[${BATTERY_CAPACITIES.join(', ')}])`)
  // Plates: a province's short name, a letter, five digits; one vehicle always has the same plate and VIN.
  const provinces = sql.raw(
    `(array['${[...'京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵云藏陕甘青宁新'].join("','")}'])`,
  )
  await sql`insert into charge_orders ("startChargeSeq", "connectorId", "equipmentId", "stationId", "operatorId", "areaCode",
      "startTime", "endTime", "totalPower", "tipPower", "peakPower", "flatPower", "valleyPower", "totalElecMoney",
      "totalServiceMoney", "totalMoney", "stopReason", "vin", "licensePlate", "startSoc", "endSoc", "confirmResult", "chargeDetails")
    select m."operatorId" || to_char(m.st at time zone 'Asia/Shanghai', 'YYMMDDHH24MISS') || '9' || lpad((m.i % 100000)::text, 5, '0'),
      m."connectorId", m."equipmentId", m."stationId", m."operatorId", m."areaCode", ${iso('m.st')},
      ${iso('(m.st + make_interval(mins => m.minutes))')}, m.kwh,
      case when m.period = 0 then m.kwh else 0 end, case when m.period = 1 then m.kwh else 0 end,
      case when m.period = 2 then m.kwh else 0 end, case when m.period = 3 then m.kwh else 0 end,
      m.elec / 100.0::float8, m.serv / 100.0::float8, (m.elec + m.serv) / 100.0::float8,
      case when m."endSoc" >= 95 then 2 when m.r4 < 0.7 then 0 when m.r4 < 0.85 then 2 when m.r4 < 0.93 then 1 when m.r4 < 0.98 then 4 else 3 end,
      'LNB' || upper(lpad(to_hex(m.v), 8, '0')) || 'EV2026',
      ${provinces}[1 + m.v % 31] || chr(65 + (m.v / 31) % 24) || lpad(((m.v::bigint * 7919) % 100000)::text, 5, '0'),
      m."startSoc", m."endSoc", case when m.i % 100 = 0 then 1 else 0 end,
      '[[' || m.period::text || ', 0, ' || m.minutes::text || ', ' || m.price::text || ', ' || m.service::text
        || ', ' || m.kwh::text || ', ' || (m.elec / 100.0::float8)::text || ', ' || (m.serv / 100.0::float8)::text || ']]'
    from (
      select k.*, k.centi / 100.0::float8 as kwh, round(k.centi * k.price)::bigint as elec, round(k.centi * k.service)::bigint as serv,
        least(100, k."startSoc" + round(k.centi / k.capacity)::integer) as "endSoc"
      from (
        select s.*, ${prices}[s.period + 1] as price,
          round(100 * least(s.capacity * (98 - s."startSoc") / 100.0::float8,
            greatest(0.5, s."power" * s.minutes * (0.55 + s.r2 * 0.35) / 60)))::bigint as centi
        from (
          select o.i, o.st, o.period, o.r2, o.r4, o.v, c.*,
            case when c.dc then 18 + floor(o.r1 * 78) else 60 + floor(o.r1 * 421) end::integer as minutes,
            6 + floor(o.r3 * 55)::integer as "startSoc", ${capacities}[1 + o.v % ${sql.lit(BATTERY_CAPACITIES.length)}] as capacity
          from (
            select h."first" + g as i, to_timestamp((h."startMs" + floor(random() * ${sql.lit(HOUR_MS)})) / 1000.0) as st,
              h.period, 1 + floor(random() * (select count(*) from national_connectors))::integer as cn,
              random() as r1, random() as r2, random() as r3, random() as r4, floor(random() * ${vehicles})::integer as v
            from national_hours h cross join lateral generate_series(0, h."count" - 1) g
            where h."startMs" >= ${fromMs} and h."startMs" < ${toMs}
          ) o join national_connectors c on c.n = o.cn
        ) s
      ) k
    ) m
    where m.st + make_interval(mins => m.minutes) < ${now.toISOString()}::timestamptz`.execute(db)
}
