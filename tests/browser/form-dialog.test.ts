/**
 * The dialog kit in Chromium, mounted as the elements mount it (issue 39; issue 42, item 18): with
 * antd's motion on, the focus is on the first field once the dialog has opened, on the first field
 * with a problem after a refused 确定 — the form's own check and the server's 400, its message at
 * the field it names — 确定 is busy while the call is under way (a second press sends nothing),
 * Escape closes, and the next opening starts with a fresh form.
 */
import { sendKeys } from '@web/test-runner-commands'
import { expect } from 'chai'
import { createElement as h } from 'react'
import { ApiError } from '../../src/core/http'
import { mountInElement, unmountElement } from './element-mount'
import { DialogScreen } from './form-dialog-harness'
import { afterEach, describe, it } from './mocha'
import { waitFor } from './waits'

let shadow: ShadowRoot

afterEach(() => {
  unmountElement()
})

/** The label of the focused control (the shadow root's active element). */
const focusedLabel = () => {
  const active = shadow.activeElement as HTMLElement | null
  return active?.id ? shadow.querySelector(`label[for="${active.id}"]`)?.textContent : null
}
const dialog = () => shadow.querySelector<HTMLElement>('[role="dialog"]')
const okButton = () =>
  [...shadow.querySelectorAll<HTMLButtonElement>('.ev-modal-footer button')].find(
    (button) => button.textContent?.replace(/\s/g, '') === '提交',
  ) as HTMLButtonElement
const shown = () => `focused: ${focusedLabel()}; dialog: ${dialog()?.textContent ?? 'none'}`

/** A call the test answers when it wants (the server's answer to 提交). */
function pendingCall() {
  let settle: { resolve: () => void; reject: (error: unknown) => void } | undefined
  const calls: Record<string, unknown>[] = []
  const submit = (values: Record<string, unknown>) => {
    calls.push(values)
    return new Promise<void>((resolve, reject) => {
      settle = { resolve, reject }
    })
  }
  return { calls, submit, settle: () => settle as NonNullable<typeof settle> }
}

const openDialog = async () => {
  await waitFor(() => !!shadow.getElementById('open'), 'the screen drawn')
  ;(shadow.getElementById('open') as HTMLButtonElement).click()
  await waitFor(() => focusedLabel() === '处理结果', 'the first field focused on open', undefined, shown)
}

describe('the dialog kit (FormDialog)', () => {
  it('focuses the first field, then the first problem: its own check and the server’s 400', async () => {
    const call = pendingCall()
    shadow = mountInElement(h(DialogScreen, { submit: call.submit }))
    await openDialog()
    // 提交 with 处理结果 empty: the form's check refuses, nothing is sent, the focus is back on it.
    okButton().click()
    await waitFor(() => (dialog()?.textContent ?? '').includes('请输入处理结果'), 'the check’s message')
    await waitFor(() => focusedLabel() === '处理结果', 'the focus on the field refused', undefined, shown)
    expect(call.calls).to.have.length(0)
    // Typed and sent: 提交 is busy, a second press sends nothing more.
    await sendKeys({ type: '已更换充电枪' })
    okButton().click()
    await waitFor(() => okButton().classList.contains('ev-btn-loading'), '提交 busy')
    okButton().click()
    expect(call.calls).to.deep.equal([{ result: '已更换充电枪', remark: undefined }])
    // The server refuses 备注 with a 400: its message under 备注, the focus there, the dialog open.
    call.settle().reject(new ApiError(400, '备注不能包含链接', { remark: '备注不能包含链接' }))
    await waitFor(
      () => focusedLabel() === '备注',
      'the focus on the field the server named',
      undefined,
      shown,
    )
    const remarkItem = () =>
      [...shadow.querySelectorAll('.ev-form-item')].find(
        (item) => item.querySelector('label')?.textContent === '备注',
      )
    await waitFor(
      () => !!remarkItem()?.textContent?.includes('备注不能包含链接'),
      'the server’s message under 备注',
      undefined,
      shown,
    )
    expect(okButton().classList.contains('ev-btn-loading')).to.equal(false)
    // Corrected and accepted: the dialog closes and the caller is told once.
    await sendKeys({ type: '现场复核' })
    okButton().click()
    await waitFor(() => call.calls.length === 2, 'the corrected values sent')
    expect(call.calls[1]).to.deep.equal({ result: '已更换充电枪', remark: '现场复核' })
    call.settle().resolve()
    await waitFor(() => shadow.getElementById('done')?.textContent === '1', 'onDone called')
    await waitFor(() => dialog() === null, 'the dialog closed', undefined, shown)
  })

  it('closes on Escape and opens again with a fresh form', async () => {
    const call = pendingCall()
    shadow = mountInElement(h(DialogScreen, { submit: call.submit }))
    await openDialog()
    await sendKeys({ type: '写了一半' })
    okButton().focus()
    await sendKeys({ press: 'Escape' })
    await waitFor(() => dialog() === null, 'the dialog gone after Escape', undefined, shown)
    expect(call.calls).to.have.length(0)
    await openDialog()
    const first = shadow.activeElement as HTMLInputElement
    expect(first.value, 'a fresh form on the next opening').to.equal('')
  })

  it('a dialog the user must complete: Escape and 取消 do nothing, Enter in a field sends', async () => {
    const call = pendingCall()
    shadow = mountInElement(h(DialogScreen, { submit: call.submit, mustComplete: true }))
    await openDialog()
    await sendKeys({ press: 'Escape' })
    const cancel = [...shadow.querySelectorAll<HTMLButtonElement>('.ev-modal-footer button')].find(
      (button) => button.textContent?.replace(/\s/g, '') === '取消',
    )
    expect(cancel?.disabled, '取消 disabled').to.equal(true)
    expect(dialog()?.textContent, 'the way out at the start of the footer').to.include('退出登录')
    expect(shadow.querySelector('.ev-modal-close'), 'no close button').to.equal(null)
    await sendKeys({ type: '已更换充电枪' })
    await sendKeys({ press: 'Enter' })
    await waitFor(() => call.calls.length === 1, 'the values sent by Enter', undefined, shown)
    expect(dialog(), 'still open after Escape').to.not.equal(null)
    call.settle().resolve()
    await waitFor(() => shadow.getElementById('done')?.textContent === '1', 'onDone called')
  })
})
