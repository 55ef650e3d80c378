/**
 * What the live streams send (issue 39): each event's `data` as a schema, the one source of the
 * server's emitters (push/hub.ts types what it publishes by these; a test server checks every
 * event it sends against them) and of the console's stream readers (types only). Codes, not
 * labels: the console labels them from src/core/domain. Framework-free.
 */
import { z } from 'zod'

const int = z.number().int()

/** A connector's change (bus topic and event `connector`): its previous status and power, the new ones. */
export const connectorEvent = z.object({
  connectorId: z.string(),
  stationId: z.string(),
  /** The connector's district. */
  areaCode: z.string(),
  operatorId: z.string(),
  equipmentId: z.string(),
  previous: int,
  previousPower: z.number(),
  status: int,
  power: z.number(),
  soc: z.number().nullable(),
  /** kWh of a session that ended with this change (its order was recorded). */
  endedEnergy: z.number().nullable(),
  time: z.string(),
})

/** A swap station's slot (BATTERY_SLOT_STATE). */
const swapSlot = z.object({
  slotNo: int,
  state: z.string(),
  batteryCode: z.string().nullable(),
  soc: z.number().nullable(),
})

/** A swap station's slots by state. */
const slotCounts = z.object({ full: int, charging: int, empty: int, fault: int })

/** A swap station's slots moved on (event `swap`): its slots, their counts and its queue. */
export const swapEvent = z.object({
  stationId: z.string(),
  slots: z.array(swapSlot),
  counts: slotCounts,
  queueLength: int,
  swapped: z.boolean(),
  time: z.string(),
})

/** An operator pushed messages (event `access`): its figures of today. */
export const accessEvent = z.object({
  operatorId: z.string(),
  messagesToday: int,
  failuresToday: int,
  lastPushTime: z.string(),
})

/** An alarm as the alarms table keeps it, with its code's label. */
export const alarmRow = z.object({
  id: int,
  stationId: z.string(),
  equipmentId: z.string(),
  connectorId: z.string().nullable(),
  operatorId: z.string(),
  areaCode: z.string(),
  alarmType: int,
  alarmLevel: int,
  alarmCode: int,
  alarmStatus: int,
  alarmTime: z.string(),
  recoveryTime: z.string().nullable(),
  disposal: z.string(),
  handler: z.string().nullable(),
  result: z.string().nullable(),
  disposeTime: z.string().nullable(),
  confirmer: z.string().nullable(),
  confirmTime: z.string().nullable(),
  version: int,
  alarmCodeLabel: z.string().optional(),
})

/** An alarm raised, recovered or disposed of (event `alarm` of 故障监测). */
export const alarmEvent = z.object({
  change: z.enum(['raised', 'recovered', 'disposed']),
  alarm: alarmRow,
})

/**
 * What an `alarm` event of the work stream carries (issue 44 part 3): the new alarm's card, as
 * the notification shows it, sent only to the accounts the alarm asks (its to-dos' holders, who
 * all see it).
 */
export const alarmNotice = z.object({
  id: int,
  alarmLevel: int,
  alarmType: int,
  alarmCode: int,
  alarmTime: z.string(),
  stationId: z.string(),
  stationName: z.string().nullable(),
  connectorId: z.string().nullable(),
})

/** An event with nothing to say but its name (`ready`, `work`, the station map's snapshot). */
export const emptyEvent = z.strictObject({})

/** 充电状态监测's snapshot: connectors and rated power by district and status. */
export const chargingStatusSnapshot = z.object({
  rows: z.array(z.object({ areaCode: z.string(), status: int, count: int, power: z.number() })),
})

/** Connectors by live status and the power drawn now (充电设备运行's snapshot, part of 实时数据's). */
export const connectorSummary = z.object({
  byStatus: z.array(z.object({ status: int, count: int })),
  livePower: z.number(),
})

/** 换电站监测's snapshot: the swap stations with their slots. */
export const swapStationsSnapshot = z.object({
  stations: z.array(
    z.object({
      stationId: z.string(),
      stationName: z.string(),
      operatorId: z.string(),
      operatorName: z.string().nullable(),
      areaCode: z.string(),
      address: z.string(),
      onlineStatus: int,
      stationStatus: int,
      positionNum: int,
      fullCount: int,
      chargingCount: int,
      emptyCount: int,
      faultCount: int,
      queueLength: int,
      counts: slotCounts,
      slots: z.array(swapSlot),
    }),
  ),
})

/** A swap station as a map point, with its slots by state. */
const swapStationPoint = z.object({
  stationId: z.string(),
  stationName: z.string(),
  areaCode: z.string(),
  lng: z.number(),
  lat: z.number(),
  online: z.boolean(),
  ...slotCounts.shape,
  queueLength: int,
})

/** 实时数据's snapshot: headline numbers, districts, swap stations as map points, operators' access today. */
export const realTimeDataSnapshot = z.object({
  day: z.string(),
  totals: z.object({
    stations: int,
    swapStations: int,
    piles: int,
    connectors: int,
    charging: int,
    livePower: z.number(),
    ordersToday: int,
    energyToday: z.number(),
  }),
  districts: z.array(
    z.object({
      areaCode: z.string(),
      stations: int,
      swapStations: int,
      ordersToday: int,
      energyToday: z.number(),
    }),
  ),
  swapStations: z.array(swapStationPoint),
  operators: z.array(
    z.object({
      operatorId: z.string(),
      operatorName: z.string(),
      accessStatus: int,
      lastPushTime: z.string().nullable(),
      messagesPerDay: z.number(),
      messagesToday: int,
      failuresToday: int,
    }),
  ),
})

/** 故障监测's snapshot: the open alarms within the scope. */
export const troubleMonitorSnapshot = z.object({ open: int })

/** A connector event as the console reads it. */
export type ConnectorEvent = z.output<typeof connectorEvent>
/** A swap event as the console reads it. */
export type SwapEvent = z.output<typeof swapEvent>
/** An alarm event of 故障监测 as the console reads it. */
export type AlarmEvent = z.output<typeof alarmEvent>
/** An alarm's card in the work stream. */
export type AlarmNotice = z.output<typeof alarmNotice>
