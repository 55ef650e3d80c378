/**
 * 故障监测 in a shadow root with the element layer's providers, on a memory route, over a fake data
 * client whose list calls wait until the test answers them (tests/browser/trouble-monitor.test.ts),
 * a fake HTTP client that answers the map's call with no stations, and a fake live stream whose
 * events the test sends (`emit`).
 */
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { ListQuery } from '../../src/core/data'
import { ROUTES } from '../../src/core/domain/routes'
import { createHttpClient } from '../../src/core/http'
import TroubleMonitor from '../../src/screens/ops-services/trouble-monitor.screen'
import { DataClientProvider } from '../../src/ui/dataClient'
import { fakeData } from '../unit/ui/fake-data'
import { mountInShadow } from './list-harness'

/** A list call the screen made, and how the test answers it. */
export interface AskedList {
  filters: ListQuery['filters']
  answer(rows: Record<string, unknown>[], total: number): void
}

/** The list calls, in the order asked. */
export const asked: AskedList[] = []

/** An unconfirmed alarm of the list, by id. */
export const alarm = (id: number) => ({
  id,
  alarmTime: '2026-12-01T02:00:00.000Z',
  alarmLevel: 2,
  alarmType: 1,
  alarmCode: 17,
  alarmStatus: 1,
  recoveryTime: null,
  disposal: 'pending',
  stationId: `S${id}`,
  stationName: `测试站${id}`,
  equipmentId: `E${id}`,
  connectorId: `C${id}`,
  handler: null,
  result: null,
  confirmer: null,
  version: 1,
})

const ROUTE = ROUTES.find((route) => route.name === 'trouble-monitor')

/** The map's calls (GET …/open-stations), in the order asked. */
export const mapAsked: string[] = []

/** The live streams the screen opened (an EventSource in the test's hands). */
const streams: FakeEventSource[] = []

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2
  readyState = 1
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    super()
    streams.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
}

/** An event of the screen's open stream, as the server sends it. */
export function emit(name: string, data: unknown) {
  const open = streams.filter((stream) => stream.readyState !== FakeEventSource.CLOSED)
  for (const stream of open) stream.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }))
  return open.length
}

const fetchMap = (async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input)
  if (!url.includes('/ops-services/trouble-monitor/open-stations'))
    return Response.json({ code: 500, msg: 'fake: no such call' })
  mapAsked.push(url)
  return Response.json({ code: 200, msg: '', data: { rows: [] } })
}) as typeof fetch

/** Mount the screen at `/ops-services/trouble-monitor?<search>`. */
export function mountTroubleMonitor(search: string) {
  asked.length = 0
  mapAsked.length = 0
  streams.length = 0
  ;(window as unknown as { EventSource: unknown }).EventSource = FakeEventSource
  const { client } = fakeData([], {
    http: createHttpClient({ fetch: fetchMap }),
    list: <T,>(_resource: string, query: ListQuery) =>
      new Promise<{ list: T[]; total: number; pageNum: number; pageSize: number }>((resolve) => {
        asked.push({
          filters: query.filters,
          answer: (rows, total) =>
            resolve({ list: rows as T[], total, pageNum: query.pageNum, pageSize: query.pageSize }),
        })
      }),
  })
  const memory = memoryLocation({ path: `/ops-services/trouble-monitor?${search}` })
  return mountInShadow(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <DataClientProvider client={client}>
        <TroubleMonitor route={ROUTE as never} params={{}} actions={['view']} authMap={{}} />
      </DataClientProvider>
    </Router>,
  )
}
