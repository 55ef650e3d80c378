/**
 * The national seed's stations, piles and connectors (issue 43), generated inside PostgreSQL with
 * set-based SQL: the districts and their point pools go in as two small work tables
 * (`national_districts`, `national_points`), then one INSERT … SELECT … FROM generate_series per
 * table builds the stations (each on a point of its district's pool), their piles (2–8 a
 * station) and the piles' connectors (DC 1–4, AC 1–2), and the stations' counts and kW are summed
 * from what was inserted, so they add up. National ids follow the large seed's form with station
 * numbers from 100001, clear of the demo's.
 */
import { sql } from 'kysely'
import { CONNECTOR, PARKING } from '../../../../../src/core/domain/enums'
import { bulkInsert } from '../../../db/seed/bulk'
import type { Db } from '../../../db/types'
import type { NationalDistrict } from './regions'

/** First national station number: the demo's stations are numbered from 1 (below 1,000). */
export const FIRST_STATION = 100_001

/** The district work tables and each district's share of `stations` (largest remainders). */
export async function loadDistricts(db: Db, districts: readonly NationalDistrict[], stations: number) {
  const total = districts.reduce((sum, district) => sum + district.weight, 0)
  const shares = districts.map((district) => (stations * district.weight) / total)
  const counts = shares.map(Math.floor)
  let left = stations - counts.reduce((sum, count) => sum + count, 0)
  const byRemainder = shares.map((share, index) => [share - counts[index], index]).sort((a, b) => b[0] - a[0])
  for (const [, index] of byRemainder) {
    if (left <= 0) break
    counts[index] += 1
    left -= 1
  }
  await sql`create unlogged table national_districts ("code" varchar(6) primary key, "name" varchar(64) not null, "namePinyin" varchar(128) not null, "nameInitials" varchar(32) not null, "first" integer not null, "stations" integer not null, "points" integer not null)`.execute(
    db,
  )
  await sql`create unlogged table national_points ("code" varchar(6) not null, "k" integer not null, "lng" double precision not null, "lat" double precision not null, primary key ("code", "k"))`.execute(
    db,
  )
  // Only the pools stations stand on: a small fraction leaves most districts without a station
  // (the server suite's 200 stations in 2,842 districts).
  const pools: [number, number][][] = []
  for (const [index, district] of districts.entries())
    pools.push(counts[index] ? await district.points() : [])
  let first = FIRST_STATION
  await bulkInsert(
    db,
    'national_districts',
    districts.map((district, index) => {
      const row = {
        code: district.code,
        name: district.name,
        namePinyin: district.namePinyin,
        nameInitials: district.nameInitials,
        first,
        stations: counts[index],
        points: pools[index].length,
      }
      first += counts[index]
      return row
    }),
  )
  await bulkInsert(
    db,
    'national_points',
    districts.flatMap((district, index) =>
      pools[index].map(([lng, lat], k) => ({ code: district.code, k, lng, lat })),
    ),
  )
}

/** The charging operators, the big three four times over (they own most stations, as in the large seed). */
const OPERATOR_PICKS = sql`(select array_agg("operatorId" order by "operatorId") from (
  select o."operatorId" from operators o cross join generate_series(1, 4) w
  where o."operatorType" <> 2 and (w = 1 or o."operatorName" ~ '国网|特来电|星星')) p)`

