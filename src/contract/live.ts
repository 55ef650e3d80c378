/**
 * Live data (api.md: Live data; decisions: Live data): one Server-Sent Events stream per live
 * screen, `GET /<area>/<page>/stream`, a `snapshot` first (or the events missed since
 * `Last-Event-ID`, as a header or the `lastEventId` query), then the screen's events within the
 * caller's data scope. Not an envelope: `data` stands for the event stream. Framework-free.
 */
import { z } from 'zod'
import { type Call, defineCall } from './define'

/** The query of every stream: where to resume. */
export const streamQuery = z.strictObject({ lastEventId: z.string().regex(/^\d+$/).optional() })

const streamCall = (area: string, page: string, summary: string) =>
  defineCall({
    method: 'get',
    path: `/${area}/${page}/stream`,
    summary: `${summary}（实时推送，text/event-stream）`,
    query: streamQuery,
    data: z.unknown(),
  })

/** The stream of a live screen. */
export type StreamCall = ReturnType<typeof streamCall>

/** 充电状态监测: connector status by district. */
export const chargingStatusStream = streamCall('operating-services', 'charging-status', '充电状态监测')
/** 故障监测: alarms as they happen and as they are handled. */
export const troubleMonitorStream = streamCall('ops-services', 'trouble-monitor', '故障监测')

/** 充电设备运行: connector status counts and live power. */
export const chargingDevicesStream = streamCall('operating-services', 'charging-devices', '充电设备运行')
/** 换电站监测: swap stations with their slots. */
export const swapStationsStream = streamCall(
  'operating-services',
  'monitoring-power-exchange-stations',
  '换电站监测',
)
/** 实时数据: headline numbers, stations by district, operators' data access today. */
export const realTimeDataStream = streamCall('universal-services', 'real-time-data', '实时数据')

/**
 * 充电站档案's map view (issue 44): connector events only, its snapshot empty — the map reads the
 * stations' states (GET /live/station-states) on each snapshot and follows the events after.
 */
export const stationMapStream = streamCall(
  'archives-management',
  'station-archives-management',
  '充电站档案地图',
)

/** The live screens' streams by name: the one list, from which both tables below are derived. */
const STREAMS = {
  chargingStatusStream,
  troubleMonitorStream,
  chargingDevicesStream,
  swapStationsStream,
  realTimeDataStream,
  stationMapStream,
}

/** The streams by `<area>/<page>`, read from each path (the server registers a live screen's stream from here). */
export const LIVE_STREAMS: Readonly<Record<string, StreamCall>> = Object.fromEntries(
  Object.values(STREAMS).map((call) => [call.path.slice(1, -'/stream'.length), call]),
)

/**
 * What an `alarm` event of the work stream carries (issue 44 part 3): the new alarm's card, as
 * the notification shows it, sent only to the accounts the alarm asks (its to-dos' holders, who
 * all see it). Codes, not labels: the console labels them from src/core/domain.
 */
export const alarmNotice = z.object({
  id: z.number().int(),
  alarmLevel: z.number().int(),
  alarmType: z.number().int(),
  alarmCode: z.number().int(),
  alarmTime: z.string(),
  stationId: z.string(),
  stationName: z.string().nullable(),
  connectorId: z.string().nullable(),
})

/** An alarm's card in the work stream. */
export type AlarmNotice = z.infer<typeof alarmNotice>

/**
 * A console's work stream (issue 41 items 2 and 3): a `ready` event first, then a `work` event
 * (no data) whenever the caller's to-dos or notices changed — a step of someone else's gave or
 * closed one, a reminder came, another tab marked some read — so the badge, the menu's counts,
 * 消息 and the workbench read theirs again without a reload; and (issue 44 part 3) an `alarm`
 * event (data: alarmNotice) when a new alarm asks the caller to dispose of it, right after the
 * `work` event of its to-do.
 */
export const workStream = defineCall({
  method: 'get',
  path: '/workflow/work-stream',
  summary: '我的待办与消息变化提示、需我处置的新告警（实时推送，text/event-stream）',
  query: z.strictObject({}),
  data: z.unknown(),
})

/** Every call of the module, keyed for the contract (`live.<name>`). */
export const LIVE_CALLS: Readonly<Record<string, Call>> = {
  ...Object.fromEntries(Object.entries(STREAMS).map(([name, call]) => [`live.${name}`, call])),
  'live.workStream': workStream,
}
