/**
 * Charging stations, their piles and connectors. Returns what the order generator needs in
 * memory (which connectors may charge, their power, the pile's dormant period).
 */
import { regionName } from '../../../../src/core/domain/regions'
import { pinyinOf } from '../../db/pinyin'
import { type BulkWriter, bulkWriter } from '../../db/seed/bulk'
import { daysFrom, type SeedContext } from '../../db/seed/context'
import { AREA_CENTRES, brandOf, near, pad, phone, stationName, urbanRuralCode } from '../../db/seed/names'
import { CONSTRUCTIONS, liveStatus, MANUFACTURERS, STATION_TYPES, weightedArea } from './charging-draws'
import { CONNECTOR_COLUMNS, EQUIPMENT_COLUMNS, ruralTagState, STATION_COLUMNS } from './charging-rows'
import { placeInArea, stationMaps } from './places'

/** A connector as the order generator sees it. */
export interface SeedConnector {
  connectorId: string
  equipment: number
  station: number
  power: number
  dc: boolean
}

/** A pile as the order generator sees it. */
export interface SeedPile {
  equipmentId: string
  /** No orders during the last `dormantDays` days (no-power-equipment); 0 for active piles. */
  dormantDays: number
  /** Piles under construction never charge. */
  charges: boolean
  /** ms of the last order's end, 0 when none. */
  lastEnd: number
}

export interface SeedStation {
  stationId: string
  operatorId: string
  areaCode: string
  stationName: string
  /** ms of its opening (officialRunTime): it has orders from then on. */
  openedMs: number
}

export interface ChargingWorld {
  stations: SeedStation[]
  piles: SeedPile[]
  connectors: SeedConnector[]
}

/** Seed stations, piles and connectors; returns the in-memory world for the orders. */
export async function seedCharging(
  ctx: SeedContext,
  stationCount: number,
  operators: { operatorId: string; operatorName: string }[],
): Promise<ChargingWorld> {
  const { db, rng, now } = ctx
  const stationWriter = bulkWriter(db, 'stations', STATION_COLUMNS)
  const equipmentWriter = bulkWriter(db, 'equipment', EQUIPMENT_COLUMNS)
  const connectorWriter = bulkWriter(db, 'connectors', CONNECTOR_COLUMNS)
  const world: ChargingWorld = { stations: [], piles: [], connectors: [] }
  // The big operators own most stations.
  const weighted = operators.flatMap((operator, index) =>
    Array.from({ length: index < 3 ? 4 : 1 }, () => operator),
  )
  for (let index = 0; index < stationCount; index += 1) {
    await seedStation(
      ctx,
      index,
      rng.pick(weighted),
      world,
      [stationWriter, equipmentWriter, connectorWriter],
      now,
    )
  }
  await stationWriter.flush()
  await equipmentWriter.flush()
  await connectorWriter.flush()
  return world
}

