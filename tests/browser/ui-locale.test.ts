/**
 * Who chooses the UI library's language (issue 42, item 21): section 8's English by default; the
 * city configuration's locale where the host's element has no `locale` attribute (the shell puts
 * ConfiguredLocale around the console with its city's); the attribute always wins. Every table
 * that draws its own total follows it (useTableLocale): 共 N 条 and 10 条/页, or Total N and 10 /page.
 */
import { Table } from 'antd'
import { expect } from 'chai'
import { createElement as h, type ReactNode } from 'react'
import { useTableLocale } from '../../src/ui/list/tableLocale'
import { ConfiguredLocale } from '../../src/ui/locale'
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

const rows = Array.from({ length: 35 }, (_, index) => ({ id: index, name: `第${index}行` }))

/** A table drawing its own total, as the to-do page and the score screens do. */
function Listing() {
  const strings = useTableLocale()
  return h(Table, {
    rowKey: 'id',
    columns: [{ title: '名称', dataIndex: 'name' }],
    dataSource: rows,
    locale: strings.table,
    pagination: { showSizeChanger: true, showTotal: strings.showTotal, locale: strings.pagination },
  })
}

/** An empty table. */
const Empty = () =>
  h(Table, { rowKey: 'id', columns: [{ title: '名称', dataIndex: 'name' }], dataSource: [] })

const totalText = () => shadow.querySelector('.ev-pagination-total-text')?.textContent
const sizeText = () => shadow.querySelector('.ev-select-content, .ev-select-selection-item')?.textContent
const emptyText = () => shadow.querySelector('.ev-empty-description')?.textContent

describe('the UI library language', () => {
  it("is section 8's English when neither the host nor the configuration asks", async () => {
    mount(h(ConfiguredLocale, { locale: undefined }, h(Listing)))
    await waitFor(() => !!totalText(), 'the total')
    expect(totalText()).to.equal('Total 35')
    expect(sizeText()).to.equal('10 /page')
  })

  it("is the city configuration's Chinese where the element has no locale attribute", async () => {
    mount(h(ConfiguredLocale, { locale: 'zh-CN' }, h('div', null, h(Listing), h(Empty))))
    await waitFor(() => !!totalText(), 'the total')
    expect(totalText()).to.equal('共 35 条')
    expect(sizeText()).to.equal('10 条/页')
    expect(emptyText()).to.equal('暂无数据')
  })

  it("is the host's choice over the configuration's: locale=\"en\" keeps section 8's English", async () => {
    mount(h(ConfiguredLocale, { locale: 'zh-CN' }, h('div', null, h(Listing), h(Empty))), 'en')
    await waitFor(() => !!totalText(), 'the total')
    expect(totalText()).to.equal('Total 35')
    expect(sizeText()).to.equal('10 /page')
    expect(emptyText()).to.equal('No Data')
  })
})
