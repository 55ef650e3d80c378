// @vitest-environment jsdom
// The list screen's export jobs and time-series window (list-screen.test.tsx has the rest).
import './dom'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeData } from './fake-data'
import { ALL, DEFINITION, mount, ROWS } from './list-screen-fixtures'

beforeEach(() => localStorage.clear())

describe('export', () => {
  it('starts a job with the current filters, shows its progress, then a plain download link', async () => {
    const statuses = [
      { status: 'running' as const, rows: 5, total: 23, url: null, fileName: 'a.xlsx', error: null },
      {
        status: 'done' as const,
        rows: 23,
        total: 23,
        url: '/exports/7/file',
        fileName: 'a.xlsx',
        error: null,
      },
    ]
    const exportStatus = vi.fn(async () => statuses.shift() ?? statuses[0])
    const { client, calls, queries } = fakeData(ROWS, { exportStatus })
    mount(DEFINITION, client, ALL)
    await screen.findByText('ST0001')
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '特来电' } })
    fireEvent.click(screen.getByText('查 询'))
    await waitFor(() => expect(queries.map((q) => q.query.keyword)).toContain('特来电'))
    fireEvent.click(screen.getByText('导出'))
    expect(await screen.findByText('已导出 5 / 23 条')).toBeTruthy()
    const link = await screen.findByText('下载文件')
    expect(link.getAttribute('href')).toBe('/api/exports/7/file')
    expect(calls.find((call) => call.method === 'startExport')?.args.slice(0, 2)).toEqual([
      'archives-management/stations',
      { filters: {}, sort: null, keyword: '特来电' },
    ])
  })

  it("shows the server's reason when the job fails (the answer's error)", async () => {
    const failed = { status: 'failed' as const, rows: 0, total: 23, url: null, fileName: 'a.xlsx' }
    const exportStatus = vi.fn(async () => ({ ...failed, error: '服务重启，导出已中断' }))
    const { client } = fakeData(ROWS, { exportStatus })
    mount(DEFINITION, client, ALL)
    await screen.findByText('ST0001')
    fireEvent.click(screen.getByText('导出'))
    expect(await screen.findByText('服务重启，导出已中断')).toBeTruthy()
  })
})

describe('time-series list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T10:00:00+08:00'))
  })
  afterEach(() => vi.useRealTimers())

  it('asks for the last 30 days by default and keeps the window after 重置', async () => {
    const { client, queries } = fakeData(ROWS)
    mount({ ...DEFINITION, timeWindow: { key: 'startTime', label: '充电时间' } }, client, ALL)
    await screen.findByText('ST0001')
    expect(queries[0].query.filters).toEqual({
      startTimeFrom: '2026-10-24 00:00:00',
      startTimeTo: '2026-11-22 23:59:59',
    })
    fireEvent.click(screen.getByText('重 置'))
    await waitFor(() => expect(queries.length).toBeGreaterThan(1))
    expect(queries.at(-1)?.query.filters).toEqual(queries[0].query.filters)
  })
})