/** Insert the stations, piles and connectors of the districts' shares. */
export async function insertWorld(db: Db, now: Date): Promise<void> {
  const at = now.toISOString()
  // One row a station; `r` holds its rolls.
  await sql`insert into stations ("stationId", "stationName", "namePinyin", "nameInitials", "operatorId", "equipmentOwnerId",
      "areaCode", "areaCodeCountryside", "urbanRuralCode", "address", "stationLng", "stationLat", "stationTel", "serviceTel",
      "stationType", "stationStatus", "construction", "stationClassification", "parkNums", "businessHours", "electricityFee",
      "serviceFee", "parkFee", "payment", "supportOrder", "officialRunTime", "ratedPower", "capacity", "ruralFlag",
      "allowanceStatus", "equipmentCount", "connectorCount", "createTime")
    select s.id, d."name" || (array['国网','特来电','星星','公共'])[1 + s.n % 4] || s.n || '号充电站',
      d."namePinyin" || (array['guowang','teladian','xingxing','gonggong'])[1 + s.n % 4] || s.n || 'haochongdianzhan',
      d."nameInitials" || (array['gw','tld','xx','gg'])[1 + s.n % 4] || s.n || 'hcdz',
      s.op, s.op, d."code", d."code" || lpad((1 + s.n % 120)::text, 3, '0') || s.urc, s.urc,
      d."name" || '第' || (1 + s.n % 99) || '停车场', p."lng", p."lat",
      '0' || (10 + s.n % 890) || '-' || (23000000 + s.n % 6999999), (array['95598','4001-300-001','4008-289-289','4006-888-990'])[1 + s.n % 4],
      (array[1,1,1,1,1,1,100,102,103,104,105,106,255])[1 + s.n % 13],
      case when s.r1 < 0.01 then 1 when s.r1 < 0.02 then 5 when s.r1 < 0.04 then 6 else 50 end,
      (array[1,2,3,4,5,6,7,8,9,9,10,11,255])[1 + s.n % 13], 1, 4 + s.n % 57,
      (array['00:00-24:00','00:00-24:00','07:00-22:00','06:00-23:00'])[1 + s.n % 4],
      '尖1.2034元/度,峰1.0135元/度,平0.6528元/度,谷0.3317元/度',
      (array['0.40','0.50','0.60','0.80'])[1 + s.n % 4] || '元/度',
      (array['充电免停车费2小时','停车费5元/小时','免费停车','按停车场标准收费'])[1 + s.n % 4],
      (array['微信,支付宝','微信,支付宝,APP','APP,刷卡'])[1 + s.n % 3], case when s.n % 10 < 3 then 1 else 0 end,
      to_char((${at}::timestamptz - make_interval(days => 400 + s.n % 2000)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      0, 0, case when s.urc >= 200 and s.n % 3 = 0 then 1 else 0 end,
      (array[0,0,0,1,2,3,4,4,5])[1 + s.n % 9], 2 + floor(s.r2 * 7)::int, 0,
      to_char((${at}::timestamptz - make_interval(days => 410 + s.n % 2000)) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from (
      select d."code", n, d."code" || lpad(n::text, 6, '0') as id, random() as r1, random() as r2,
        (${OPERATOR_PICKS})[1 + floor(random() * cardinality(${OPERATOR_PICKS}))::int] as op,
        (array[111,111,112,121,122,123,123,210,220,220])[1 + floor(random() * 10)::int] as urc
      from national_districts d cross join lateral generate_series(d."first", d."first" + d."stations" - 1) n
    ) s
    join national_districts d on d."code" = s."code"
    join national_points p on p."code" = s."code" and p."k" = s.n % d."points"`.execute(db)
  // Piles: 70 % DC; a closed or building station's piles do not charge.
  await sql`insert into equipment ("equipmentId", "stationId", "operatorId", "areaCode", "manufacturerId", "manufacturerName",
      "equipmentModel", "productionDate", "equipmentType", "power", "equipmentStatus", "nationalStandard", "equipmentLng",
      "equipmentLat", "connectorCount", "lastOrderTime", "createTime")
    select e.id, e."stationId", e."operatorId", e."areaCode", (array['MA01R8XN5','687651396','59237124X','MA3CP9V5L','MA5D4L0R9','MA07CW8T2'])[1 + e.k % 6],
      (array['国网智能科技股份有限公司','青岛特来电新能源科技有限公司','万帮数字能源股份有限公司','深圳市盛弘电气股份有限公司','许继电气股份有限公司','深圳英飞源技术有限公司'])[1 + e.k % 6],
      case when e.dc then 'DC' else 'AC' end || e.power || '-A' || (1 + e.k % 9), e."createTime",
      case when e.dc then 1 else 2 end, e.power,
      case when e."stationStatus" in (1, 5) then e."stationStatus" when e.r < 0.02 then 6 else 50 end,
      (array[2,2,3,4])[1 + e.k % 4], round((e."stationLng" + (e.r - 0.5) * 0.0016)::numeric, 6), round((e."stationLat" + (e.k % 7 - 3) * 0.0002)::numeric, 6),
      case when e.dc then (array[1,2,2,2,4])[1 + floor(e.r2 * 5)::int] else (array[1,1,2])[1 + floor(e.r2 * 3)::int] end,
      '', e."officialRunTime"
    from (
      select p.*, case when p.dc then (array[60,120,120,160,180,240,360])[1 + floor(p.r3 * 7)::int] else (array[7,7,11,21])[1 + floor(p.r3 * 4)::int] end as power
      from (
        select s."stationId" || lpad(k::text, 3, '0') as id, s."stationId", s."operatorId", s."areaCode", s."stationStatus",
          s."stationLng", s."stationLat", s."createTime", s."officialRunTime", k, random() as r, random() as r2, random() as r3,
          random() < 0.7 as dc
        from stations s cross join lateral generate_series(1, s."equipmentCount") k
        where s."stationId" in (select "stationId" from stations except select "stationId" from equipment)
      ) p
    ) e`.execute(db)
  const status = (name: keyof typeof CONNECTOR) => sql.lit(CONNECTOR[name])
  const park = (name: keyof typeof PARKING) => sql.lit(PARKING[name])
  // Connectors: 2–5 % faulted or offline, as the large seed's liveStatus (none charging: no session runs).
  await sql`insert into connectors ("connectorId", "equipmentId", "stationId", "operatorId", "areaCode", "connectorName",
      "connectorType", "voltageUpperLimits", "voltageLowerLimits", "current", "power", "parkNo", "nationalStandard", "auxPower",
      "status", "parkStatus", "lockStatus", "soc", "statusTime")
    select e."equipmentId" || lpad(g::text, 2, '0'), e."equipmentId", e."stationId", e."operatorId", e."areaCode",
      ltrim(right(e."equipmentId", 3), '0') || '号桩' || g || '号枪', case when dc then 4 else 2 + g % 2 end,
      case when dc then 750 else 250 end, case when dc then 200 else 220 end,
      case when dc then round(e."power" * 1000.0 / e."connectorCount" / 500) else round(e."power" * 1000.0 / 220) end,
      round(e."power"::numeric / e."connectorCount", 1), 'P' || lpad((g + 4 * (right(e."equipmentId", 3)::int - 1))::text, 3, '0'),
      2 + g % 3, case when dc then 1 + 2 * (g % 3 / 2) else 1 end,
      case when e."equipmentStatus" in (1, 5) then ${status('offline')} when r < 0.016 then ${status('fault')}
        when r < 0.028 then ${status('offline')} when r < 0.068 then ${status('occupied')}
        when r < 0.073 then ${status('reserved')} else ${status('idle')} end,
      case when e."equipmentStatus" in (1, 5) or r < 0.028 then ${park('unknown')} when r < 0.068 then ${park('occupied')}
        when r < 0.073 or r2 >= 0.1 then ${park('free')} else ${park('occupied')} end,
      0, null,
      to_char((${at}::timestamptz - make_interval(secs => floor(r * 3600))) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from (
      select e.*, e."equipmentType" <> 2 as dc, g, random() as r, random() as r2
      from equipment e cross join lateral generate_series(1, e."connectorCount") g
      where e."stationId" in (select "stationId" from stations except select "stationId" from connectors)
    ) e`.execute(db)
  // The stations' counts and kW from their piles.
  await sql`update stations s set "connectorCount" = e.connectors, "ratedPower" = e.power, "capacity" = round(e.power * 1.25)
    from (select "stationId", sum("connectorCount") as connectors, sum("power") as power from equipment group by "stationId") e
    where e."stationId" = s."stationId" and s."ratedPower" = 0`.execute(db)
}
