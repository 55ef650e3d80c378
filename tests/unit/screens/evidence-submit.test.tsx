// @vitest-environment jsdom
/**
 * 上传评定材料's 提交材料 (src/screens/assessment/EvidenceDialog.tsx) says what the server would
 * refuse before asking for a confirmation (issue 42 items 7 and 8: an indicator without material
 * was confirmed as 提交后不能修改 and then refused): with one indicator bare, the missing one is
 * named and nothing is asked or sent; with every indicator covered, the confirmation is asked.
 */
import '../ui/dom'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../src/core/http'
import { evidenceDialog } from '../../../src/screens/assessment/EvidenceDialog'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { ToastProvider } from '../../../src/ui/toasts'
import { fakeData } from '../ui/fake-data'

const indicator = (id: number, name: string, files: number) => ({
  id,
  dimension: '安全管理',
  indicator: name,
  weight: 10,
  maxScore: 10,
  evidence: '材料',
  files: Array.from({ length: files }, (_, n) => ({ id: id * 10 + n, fileName: `${name}.pdf`, url: '/f' })),
  score: null,
  comment: null,
})

async function open(files: number) {
  const errors: string[] = []
  const counted = (api: MessageInstance): MessageInstance => ({
    ...api,
    error: ((content: unknown) => {
      errors.push(String(content))
      return undefined
    }) as unknown as MessageInstance['error'],
  })
  const posted: string[] = []
  const { client: data } = fakeData(
    [
      {
        id: 5,
        stationName: '和平区万达广场特来电充电站',
        deadline: '2027-01-02',
        indicators: [indicator(1, '消防设施配置', 1), indicator(2, '安全巡检制度', files)],
      },
    ],
    {
      http: createHttpClient({
        fetch: async (input) => {
          posted.push(String(input))
          return Response.json({ code: 200, msg: '操作成功', data: {} })
        },
      }),
    },
  )
  const Dialog = evidenceDialog('uploads')
  render(
    <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <ToastProvider wrap={counted}>
        <DataClientProvider client={data}>
          <Dialog record={{ id: 5 }} onClose={() => undefined} onSaved={() => undefined} />
        </DataClientProvider>
      </ToastProvider>
    </ConfigProvider>,
  )
  await screen.findByText('安全巡检制度')
  const submit = screen.getByRole('button', { name: '提交材料' })
  await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(submit)
  return { errors, posted }
}

describe('提交材料', () => {
  afterEach(cleanup)

  it('names the indicator without material and asks nothing', async () => {
    const { errors, posted } = await open(0)
    await waitFor(() => expect(errors).toEqual(['以下指标尚未上传材料：安全巡检制度']))
    expect(screen.queryByText('确定提交材料吗？')).toBeNull()
    expect(posted).toEqual([])
  })

  it('asks for the confirmation when every indicator has material', async () => {
    const { errors } = await open(1)
    expect((await screen.findAllByText('确定提交材料吗？')).length).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
})
