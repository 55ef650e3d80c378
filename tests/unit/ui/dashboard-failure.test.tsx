// @vitest-environment jsdom
/**
 * A dashboard whose statistics call fails (issue 42 item 13, src/ui/dashboard/defineDashboard.tsx)
 * says so with 加载失败 and 重试, as a list does, instead of empty panels that read as "no data";
 * 重试 asks again and draws the figures.
 */
import './dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { statsCall } from '../../../src/contract/stats'
import { createDataClient } from '../../../src/core/data'
import { createHttpClient } from '../../../src/core/http'
import { defineDashboard } from '../../../src/ui/dashboard/defineDashboard'
import { DataClientProvider } from '../../../src/ui/dataClient'
import type { ScreenProps } from '../../../src/ui/screen'
import { envelope, fakeFetch } from '../core/http-fake-fetch'

const STATS = {
  from: '2026-10-27',
  to: '2026-11-25',
  granularity: 'day',
  totals: [{ key: 'stations', label: '充电站数量', value: 280, unit: '座' }],
  groups: {},
}

describe('a dashboard whose statistics call fails', () => {
  it('shows 加载失败 with 重试, and 重试 draws the figures', async () => {
    let fail = true
    const { fetch, seen } = fakeFetch(() => (fail ? envelope(500, '服务异常') : envelope(200, '', STATS)))
    const data = createDataClient(createHttpClient({ fetch }))
    const Screen = defineDashboard({
      call: statsCall('test', 'overall', '测试统计', z.object({}).partial()),
      period: false,
      area: false,
      operator: false,
      charts: [{ key: 'trend', title: '趋势', kind: 'line', group: 'trend', measures: [] }],
    })
    render(
      <DataClientProvider client={data}>
        <Screen {...({} as ScreenProps)} />
      </DataClientProvider>,
    )
    expect(await screen.findByText('加载失败')).toBeTruthy()
    expect(screen.queryByText('趋势')).toBeNull()
    fail = false
    fireEvent.click(await screen.findByRole('button', { name: '重 试' }))
    await waitFor(() => expect(screen.getByText('充电站数量')).toBeTruthy())
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(seen).toHaveLength(2)
  })
})
