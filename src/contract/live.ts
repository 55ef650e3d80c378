/**
 * Live data (api.md: Live data; decisions: Live data): one Server-Sent Events stream per live
 * screen, `GET /<area>/<page>/stream`, a `snapshot` first (or the events missed since
 * `Last-Event-ID`, as a header or the `lastEventId` query), then the screen's events within the
 * caller's data scope. Not an envelope: `data` stands for the event stream. Framework-free.
 */
import { z } from 'zod'
import { type Call, defineCall } from './define'
import * as events from './live-events'

export type { AlarmNotice } from './live-events'
export { alarmNotice } from './live-events'

/** The query of every stream: where to resume. */
export const streamQuery = z.strictObject({ lastEventId: z.string().regex(/^\d+$/).optional() })

/** A stream's events: each event name's `data`. */
export type StreamEvents = Readonly<Record<string, z.ZodType>>

/**
 * What a stream sends, as the OpenAPI document shows it: one of its events, discriminated by the
 * event's name (the SSE `event:` field; `data` is its JSON).
 */
function eventsOf(named: StreamEvents) {
  const [first, ...rest] = Object.entries(named).map(([event, data]) =>
    z.object({ event: z.literal(event), data }),
  )
  return z.discriminatedUnion('event', [first, ...rest])
}

/** A call that answers with an event stream: its events by name besides the call. */
function eventStream<P extends string, E extends StreamEvents, Q extends z.ZodType = typeof streamQuery>(
  path: P,
  summary: string,
  named: E,
  query: Q = streamQuery as z.ZodType as Q,
) {
  return {
    ...defineCall({
      method: 'get',
      path,
      summary: `${summary}（实时推送，text/event-stream）`,
      query,
      data: eventsOf(named),
    }),
    events: named,
  }
}

/** A live screen's stream: a `snapshot` first, then its events. */
const streamCall = <A extends string, P extends string, E extends StreamEvents>(
  area: A,
  page: P,
  summary: string,
  named: E,
) => eventStream(`/${area}/${page}/stream` as `/${A}/${P}/stream`, summary, named)

/** An event stream of the contract. */
export type EventStreamCall = ReturnType<typeof eventStream<string, StreamEvents, z.ZodType>>
/** The stream of a live screen (it resumes from `lastEventId`). */
export type StreamCall = ReturnType<typeof eventStream<string, StreamEvents, typeof streamQuery>>

/** 充电状态监测: connector status by district. */
export const chargingStatusStream = streamCall('operating-services', 'charging-status', '充电状态监测', {
  snapshot: events.chargingStatusSnapshot,
  connector: events.connectorEvent,
})
/** 故障监测: alarms as they happen and as they are handled. */
export const troubleMonitorStream = streamCall('ops-services', 'trouble-monitor', '故障监测', {
  snapshot: events.troubleMonitorSnapshot,
  alarm: events.alarmEvent,
})

/** 充电设备运行: connector status counts and live power. */
export const chargingDevicesStream = streamCall('operating-services', 'charging-devices', '充电设备运行', {
  snapshot: events.connectorSummary,
  connector: events.connectorEvent,
})
/** 换电站监测: swap stations with their slots. */
export const swapStationsStream = streamCall(
  'operating-services',
  'monitoring-power-exchange-stations',
  '换电站监测',
  { snapshot: events.swapStationsSnapshot, swap: events.swapEvent },
)
/** 实时数据: headline numbers, stations by district, operators' data access today. */
export const realTimeDataStream = streamCall('universal-services', 'real-time-data', '实时数据', {
  snapshot: events.realTimeDataSnapshot,
  connector: events.connectorEvent,
  access: events.accessEvent,
  swap: events.swapEvent,
})

/**
 * 充电站档案's map view (issue 44): connector events only, its snapshot empty — the map reads the
 * stations' states (GET /live/station-states) on each snapshot and follows the events after.
 */
export const stationMapStream = streamCall(
  'archives-management',
  'station-archives-management',
  '充电站档案地图',
  { snapshot: events.emptyEvent, connector: events.connectorEvent },
)

/** The live screens' streams by name: the one list, from which the tables below are derived. */
export const STREAMS = {
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
 * A console's work stream (issue 41 items 2 and 3): a `ready` event first, then a `work` event
 * (no data) whenever the caller's to-dos or notices changed — a step of someone else's gave or
 * closed one, a reminder came, another tab marked some read — so the badge, the menu's counts,
 * 消息 and the workbench read theirs again without a reload; and (issue 44 part 3) an `alarm`
 * event (data: alarmNotice) when a new alarm asks the caller to dispose of it, right after the
 * `work` event of its to-do.
 */
export const workStream = eventStream(
  '/workflow/work-stream',
  '我的待办与消息变化提示、需我处置的新告警',
  { ready: events.emptyEvent, work: events.emptyEvent, alarm: events.alarmNotice },
  z.strictObject({}),
)

/** Every call of the module, keyed for the contract (`live.<name>`). */
export const LIVE_CALLS: Readonly<Record<string, Call>> = {
  ...Object.fromEntries(Object.entries(STREAMS).map(([name, call]) => [`live.${name}`, call])),
  'live.workStream': workStream,
}

/** The live screens' streams by path (the console's useLiveStream types a stream's handlers by its path). */
export type StreamsByPath = {
  [K in keyof typeof STREAMS as (typeof STREAMS)[K]['path']]: (typeof STREAMS)[K]
}

/** The `data` of event `K` of a stream. */
export type EventData<C extends { events: StreamEvents }, K extends keyof C['events']> = z.output<
  C['events'][K]
>

/** A stream's handlers, by event name: each given its event's `data`. */
export type StreamHandlers<C extends { events: StreamEvents }> = {
  [K in keyof C['events']]?: (data: z.output<C['events'][K]>) => void
}
