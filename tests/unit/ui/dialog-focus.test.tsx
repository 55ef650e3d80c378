// @vitest-environment jsdom
/**
 * Dialogs and row actions for a keyboard or screen-reader user (issue 42, item 18): the shared
 * form dialog puts the focus on its first field when it opens and on the first field with a
 * problem after a refused 确定 (its own check or the server's 400); each row action names its
 * record (审核 QY2026…).
 */
import './dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { describe, expect, it, vi } from 'vitest'
import { FormModal } from '../../../src/ui/FormModal'
import { col } from '../../../src/ui/fields/builders'
import { RowActions } from '../../../src/ui/list/RowActions'
import { ToastProvider } from '../../../src/ui/toasts'
import { badRequest, fakeData } from './fake-data'

const FIELDS = [
  col.text('companyName', '企业名称', { required: true }),
  col.text('contactPerson', '联系人', { required: true }),
  col.text('remark', '备注'),
]

const focusedLabel = () => {
  const active = document.activeElement as HTMLElement | null
  return active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null
}

describe('the form dialog', () => {
  it('focuses the first field on open and the first invalid field after a failed submit', async () => {
    const submit = vi.fn(() => Promise.reject(badRequest({ remark: '备注不能包含链接' })))
    // Without motion, as the elements run for a user who asks for reduced motion (jsdom runs no
    // CSS transition: an opening dialog would never finish opening).
    render(
      <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <FormModal open title="新建申请" fields={FIELDS} onSubmit={submit} onClose={() => undefined} />
      </ConfigProvider>,
    )
    await waitFor(() => expect(focusedLabel()).toBe('企业名称'))
    // 确定 with the form's own check failing on 联系人 only.
    fireEvent.change(screen.getByLabelText('企业名称'), { target: { value: '天津充电有限公司' } })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(focusedLabel()).toBe('联系人'))
    expect(submit).not.toHaveBeenCalled()
    // The server's 400 names 备注: the focus goes there.
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '王立新' } })
    fireEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(focusedLabel()).toBe('备注'))
    expect(submit).toHaveBeenCalledTimes(1)
  })
})

describe('row actions', () => {
  it('carry the record in their accessible name, the visible label first', () => {
    const record = { applyId: 'QY2026000123', companyName: '天津充电有限公司' }
    render(
      <ToastProvider>
        <RowActions
          record={record}
          actions={[
            { type: 'view' },
            {
              type: 'custom',
              key: 'examine',
              label: '审核',
              scope: 'row',
              permission: 'examine',
              run: () => undefined,
            },
          ]}
          handlers={{
            data: fakeData([]).client,
            resource: 'universal-services/enterprise-records',
            rowKey: 'applyId',
            reload: () => undefined,
            onView: () => undefined,
            onOpen: () => undefined,
            onConfirm: () => undefined,
          }}
        />
      </ToastProvider>,
    )
    expect(screen.getByRole('button', { name: '详情 QY2026000123' }).textContent).toBe('详情')
    expect(screen.getByRole('button', { name: '审核 QY2026000123' }).textContent).toBe('审核')
  })
})
