/**
 * The wall display's state (issue 44 part 2): bounded for days — the ticker never holds more
 * than its cap, however many alarms come — and the live state a connector event changes.
 */
import { describe, expect, it } from 'vitest'
import {
  connectorsByState,
  energyRanking,
  STAGE,
  stageScale,
  TICKER_CAP,
  type TickerAlarm,
  withAlarms,
} from '../../../src/screens/universal-services/bigscreen/wall'
import {
  type RealTimeState,
  withConnector,
} from '../../../src/screens/universal-services/dashboards/real-time-state'
import { withConnectorEvent } from '../../../src/ui/map/liveStations'

const alarm = (id: number, second: number): TickerAlarm => ({
  id,
  alarmTime: new Date(Date.UTC(2026, 11, 3) + second * 1000).toISOString(),
  alarmLevel: 1 + (id % 3),
  alarmCode: 1,
  stationId: `S${id}`,
})

const station = (stationId: string, areaCode: string, counts: Partial<Record<string, number>> = {}) => ({
  stationId,
  stationName: stationId,
  areaCode,
  lng: 117.2,
  lat: 39.1,
  connectors: 4,
  charging: 0,
  fault: 0,
  offline: 0,
  ...counts,
})

describe('the wall display', () => {
  it('keeps the newest alarms first, each once, never more than the cap', () => {
    let ticker: TickerAlarm[] = []
    for (let id = 1; id <= 5000; id += 1) ticker = withAlarms(ticker, [alarm(id, id)])
    expect(ticker).toHaveLength(TICKER_CAP)
    expect(ticker.map((row) => row.id)).toEqual(
      Array.from({ length: TICKER_CAP }, (_, index) => 5000 - index),
    )
    // The same alarm again (the list re-read after a reconnection) is not a second row.
    expect(withAlarms(ticker, [ticker[0]]).map((row) => row.id)).toEqual(ticker.map((row) => row.id))
    // An older alarm than every row shown stays out.
    expect(withAlarms(ticker, [alarm(1, 1)])).toEqual(ticker)
    expect(withAlarms([], [alarm(1, 1), alarm(2, 2)], 1).map((row) => row.id)).toEqual([2])
  })

  it('counts connectors by live state and ranks districts by today’s energy', () => {
    const stations = [
      station('A', '120101', { charging: 2, fault: 1 }),
      station('B', '120102', { offline: 4 }),
    ]
    expect(connectorsByState(stations)).toEqual({ charging: 2, fault: 1, offline: 4, idle: 1 })
    const rows = energyRanking(
      [
        { areaCode: '120101', stations: 1, swapStations: 0, ordersToday: 3, energyToday: 40 },
        { areaCode: '120102', stations: 1, swapStations: 0, ordersToday: 9, energyToday: 120.5 },
        { areaCode: '120103', stations: 1, swapStations: 0, ordersToday: 0, energyToday: 0 },
      ],
      new Map([['120102', '河东区']]),
      2,
    )
    expect(rows.map((row) => [row.name, row.energyToday])).toEqual([
      ['河东区', 120.5],
      ['120101', 40],
    ])
  })

  it('follows a connector event: totals and its district’s energy (the points follow apart)', () => {
    const state: RealTimeState = {
      totals: {
        stations: 2,
        swapStations: 0,
        piles: 2,
        connectors: 8,
        charging: 1,
        livePower: 30,
        ordersToday: 5,
        energyToday: 100,
      },
      districts: [{ areaCode: '120101', stations: 2, swapStations: 0, ordersToday: 5, energyToday: 100 }],
    }
    const next = withConnector(state, {
      areaCode: '120101',
      previous: 3,
      status: 1,
      power: 0,
      previousPower: 30,
      endedEnergy: 12.34,
    })
    expect(next.totals).toMatchObject({ charging: 0, livePower: 0, ordersToday: 6, energyToday: 112.34 })
    expect(
      withConnectorEvent([station('A', '120101', { charging: 1 })], {
        stationId: 'A',
        previous: 3,
        status: 1,
      })[0].charging,
    ).toBe(0)
    expect(next.districts[0]).toMatchObject({ ordersToday: 6, energyToday: 112.34 })
  })

  it('fits the 16:9 stage whole into any viewport', () => {
    expect(stageScale(STAGE.width, STAGE.height)).toBe(1)
    expect(stageScale(3840, 2160)).toBe(2)
    expect(stageScale(1440, 900)).toBe(0.75)
  })
})
