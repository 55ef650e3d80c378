/**
 * A list's layout in a real browser (issue 42, item 15): every column as wide as its value kind
 * says — a 100-character company name ends in an ellipsis with the whole name on hover instead of
 * pushing the other columns off-screen —, the 操作 column fixed at the right never covers a column
 * once the table is scrolled to its end, and a detail's labels stay on one line beside a long value;
 * its strings follow the element's locale (item 21).
 */
import { expect } from 'chai'
import { waitFor } from './list-harness'
import { LONG_NAME, mountDetail, mountList } from './list-layout-harness'
import { afterEach, describe, it } from './mocha'

let mounted: { shadow: ShadowRoot; unmount(): void } | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

const open = (width: number) => {
  mounted = mountList(width)
  return mounted.shadow
}
const firstRow = (shadow: ShadowRoot) => shadow.querySelector<HTMLElement>('tbody tr[data-row-key]')

describe('list layout', () => {
  for (const width of [1184, 1664]) {
    it(`keeps a 100-character name in its column, whole on hover, at ${width} px`, async () => {
      const shadow = open(width)
      await waitFor(() => Boolean(firstRow(shadow)))
      const cells = [...(firstRow(shadow)?.querySelectorAll<HTMLElement>('td') ?? [])]
      const name = cells[1]
      expect(name.getBoundingClientRect().width).to.be.at.most(201)
      expect(name.scrollWidth).to.be.greaterThan(name.clientWidth)
      expect(name.querySelector('[title]')?.getAttribute('title')).to.equal(LONG_NAME)
      // The 操作 buttons on one line.
      const buttons = [...cells[cells.length - 1].querySelectorAll('button')]
      expect(buttons.length).to.equal(2)
      expect(buttons[0].getBoundingClientRect().top).to.equal(buttons[1].getBoundingClientRect().top)
    })
  }

  it('never covers a column with the fixed 操作 column once scrolled to the end', async () => {
    const shadow = open(1184)
    await waitFor(() => Boolean(firstRow(shadow)))
    const content = shadow.querySelector<HTMLElement>('.ev-table-content') as HTMLElement
    content.scrollLeft = content.scrollWidth
    await waitFor(() => content.scrollLeft > 0)
    const cells = [...(firstRow(shadow)?.querySelectorAll<HTMLElement>('td') ?? [])]
    const actions = cells[cells.length - 1].getBoundingClientRect()
    const last = cells[cells.length - 2].getBoundingClientRect()
    expect(last.right).to.be.at.most(actions.left + 1)
    expect(last.width).to.be.greaterThan(100)
  })

  it("keeps a detail's labels on one line beside a long value", async () => {
    mounted = mountDetail()
    const { shadow } = mounted
    await waitFor(() => shadow.querySelectorAll('.ev-descriptions-item-label').length === 2)
    for (const label of shadow.querySelectorAll<HTMLElement>('.ev-descriptions-item-label')) {
      const range = document.createRange()
      range.selectNodeContents(label)
      // One line box: the label's text is not broken into a column of characters.
      expect(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size).to.equal(1)
    }
  })

  it("says section 8's Total and /page by default, antd's Chinese under a Chinese element (issue 42, item 21)", async () => {
    const english = open(1184)
    await waitFor(() => Boolean(firstRow(english)))
    expect(english.querySelector('.ev-pagination-total-text')?.textContent).to.equal('Total 1')
    expect(english.querySelector('.ev-select-content, .ev-select-selection-item')?.textContent).to.equal(
      '10 /page',
    )
    mounted?.unmount()
    mounted = mountList(1184, 'zh-CN')
    const chinese = mounted.shadow
    await waitFor(() => Boolean(firstRow(chinese)))
    expect(chinese.querySelector('.ev-pagination-total-text')?.textContent).to.equal('共 1 条')
    expect(chinese.querySelector('.ev-select-content, .ev-select-selection-item')?.textContent).to.equal(
      '10 条/页',
    )
  })
})
