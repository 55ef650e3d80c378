/**
 * The UI strings of section 8 in every element (the element root's antd locale, the English
 * default of section 1): No Data, No matching data, Loading, Illegal input, FAILED, Total {total},
 * Go to, /page — on antd components rendered as screens render them, without per-component props.
 * The to-do page's own table: tests/e2e/ui-strings.test.ts.
 */
import { Form, Input, InputNumber, Select, Table, Upload } from 'antd'
import { expect } from 'chai'
import { createElement as h, type ReactNode } from 'react'
import { Centered } from '../../src/shell/Centered'
import { totalText } from '../../src/ui/uiStrings'
import { mountInElement, unmountElement } from './element-mount'
import { afterEach, describe, it } from './mocha'
import { waitFor } from './shell-harness'

let shadow: ShadowRoot

function mount(child: ReactNode, locale?: string) {
  shadow = mountInElement(child, locale)
}

afterEach(() => {
  unmountElement()
})

let form: ReturnType<typeof Form.useForm>[0] | undefined

const currentForm = () => form

/** A form whose number field holds text. */
function NumberForm() {
  const [instance] = Form.useForm()
  form = instance
  return h(
    Form,
    { form: instance, initialValues: { amount: 'abc' } },
    h(Form.Item, { name: 'amount', label: '金额', rules: [{ type: 'number' }] }, h(InputNumber)),
  )
}

/** A form whose date field holds text that is no date. */
function DateForm() {
  const [instance] = Form.useForm()
  form = instance
  return h(
    Form,
    { form: instance, initialValues: { day: '2026-13-45' } },
    h(Form.Item, { name: 'day', label: '日期', rules: [{ type: 'date' }] }, h(Input)),
  )
}

const text = () => shadow.textContent ?? ''
const rows = Array.from({ length: 35 }, (_, index) => ({ id: index, name: `第${index}行` }))

describe('the UI strings of section 8', () => {
  it('an empty table says No Data', async () => {
    mount(h(Table, { rowKey: 'id', columns: [{ title: '名称', dataIndex: 'name' }], dataSource: [] }))
    await waitFor(() => text().includes('No Data'), 'No Data')
    expect(text()).not.to.contain('No data')
  })

  it('pagination says Total {total}, Go to and /page', async () => {
    mount(
      h(Table, {
        rowKey: 'id',
        columns: [{ title: '名称', dataIndex: 'name' }],
        dataSource: rows,
        pagination: { showSizeChanger: true, showQuickJumper: true, showTotal: totalText },
      }),
    )
    await waitFor(() => text().includes('Total 35'), 'Total 35')
    expect(text()).to.contain('Go to')
    expect(text()).to.contain('10 /page')
    expect(text()).not.to.contain('/ page')
  })

  it('a select whose filter matches nothing says No matching data', async () => {
    mount(
      h(Select, { open: true, showSearch: true, searchValue: 'zzz', options: [{ value: 1, label: '天津' }] }),
    )
    await waitFor(() => text().includes('No matching data'), 'No matching data')
  })

  it('a number that cannot be read says Illegal input', async () => {
    form = undefined
    mount(h(NumberForm))
    await waitFor(() => !!currentForm(), 'the form')
    await currentForm()
      ?.validateFields()
      .catch(() => undefined)
    await waitFor(() => text().includes('Illegal input'), 'Illegal input')
  })

  it('a date that cannot be read says Illegal input', async () => {
    form = undefined
    mount(h(DateForm))
    await waitFor(() => !!currentForm(), 'the form')
    await currentForm()
      ?.validateFields()
      .catch(() => undefined)
    await waitFor(() => text().includes('Illegal input'), 'Illegal input')
  })

  it('a spinner is named Loading', async () => {
    mount(h(Centered))
    await waitFor(() => !!shadow.querySelector('[role="status"]'), 'the spinner')
    expect(shadow.querySelector('[role="status"]')?.getAttribute('aria-label')).to.equal('Loading')
  })

  it('a failed upload says FAILED, and a picture still uploading says Loading', async () => {
    mount(
      h(
        'div',
        null,
        h(Upload, { fileList: [{ uid: 'failed', name: '营业执照.pdf', status: 'error' }] }),
        h(Upload, {
          listType: 'picture-card',
          fileList: [{ uid: 'busy', name: '现场.png', status: 'uploading' }],
        }),
      ),
    )
    await waitFor(() => text().includes('营业执照.pdf'), 'the failed file')
    expect(text()).to.contain('Loading')
    // The failure shows as the item's tooltip, on hover.
    const item = shadow.querySelector('[class*="upload-list-item-error"]') as HTMLElement
    item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }))
    await waitFor(() => text().includes('FAILED'), 'FAILED')
    expect(text()).not.to.contain('Upload error')
  })

  it('leaves the Chinese strings to locale="zh-CN"', async () => {
    mount(h(Select, { open: true, showSearch: true, searchValue: 'zzz', options: [] }), 'zh-CN')
    await waitFor(() => text().includes('暂无数据'), '暂无数据')
  })
})
