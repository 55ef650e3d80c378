/**
 * Swap stations with their battery slots, swap vehicles, batteries and swap orders, simulated
 * in time order so each battery's location and cycle count follow from its swap history: the
 * battery taken out of the vehicle stays in the station, the one put in leaves with the vehicle.
 */
import { regionName } from '../../../../src/core/domain/regions'
import { bulkWriter } from '../../db/seed/bulk'
import { ORDER_DAYS, type SeedContext } from '../../db/seed/context'
import { AREA_CENTRES, batteryCode, brandOf, pad } from '../../db/seed/names'
import { plate, vin } from '../../db/seed/vehicles'
import {
  BATTERY_MODELS,
  type Battery,
  MODELS,
  type SwapStation,
  type SwapVehicle,
  writeSwapWorld,
} from './swap-world'

const FLEETS = [
  '天津出租汽车集团',
  '滴滴出行',
  '曹操出行',
  '首汽约车',
  'T3出行',
  '个人用户',
  '个人用户',
  '个人用户',
]
export interface SwapScale {
  stations: number
  vehicles: number
  orders: number
}

/** Seed the swap world. */
export async function seedSwap(
  ctx: SeedContext,
  scale: SwapScale,
  operators: { operatorId: string; operatorName: string }[],
): Promise<void> {
  const { db, rng, now } = ctx
  const codes = Object.keys(AREA_CENTRES)
  const tianjin = codes.filter((code) => code.startsWith('12'))
  const elsewhere = codes.filter((code) => !code.startsWith('12'))
  const stations: SwapStation[] = Array.from({ length: scale.stations }, (_, index) => {
    const operator = operators[index % operators.length]
    // Mostly in Tianjin, every sixth elsewhere: a city user's scope is always a part of the whole.
    const areaCode = rng.pick(index % 6 === 5 && elsewhere.length > 0 ? elsewhere : tianjin)
    const name = `${regionName(areaCode)}${rng.pick(['红旗路', '卫津路', '津塘路', '友谊路', '复康路', '中环线', '外环线', '开发区'])}${brandOf(operator.operatorName)}换电站${index % 5 === 0 ? `${(index % 9) + 1}号` : ''}`
    return {
      stationId: `HD${areaCode}${pad(index + 1, 5)}`,
      operator,
      areaCode,
      name,
      positionNum: rng.int(10, 20),
      pool: [] as number[],
    }
  })
  const batteries: Battery[] = []
  const newBattery = (station: number | null, vehicle: number | null): number => {
    const model = rng.pick(BATTERY_MODELS)
    batteries.push({
      code: batteryCode(rng, batteries.length + 1, now.getUTCFullYear() - rng.int(0, 3)),
      model,
      soh: rng.int(86, 100),
      cycles: rng.int(20, 400),
      station,
      vehicle,
      soc: rng.int(90, 100),
    })
    return batteries.length - 1
  }
  stations.forEach((station, index) => {
    const stocked = station.positionNum - rng.int(1, 3)
    for (let slot = 0; slot < stocked; slot += 1) station.pool.push(newBattery(index, null))
  })
  const vehicles: SwapVehicle[] = Array.from({ length: scale.vehicles }, (_, index) => {
    const station = rng.int(0, stations.length - 1)
    return {
      plate: plate(rng),
      vin: vin(rng),
      fleet: rng.pick(FLEETS),
      operator: stations[station].operator.operatorId,
      battery: newBattery(null, index),
      // By index, not drawn: the seed's other draws (and so its data) stay as they were.
      model: MODELS.default[index % MODELS.default.length],
    }
  })
  for (const battery of batteries) if (battery.vehicle !== null) battery.soc = rng.int(10, 80)
  const byOperator = new Map<string, number[]>()
  stations.forEach((station, index) => {
    byOperator.set(station.operator.operatorId, [
      ...(byOperator.get(station.operator.operatorId) ?? []),
      index,
    ])
  })

  const writer = bulkWriter(db, 'swap_orders', [
    'orderNo',
    'stationId',
    'operatorId',
    'areaCode',
    'vin',
    'licensePlate',
    'fleet',
    'outBatteryCode',
    'outSoc',
    'outSoh',
    'inBatteryCode',
    'inSoc',
    'inSoh',
    'startTime',
    'endTime',
    'duration',
    'bay',
    'energy',
    'fee',
    'result',
    'vehicleModel',
  ])
  const nowMs = now.getTime()
  const span = ORDER_DAYS * 86_400_000
  const times = Array.from(
    { length: scale.orders },
    () => nowMs - 600_000 - Math.floor(rng.next() * span),
  ).sort((a, b) => a - b)
  for (const [index, start] of times.entries()) {
    const vehicleIndex = rng.int(0, vehicles.length - 1)
    const vehicle = vehicles[vehicleIndex]
    const choices = byOperator.get(vehicle.operator) ?? [0]
    const stationIndex = rng.pick(choices)
    const station = stations[stationIndex]
    if (!station.pool.length) continue
    const poolAt = rng.int(0, station.pool.length - 1)
    const out = batteries[vehicle.battery]
    const into = batteries[station.pool[poolAt]]
    const failed = rng.chance(0.015)
    const duration = failed ? rng.int(60, 200) : rng.int(90, 320)
    const outSoc = rng.int(5, 40)
    const energy = Number(((into.model[1] * (into.soc - outSoc)) / 100).toFixed(2))
    await writer.push([
      `SW${station.stationId.slice(2)}${String(index).padStart(7, '0')}`,
      station.stationId,
      station.operator.operatorId,
      station.areaCode,
      vehicle.vin,
      vehicle.plate,
      vehicle.fleet,
      out.code,
      outSoc,
      out.soh,
      into.code,
      into.soc,
      into.soh,
      new Date(start).toISOString(),
      new Date(start + duration * 1000).toISOString(),
      duration,
      rng.int(1, 2),
      failed ? 0 : energy,
      failed ? 0 : Number((energy * 1.68 + 5).toFixed(2)),
      failed ? 1 : 0,
      vehicle.model,
    ])
    if (failed) continue
    // The vehicle's battery stays in the station to recharge; the station's leaves with the vehicle.
    const outIndex = vehicle.battery
    vehicle.battery = station.pool[poolAt]
    station.pool[poolAt] = outIndex
    out.station = stationIndex
    out.vehicle = null
    out.soc = rng.int(40, 100)
    out.cycles += 1
    into.station = null
    into.vehicle = vehicleIndex
    into.cycles += 1
  }
  await writer.flush()
  await writeSwapWorld(ctx, stations, vehicles, batteries)
}
