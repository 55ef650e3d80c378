// @vitest-environment jsdom
/**
 * 审核填报 (src/screens/data-input/ReportDialog.tsx) says its result once (issue 42 item 8: 通过
 * said 已通过 and then the list's 操作成功): the dialog toasts nothing itself and hands its words
 * to the list (`onSaved(said)`), which says them instead of 操作成功.
 */
import '../ui/dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'
import { describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../../src/core/http'
import { ReportExamine } from '../../../src/screens/data-input/ReportDialog'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { ToastProvider } from '../../../src/ui/toasts'
import { fakeData } from '../ui/fake-data'

describe('审核填报', () => {
  it.each([
    ['通过', 'approve', '已通过'],
    ['退回', 'return', '已退回，运营商可重新提交'],
  ])('%s: no toast of its own, its words handed to the list', async (label, action, words) => {
    const said: string[] = []
    const counted = (api: MessageInstance): MessageInstance => ({
      ...api,
      success: ((content: unknown) => {
        said.push(String(content))
        return undefined
      }) as unknown as MessageInstance['success'],
    })
    const posted: string[] = []
    const { client: data } = fakeData(
      [
        {
          id: 7,
          title: '月度填报',
          status: 'submitted',
          application: { version: 3, attachments: [], fields: { remark: '已按模板填报' }, history: [] },
        },
      ],
      {
        http: createHttpClient({
          fetch: async (input) => {
            posted.push(String(input))
            return Response.json({ code: 200, msg: '操作成功', data: { id: 7 } })
          },
        }),
      },
    )
    const onSaved = vi.fn()
    render(
      <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <ToastProvider wrap={counted}>
          <DataClientProvider client={data}>
            <ReportExamine record={{ id: 7 }} onClose={() => undefined} onSaved={onSaved} />
          </DataClientProvider>
        </ToastProvider>
      </ConfigProvider>,
    )
    const button = await screen.findByRole('button', { name: label })
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    if (action === 'return')
      fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '附件缺少盖章页' } })
    fireEvent.click(button)
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(words))
    expect(posted.some((url) => url.endsWith(`/data-input/reporting-targets/7/${action}`))).toBe(true)
    expect(said).toEqual([])
  })
})
