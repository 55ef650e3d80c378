// @vitest-environment jsdom
/**
 * A flow's document checklist (src/ui/flow/Documents.tsx), the upload component of every flow
 * page and create dialog: one file picked is uploaded once, kept once and toasted once (issue 42
 * item 8: an upload said 上传成功 twice).
 */
import './dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import type { MessageInstance } from 'antd/es/message/interface'
import { describe, expect, it, vi } from 'vitest'
import { ENTERPRISE_FLOW } from '../../../src/core/domain/flows-universal'
import { DocumentChecklist } from '../../../src/ui/flow/Documents'
import type { Attachment } from '../../../src/ui/flow/flowClient'
import { ToastProvider } from '../../../src/ui/toasts'

describe('the document checklist’s upload', () => {
  it('uploads a picked file once and says 上传成功 once', async () => {
    const said: string[] = []
    const counted = (api: MessageInstance): MessageInstance => ({
      ...api,
      success: ((content: unknown, ...rest: unknown[]) => {
        said.push(String(content))
        return (api.success as (...args: unknown[]) => ReturnType<MessageInstance['success']>)(
          content,
          ...rest,
        )
      }) as MessageInstance['success'],
    })
    const added = { id: 9, fileName: '营业执照.pdf', fileType: 'pdf', url: '/files/9', doc: 'license' }
    const upload = vi.fn(async () => added as unknown as Attachment)
    const onChange = vi.fn(async () => undefined)
    const { container } = render(
      <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <ToastProvider wrap={counted}>
          <DocumentChecklist
            documents={ENTERPRISE_FLOW.documents ?? []}
            files={[]}
            editable
            onPreview={() => undefined}
            href={(url) => url}
            upload={upload}
            onChange={onChange}
          />
        </ToastProvider>
      </ConfigProvider>,
    )
    expect(screen.getByRole('button', { name: '上传营业执照' })).toBeTruthy()
    const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]')
    // The checklist's second line is 营业执照 (备案申请表, 营业执照, 授权委托书, …).
    const file = new File(['%PDF-1.4 test'], '营业执照.pdf', { type: 'application/pdf' })
    fireEvent.change(inputs[1], { target: { files: [file] } })
    await waitFor(() => expect(said).toEqual(['上传成功']))
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload).toHaveBeenCalledWith(file, 'license')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith([added])
  })
})
