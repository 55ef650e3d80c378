/**
 * Section 8's Illegal input and FAILED where the console's own controls would say them (issue 42,
 * item 24): a number field of the field registry keeps text it cannot read and its form says
 * Illegal input (antd's control put the old number back on blur, and the string never appeared);
 * a feedback picture the server refuses stays in the list marked FAILED, the reason under the
 * field (it was dropped).
 */
import { sendKeys } from '@web/test-runner-commands'
import { Form } from 'antd'
import { expect } from 'chai'
import { type ComponentProps, createElement as h, type ReactNode } from 'react'
import type { DataClient } from '../../src/core/data'
import { ApiError } from '../../src/core/http'
import { usePictureField } from '../../src/screens/feedback/PictureUpload'
import { DataClientProvider } from '../../src/ui/dataClient'
import { fieldRules } from '../../src/ui/fields/convert'
import { rendererOf } from '../../src/ui/fields/registry'
import type { Field } from '../../src/ui/fields/types'
import { mountInElement, unmountElement } from './element-mount'
import { afterEach, describe, it } from './mocha'
import { waitFor } from './waits'

let shadow: ShadowRoot

function mount(child: ReactNode, locale?: string) {
  shadow = mountInElement(child, locale)
}

afterEach(() => {
  unmountElement()
})

const text = () => shadow.textContent ?? ''
/** What the forms show (the failure detail of a wait). */
const shown = () => [...shadow.querySelectorAll('form')].map((form) => form.textContent).join(' | ')

const AMOUNT = { key: 'amount', label: '补贴金额', kind: 'money' } as Field

/** A form with the registry's money field, as FormModal draws one. */
function AmountForm() {
  return h(
    Form,
    { 'aria-label': '金额' },
    h(
      Form.Item,
      { name: 'amount', label: AMOUNT.label, rules: fieldRules(AMOUNT) },
      rendererOf(AMOUNT).input(AMOUNT, 'form'),
    ),
  )
}

/** A feedback dialog's pictures field over a data client whose upload the server refuses. */
function Pictures() {
  return usePictureField('现场图片').field
}

const refusingClient = {
  create: () =>
    Promise.reject(new ApiError(400, '图片内容无法识别', { file: '图片内容无法识别，请重新拍摄' })),
  downloadURL: (path: string) => path,
} as unknown as DataClient

/** `child` over the refusing data client. */
const withRefusingClient = (child: ReactNode) =>
  h(DataClientProvider, { client: refusingClient } as ComponentProps<typeof DataClientProvider>, child)

describe('Illegal input and FAILED (section 8)', () => {
  it('a number field keeps text it cannot read and says Illegal input, also after leaving it', async () => {
    mount(h(AmountForm))
    await waitFor(() => !!shadow.querySelector('input'), 'the amount input')
    // The input as it is now: antd may draw it anew while the form settles, and a focus given
    // to the one drawn before goes nowhere (the whole run of 1687b9e, beside other work).
    const input = () => shadow.querySelector('input') as HTMLInputElement
    // Focused, not clicked at a position: on a busy machine the form could still move under a
    // click taken from its first layout, and the keys went nowhere (issue 40). Focused again
    // until it holds the focus.
    const focusInput = () =>
      waitFor(() => {
        if (shadow.activeElement !== input()) input().focus()
        return shadow.activeElement === input()
      }, 'the amount input focused')
    await focusInput()
    await sendKeys({ type: '12a' })
    await sendKeys({ press: 'Tab' })
    await waitFor(() => text().includes('Illegal input'), 'Illegal input', undefined, shown)
    expect(input().value).to.equal('12a')
    // Corrected, the message goes and the other checks apply again.
    await focusInput()
    await sendKeys({ press: 'End' })
    await sendKeys({ press: 'Backspace' })
    await sendKeys({ press: 'Tab' })
    await waitFor(() => !text().includes('Illegal input'), 'the message gone', undefined, shown)
  })

  it('a picture the server refuses stays in the list marked FAILED, the reason under the field', async () => {
    mount(withRefusingClient(h(Form, null, h(Pictures))))
    await waitFor(() => !!shadow.querySelector('input[type="file"]'), 'the picker')
    const picker = shadow.querySelector('input[type="file"]') as HTMLInputElement
    const files = new DataTransfer()
    files.items.add(new File([new Uint8Array([0xff, 0xd8, 0xff])], '现场.jpg', { type: 'image/jpeg' }))
    picker.files = files.files
    picker.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => text().includes('图片内容无法识别，请重新拍摄'), 'the reason', undefined, shown)
    const item = shadow.querySelector('[class*="upload-list-item-error"]')
    expect(item, 'the failed picture in the list').to.not.equal(null)
    expect(shadow.querySelector('.evc-upload-failed-mark')?.textContent).to.equal('FAILED')
  })

  it('says antd\'s Chinese failure under locale="zh-CN"', async () => {
    mount(withRefusingClient(h(Form, null, h(Pictures))), 'zh-CN')
    await waitFor(() => !!shadow.querySelector('input[type="file"]'), 'the picker')
    const picker = shadow.querySelector('input[type="file"]') as HTMLInputElement
    const files = new DataTransfer()
    files.items.add(new File([new Uint8Array(10)], '说明.txt', { type: 'text/plain' }))
    picker.files = files.files
    picker.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => !!shadow.querySelector('.evc-upload-failed-mark'), 'the mark', undefined, shown)
    expect(shadow.querySelector('.evc-upload-failed-mark')?.textContent).to.equal('上传错误')
  })
})
