// @vitest-environment jsdom
/**
 * The step panel's opinion box and its checks (issue 42 items 2 and 8), at the panel's level:
 * - the box is empty after every step taken and on every other record, however the panel is
 *   mounted (it was reset only by FlowPage's key, so an opinion typed for 受理 could be sent as the
 *   reason of the next record's 驳回);
 * - a step that requires an opinion (驳回) is refused without one before anything is asked.
 */
import './dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { describe, expect, it } from 'vitest'
import { stepsFrom } from '../../../src/core/domain/flows'
import { ENTERPRISE_FLOW } from '../../../src/core/domain/flows-universal'
import type { Application } from '../../../src/ui/flow/flowClient'
import { StepPanel } from '../../../src/ui/flow/StepPanel'
import { fakeData } from './fake-data'

const app = (applyId: string, status: string, version = 1) =>
  ({ applyId, status, version }) as unknown as Application
const steps = (status: string) => stepsFrom(ENTERPRISE_FLOW, { status }, () => true)

function Panel({ record, client }: { record: Application; client: ReturnType<typeof fakeData>['client'] }) {
  return (
    // Without motion: jsdom runs no CSS transition (an opening dialog would never finish opening).
    <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <StepPanel
        steps={steps(String(record.status))}
        app={record}
        client={client}
        resource="universal-services/enterprise-records"
        opinionLabel="审核意见"
        onDone={() => undefined}
      />
    </ConfigProvider>
  )
}

const opinionBox = () => screen.getByLabelText('审核意见') as HTMLTextAreaElement

describe('the step panel’s opinion box', () => {
  it('is empty after a step is taken and when the panel shows another record', async () => {
    const { client, calls } = fakeData([], {
      action: async <T,>(...args: unknown[]) => {
        calls.push({ method: 'action', args })
        return app('QY1', 'reviewing', 2) as T
      },
    })
    const view = render(<Panel record={app('QY1', 'pending')} client={client} />)
    fireEvent.change(opinionBox(), { target: { value: '已受理，材料齐全' } })
    fireEvent.click(screen.getByRole('button', { name: '受理' }))
    fireEvent.click(await screen.findByRole('button', { name: '确定' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'action')).toHaveLength(1))
    expect(calls[0].args).toEqual([
      'universal-services/enterprise-records',
      'QY1',
      'accept',
      { opinion: '已受理，材料齐全' },
    ])
    // The same panel, the record's next version (the parent need not remount it).
    view.rerender(<Panel record={app('QY1', 'reviewing', 2)} client={client} />)
    await waitFor(() => expect(opinionBox().value).toBe(''))
    // Another record in the same panel.
    fireEvent.change(opinionBox(), { target: { value: '材料不全' } })
    view.rerender(<Panel record={app('QY2', 'reviewing')} client={client} />)
    await waitFor(() => expect(opinionBox().value).toBe(''))
  })

  it('refuses 驳回 without an opinion before asking for confirmation', async () => {
    const { client, calls } = fakeData([])
    render(<Panel record={app('QY3', 'reviewing')} client={client} />)
    fireEvent.click(screen.getByRole('button', { name: '驳回' }))
    expect(await screen.findByText('请填写驳回意见')).toBeTruthy()
    expect(screen.queryAllByText('确定驳回吗？')).toHaveLength(0)
    expect(calls).toEqual([])
    // With an opinion the confirmation is asked, and shows the opinion.
    fireEvent.change(opinionBox(), { target: { value: '营业执照扫描件不清晰' } })
    fireEvent.click(screen.getByRole('button', { name: '驳回' }))
    expect((await screen.findAllByText('确定驳回吗？')).length).toBeGreaterThan(0)
    expect(screen.getByText('审核意见：营业执照扫描件不清晰')).toBeTruthy()
  })
})