async function seedStation(
  ctx: SeedContext,
  index: number,
  operator: { operatorId: string; operatorName: string },
  world: ChargingWorld,
  [stations, equipment, connectors]: BulkWriter[],
  now: Date,
): Promise<void> {
  const { rng } = ctx
  const areaCode = weightedArea(rng.next())
  const district = regionName(areaCode)
  const stationId = `${areaCode}${pad(index + 1, 6)}`
  const name = stationName(rng, district, brandOf(operator.operatorName), index)
  const centre = AREA_CENTRES[areaCode] ?? [117.2, 39.12]
  const spread = areaCode.startsWith('12') ? 0.12 : 0.25
  // Inside the district on every map drawn of it (places.ts).
  const [lng, lat] = placeInArea(
    await stationMaps(),
    areaCode,
    near(rng, centre, spread),
    centre,
    spread,
    stationId,
  )
  const statusRoll = rng.next()
  const stationStatus = statusRoll < 0.01 ? 1 : statusRoll < 0.02 ? 5 : statusRoll < 0.04 ? 6 : 50
  const runDaysAgo = rng.int(60, 2400)
  const pileCount = rng.int(2, 10)
  let ratedPower = 0
  let connectorCount = 0
  for (let pile = 0; pile < pileCount; pile += 1) {
    const dc = rng.chance(0.7)
    const power = dc ? rng.pick([60, 120, 120, 160, 180, 240, 360]) : rng.pick([7, 7, 11, 21])
    const guns = dc ? rng.pick([1, 2, 2, 2, 4]) : rng.pick([1, 1, 2])
    const equipmentId = `${stationId}${pad(pile + 1, 3)}`
    const pileStatus = stationStatus === 1 ? 1 : stationStatus === 5 ? 5 : rng.chance(0.02) ? 6 : 50
    const charges = pileStatus !== 1 && pileStatus !== 5
    const [manufacturerId, manufacturerName] = rng.pick(MANUFACTURERS)
    const [elng, elat] = near(rng, [lng, lat], 0.0008)
    const equipmentIndex = world.piles.length
    world.piles.push({
      equipmentId,
      dormantDays: charges && rng.chance(0.05) ? rng.int(8, 120) : 0,
      charges,
      lastEnd: 0,
    })
    ratedPower += power
    connectorCount += guns
    await equipment.push([
      equipmentId,
      stationId,
      operator.operatorId,
      areaCode,
      manufacturerId,
      manufacturerName,
      `${dc ? 'DC' : 'AC'}${power}-${rng.pick(['A', 'B', 'S'])}${rng.int(1, 9)}`,
      daysFrom(now, -runDaysAgo - rng.int(30, 200)),
      dc ? (rng.chance(0.05) ? 3 : 1) : 2,
      power,
      pileStatus,
      rng.pick([2, 2, 3, 4]),
      elng,
      elat,
      guns,
      '',
      daysFrom(now, -runDaysAgo),
    ])
    for (let gun = 0; gun < guns; gun += 1) {
      const live = liveStatus(ctx, charges)
      const connectorId = `${equipmentId}${pad(gun + 1, 2)}`
      world.connectors.push({
        connectorId,
        equipment: equipmentIndex,
        station: world.stations.length,
        power: power / guns,
        dc,
      })
      await connectors.push([
        connectorId,
        equipmentId,
        stationId,
        operator.operatorId,
        areaCode,
        `${pile + 1}号桩${gun + 1}号枪`,
        dc ? 4 : rng.pick([2, 3]),
        dc ? 750 : 250,
        dc ? 200 : 220,
        dc ? Math.round(((power / guns) * 1000) / 500) : Math.round((power * 1000) / 220),
        Number((power / guns).toFixed(1)),
        `P${pad(pile * 4 + gun + 1, 3)}`,
        rng.pick([2, 3, 4]),
        dc ? rng.pick([1, 1, 3]) : 1,
        live.status,
        live.parkStatus,
        live.parkStatus === 50 ? 1 : 0,
        live.soc,
        daysFrom(now, -rng.next() / 24),
      ])
    }
  }
  const code = urbanRuralCode(rng, areaCode)
  const rural = code >= 200
  const tag = ruralTagState(ctx, rural, now)
  const names = pinyinOf(name)
  await stations.push([
    stationId,
    name,
    names.namePinyin,
    names.nameInitials,
    operator.operatorId,
    operator.operatorId,
    areaCode,
    `${areaCode}${pad(rng.int(1, 120), 3)}${code}`,
    code,
    `${regionName(`${areaCode.slice(0, 2)}0000`)}${name.replace(/(\d+号)?(公共充电站|超级充电站|充电站|快充站|充电场站|停车场充电站)$/, '')}停车场`,
    lng,
    lat,
    phone(rng, areaCode),
    rng.pick(['95598', '4001-300-001', '4008-289-289', '4006-888-990']),
    rng.pick(STATION_TYPES),
    stationStatus,
    rng.pick(CONSTRUCTIONS),
    1,
    rng.int(4, 60),
    rng.pick(['00:00-24:00', '00:00-24:00', '07:00-22:00', '06:00-23:00']),
    '尖1.2034元/度,峰1.0135元/度,平0.6528元/度,谷0.3317元/度',
    `${rng.pick(['0.40', '0.50', '0.60', '0.80'])}元/度`,
    rng.pick(['充电免停车费2小时', '停车费5元/小时', '免费停车', '按停车场标准收费']),
    rng.pick(['微信,支付宝', '微信,支付宝,APP', 'APP,刷卡']),
    rng.chance(0.3) ? 1 : 0,
    daysFrom(now, -runDaysAgo),
    ratedPower,
    Math.round(ratedPower * 1.25),
    tag.ruralFlag,
    tag.action,
    tag.status,
    tag.reason,
    tag.applicant,
    tag.time,
    tag.reviewer,
    tag.reviewTime,
    tag.opinion,
    rng.pick([0, 0, 0, 1, 2, 3, 4, 4, 5]),
    pileCount,
    connectorCount,
    daysFrom(now, -runDaysAgo - 10),
  ])
  world.stations.push({
    stationId,
    operatorId: operator.operatorId,
    areaCode,
    stationName: name,
    openedMs: Date.parse(daysFrom(now, -runDaysAgo)),
  })
}
