/**
 * The swap world as its simulation (swap.ts) leaves it, written: each station with its slots (a
 * slot holds the battery left in its pool, or none) and each battery where its swap history left
 * it, in a station or in a vehicle, with its state of health worn by its cycles.
 */
import { regionName } from '../../../../src/core/domain/regions'
import { pinyinOf } from '../../db/pinyin'
import { bulkInsert } from '../../db/seed/bulk'
import { daysFrom, type SeedContext } from '../../db/seed/context'
import { AREA_CENTRES, near, phone } from '../../db/seed/names'
import { placeInArea, stationMaps } from './places'

export const MODELS: Record<string, string[]> = {
  default: ['EU5换电版', '逸动EV换电版', '帝豪EV换电版', '枫叶80V'],
}
/** Vehicles waiting at a swap station, station by station. */
const QUEUES = [0, 2, 0, 1, 3, 0, 1, 5, 0]
export const BATTERY_MODELS = [
  ['LFP-50kWh', 50, 350],
  ['LFP-60kWh', 60, 380],
  ['NCM-75kWh', 75, 400],
  ['NCM-100kWh', 100, 400],
] as const

export interface Battery {
  code: string
  model: (typeof BATTERY_MODELS)[number]
  soh: number
  cycles: number
  station: number | null
  vehicle: number | null
  soc: number
}

/** A swap station during the simulation: `pool` holds the indexes of the batteries in its slots. */
export interface SwapStation {
  stationId: string
  operator: { operatorId: string; operatorName: string }
  areaCode: string
  name: string
  positionNum: number
  pool: number[]
}

/** A swap vehicle during the simulation: `battery` is the index of the one it carries. */
export interface SwapVehicle {
  plate: string
  vin: string
  fleet: string
  operator: string
  battery: number
  model: string
}

/** Insert the stations, their slots and the batteries as the simulation left them. */
export async function writeSwapWorld(
  { db, rng, now }: SeedContext,
  stations: readonly SwapStation[],
  vehicles: readonly SwapVehicle[],
  batteries: readonly Battery[],
): Promise<void> {
  const slots: Record<string, string | number | null>[] = []
  const maps = await stationMaps()
  const stationRows = stations.map((station, index) => {
    const counts = { full: 0, charging: 0, empty: 0, fault: 0 }
    for (let slot = 0; slot < station.positionNum; slot += 1) {
      const batteryIndex = station.pool[slot]
      const battery = batteryIndex === undefined ? undefined : batteries[batteryIndex]
      const state = !battery ? 'empty' : rng.chance(0.04) ? 'fault' : battery.soc >= 95 ? 'full' : 'charging'
      counts[state] += 1
      slots.push({
        stationId: station.stationId,
        slotNo: slot + 1,
        state,
        batteryCode: battery?.code ?? null,
        soc: battery?.soc ?? null,
      })
    }
    const centre = AREA_CENTRES[station.areaCode]
    const [lng, lat] = placeInArea(
      maps,
      station.areaCode,
      near(rng, centre, 0.15),
      centre,
      0.15,
      station.stationId,
    )
    const names = pinyinOf(station.name)
    const runDays = rng.int(90, 1500)
    return {
      stationId: station.stationId,
      stationName: station.name,
      ...names,
      operatorId: station.operator.operatorId,
      areaCode: station.areaCode,
      address: `${regionName(`${station.areaCode.slice(0, 2)}0000`)}${station.name.replace(/换电站.*$/, '')}换电服务点`,
      stationLng: lng,
      stationLat: lat,
      stationTel: phone(rng, station.areaCode),
      stationStatus: index % 40 === 7 ? 6 : 50,
      generalApplicationType: rng.chance(0.3) ? 1 : 2,
      positionNum: station.positionNum,
      swapFee: `服务费${rng.pick(['0.80', '1.00', '1.20'])}元/度`,
      vehicleModels: MODELS.default.slice(0, rng.int(1, 4)).join('、'),
      onlineStatus: index % 25 === 3 ? 0 : 1,
      businessHours: rng.pick(['00:00-24:00', '06:00-23:00']),
      officialRunTime: daysFrom(now, -runDays),
      fullCount: counts.full,
      chargingCount: counts.charging,
      emptyCount: counts.empty,
      faultCount: counts.fault,
      // Vehicles waiting now: none at an offline station, a few at busy ones (not drawn, see above).
      queueLength: index % 25 === 3 ? 0 : QUEUES[index % QUEUES.length],
      createTime: daysFrom(now, -runDays - 20),
    }
  })
  await bulkInsert(db, 'swap_stations', stationRows)
  await bulkInsert(db, 'swap_station_slots', slots)
  await bulkInsert(
    db,
    'batteries',
    batteries.map((battery) => {
      const station = battery.station === null ? null : stations[battery.station]
      const vehicle = battery.vehicle === null ? null : vehicles[battery.vehicle]
      const owner = station?.operator.operatorId ?? vehicle?.operator ?? stations[0].operator.operatorId
      const areaCode =
        station?.areaCode ?? stations.find((item) => item.operator.operatorId === owner)?.areaCode ?? '120100'
      const soh = Math.max(70, battery.soh - Math.floor(battery.cycles / 150))
      return {
        batteryCode: battery.code,
        bmsCode: `BMS${battery.code.slice(-12)}`,
        model: battery.model[0],
        operatorId: owner,
        areaCode,
        ratedCapacity: battery.model[1],
        ratedVoltage: battery.model[2],
        soh,
        assessment: soh >= 92 ? 'excellent' : soh >= 85 ? 'good' : 'fair',
        cycleCount: battery.cycles,
        locationType: station ? 'station' : 'vehicle',
        locationStationId: station?.stationId ?? null,
        locationVin: vehicle?.vin ?? null,
        productionDate: daysFrom(now, -rng.int(200, 1400)),
      }
    }),
  )
}
