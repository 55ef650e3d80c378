// @vitest-environment jsdom
/**
 * The station list's map (src/ui/map/useMapStations.ts, useLiveMapStations): its stations are
 * read on its stream's snapshot, and again when the list toolbar's 刷新 is pressed under it
 * (`reloads`). Before, 刷新 reloaded only the hidden table and the map kept its old stations.
 */
import './dom'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDataClient } from '../../../src/core/data'
import { createHttpClient } from '../../../src/core/http'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { useLiveMapStations } from '../../../src/ui/map/useMapStations'
import { envelope, fakeFetch } from '../core/http-fake-fetch'

const PLACES = { rows: [['S1', '一号站', '120101', 117.2, 39.1]] }
const STATES = { rows: [['S1', 4, 1, 0, 0]] }

/** The streams opened, each able to send a snapshot. */
const streams: FakeEventSource[] = []
class FakeEventSource {
  static CLOSED = 2
  readyState = 1
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  private listeners = new Map<string, (event: MessageEvent<string>) => void>()
  constructor(readonly url: string) {
    streams.push(this)
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener)
  }
  send(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }))
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
}

let shown: ReturnType<typeof useLiveMapStations> | undefined
function Probe({ reloads }: { reloads: number }) {
  shown = useLiveMapStations('/archives-management/station-archives-management/stream', {}, reloads)
  return null
}

describe('the station list’s map', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    streams.length = 0
    shown = undefined
  })

  it('reads its stations again when 刷新 is pressed under it', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    const { fetch, seen } = fakeFetch((request) =>
      envelope(200, '', request.url.includes('places') ? PLACES : STATES),
    )
    const data = createDataClient(createHttpClient({ fetch, dedupeMs: 0 }))
    const tree = (reloads: number) => (
      <DataClientProvider client={data}>
        <Probe reloads={reloads} />
      </DataClientProvider>
    )
    const view = render(tree(0))
    const placesAsked = () => seen.filter((request) => request.url.includes('station-places')).length
    expect(placesAsked()).toBe(0)
    await act(async () => streams[0].send('snapshot', {}))
    expect(shown?.loaded).toBe(true)
    expect(placesAsked()).toBe(1)
    // Drawn again with the same 刷新 count (a parent's render): no read.
    await act(async () => view.rerender(tree(0)))
    expect(placesAsked()).toBe(1)
    await act(async () => view.rerender(tree(1)))
    expect(placesAsked()).toBe(2)
  })
})
