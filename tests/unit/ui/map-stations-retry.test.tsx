// @vitest-environment jsdom
/**
 * A map's stations are read on its stream's snapshot (src/ui/map/useMapStations.ts). A read that
 * failed, or that was under way when keep-alive hid the screen, left the map empty until the
 * stream's next snapshot — which a resumed stream never sends (maps-live e2e on a busy machine:
 * the operator's 实时数据 map stayed a skeleton). Now a failed read is tried again, and a read
 * owed is made when the screen is shown again.
 */
import './dom'
import { act, render } from '@testing-library/react'
import { Activity, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDataClient } from '../../../src/core/data'
import { createHttpClient } from '../../../src/core/http'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { MAP_RETRY_MS, useMapStations } from '../../../src/ui/map/useMapStations'
import { envelope, fakeFetch } from '../core/http-fake-fetch'

const PLACES = { rows: [['S1', '一号站', '120101', 117.2, 39.1]] }
const STATES = { rows: [['S1', 4, 1, 0, 0]] }

let shown: ReturnType<typeof useMapStations> | undefined
function Probe() {
  shown = useMapStations()
  return null
}

/** The console's data client over `answer`, the probe inside an Activity of `mode`. */
function mount(answer: (url: string) => Response | Promise<Response>) {
  const { fetch, seen } = fakeFetch((request) => answer(request.url))
  const data = createDataClient(createHttpClient({ fetch, dedupeMs: 0 }))
  const tree = (mode: 'visible' | 'hidden'): ReactNode => (
    <DataClientProvider client={data}>
      <Activity mode={mode}>
        <Probe />
      </Activity>
    </DataClientProvider>
  )
  const view = render(tree('visible'))
  return { seen, show: (mode: 'visible' | 'hidden') => view.rerender(tree(mode)) }
}

const placesAsked = (seen: { url: string }[]) => seen.filter((r) => r.url.includes('station-places')).length

describe('a map’s stations', () => {
  afterEach(() => {
    vi.useRealTimers()
    shown = undefined
  })

  it('are read again after a read that failed, without waiting for another snapshot', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let fail = true
    const { seen } = mount((url) =>
      fail ? envelope(500, '服务异常') : envelope(200, '', url.includes('places') ? PLACES : STATES),
    )
    await act(async () => shown?.reload())
    expect(shown?.loaded).toBe(false)
    fail = false
    await act(() => vi.advanceTimersByTimeAsync(MAP_RETRY_MS))
    expect(shown?.loaded).toBe(true)
    expect(shown?.stations.map((station) => station.charging)).toEqual([1])
    expect(placesAsked(seen)).toBe(2)
  })

  it('are read when shown again if the read under way was dropped by hiding the screen', async () => {
    const held: (() => void)[] = []
    const { seen, show } = mount(
      (url) =>
        new Promise((resolve) =>
          held.push(() => resolve(envelope(200, '', url.includes('places') ? PLACES : STATES))),
        ),
    )
    await act(async () => shown?.reload())
    expect(held).toHaveLength(2)
    // Keep-alive hides the screen while its read is under way; the answer then comes.
    await act(async () => show('hidden'))
    await act(async () => {
      for (const answer of held.splice(0)) answer()
    })
    expect(shown?.loaded).toBe(false)
    // Shown again (its stream resumes without a snapshot): the read is made.
    await act(async () => show('visible'))
    expect(placesAsked(seen)).toBe(2)
    await act(async () => {
      for (const answer of held.splice(0)) answer()
    })
    expect(shown?.loaded).toBe(true)
  })
})
