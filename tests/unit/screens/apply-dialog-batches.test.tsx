// @vitest-environment jsdom
/**
 * 新建补贴申请 offers only batches open for applications (issue 42, noticed on the walk: a batch
 * whose period had ended a year before was still 申报中): it asks for the 申报中 ones (which the
 * server counts as 已截止 once their 申报截止日期 has passed), offers none answered 已截止, and names
 * each batch's deadline.
 */
import '../ui/dom'
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { afterEach, describe, expect, it } from 'vitest'
import { ApplyDialog } from '../../../src/screens/supervise-services/ApplyDialog'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { ToastProvider } from '../../../src/ui/toasts'
import { fakeData } from '../ui/fake-data'

const batch = (id: number, batchName: string, status: number, applyDeadline: string) => ({
  id,
  batchName,
  type: 'construction',
  rateText: '300.00',
  periodStart: '2026-01-01',
  periodEnd: '2026-12-31',
  applyDeadline,
  status,
})

describe('新建补贴申请’s batches', () => {
  afterEach(cleanup)

  it('offers only the batches open for applications, each with its deadline', async () => {
    const { client, queries } = fakeData([
      batch(1, '2026年度充电基础设施建设补贴（第一批）', 1, '2027-03-31'),
      // Answered 已截止 (its deadline passed): never offered, whatever the query asked.
      batch(2, '2025年度充电基础设施建设补贴', 0, '2026-03-31'),
    ])
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastProvider>
          <DataClientProvider client={client}>
            <ApplyDialog onClose={() => undefined} onSaved={() => undefined} />
          </DataClientProvider>
        </ToastProvider>
      </ConfigProvider>,
    )
    await waitFor(() => expect(queries).toHaveLength(1))
    expect(queries[0]).toMatchObject({
      resource: 'supervise-services/batches',
      query: { filters: { status: 1 } },
    })
    const picker = () => document.querySelector<HTMLInputElement>('input[id$="batchId"]')
    await waitFor(() => expect(picker()).toBeTruthy())
    fireEvent.mouseDown(picker() as HTMLInputElement)
    const offered = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)
    await waitFor(() => expect(offered().length).toBeGreaterThan(0))
    expect(offered()).toEqual([
      '2026年度充电基础设施建设补贴（第一批）（建设补贴，300.00 元/kW，申报截止 2027-03-31）',
    ])
  })
})
