/**
 * A list's layout in a real browser (issue 42, item 15): every column as wide as its value kind
 * says — a 100-character company name ends in an ellipsis with the whole name on hover instead of
 * pushing the other columns off-screen —, the 操作 column fixed at the right never covers a column
 * once the table is scrolled to its end, and a detail's labels stay on one line beside a long value;
 * its strings follow the element's locale (item 21).
 */
import { expect } from 'chai'
import { waitFor } from './list-harness'
import { KEY_COLUMNS, LONG_NAME, mountDetail, mountList, mountSubsidies } from './list-layout-harness'
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
      // Its column's share of the table (columns are stretched to fill a wider table), no more.
      expect(name.getBoundingClientRect().width).to.be.at.most(width / 4)
      expect(name.scrollWidth).to.be.greaterThan(name.clientWidth)
      expect(name.querySelector('[title]')?.getAttribute('title')).to.equal(LONG_NAME)
      // The 操作 buttons on one line.
      const buttons = [...cells[cells.length - 1].querySelectorAll('button')]
      expect(buttons.length).to.equal(2)
      expect(buttons[0].getBoundingClientRect().top).to.equal(buttons[1].getBoundingClientRect().top)
    })
  }

  it('shows every key column of a wide list at 1440 px, wholly or by its own scroll, none under 操作', async () => {
    const shadow = open(1184)
    await waitFor(() => Boolean(firstRow(shadow)))
    const content = shadow.querySelector<HTMLElement>('.ev-table-content') as HTMLElement
    const headers = () => [...shadow.querySelectorAll<HTMLElement>('.ev-table-thead th')]
    const titles = headers().map((th) => th.textContent)
    // The secondary columns wait in 列设置; every key column is there.
    expect(titles).to.include.members(KEY_COLUMNS)
    expect(titles).to.not.include.members(['申请人'])
    expect(titles).to.not.include.members(['提交时间'])
    expect(titles).to.not.include.members(['更新时间'])
    // antd 6 marks the columns pinned at the start `ev-table-cell-fix-start` (5: fix-left).
    const pinnedStart = (th: HTMLElement) => th.classList.contains('ev-table-cell-fix-start')
    for (const title of KEY_COLUMNS) {
      const th = headers().find((item) => item.textContent === title) as HTMLElement
      // Scrolled (by the table's own scroll) so that the header starts just right of the pinned ones.
      const pinned = headers().filter(pinnedStart)
      const pinnedWidth = pinned.includes(th) ? 0 : pinned.reduce((sum, item) => sum + item.offsetWidth, 0)
      content.scrollLeft = Math.max(0, th.offsetLeft - pinnedWidth)
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const view = content.getBoundingClientRect()
      const actions = headers()
        .find((item) => item.textContent === '操作')
        ?.getBoundingClientRect()
      const rect = th.getBoundingClientRect()
      const leftEdge = pinned.includes(th)
        ? view.left
        : Math.max(...pinned.map((item) => item.getBoundingClientRect().right))
      expect(rect.left, `${title} left`).to.be.at.least(leftEdge - 1)
      expect(rect.right, `${title} right`).to.be.at.most((actions?.left ?? 0) + 1)
    }
  })

  for (const width of [1232, 1184]) {
    it(`fits 补贴发放's key columns beside the fixed 操作 column at ${width} px, none under it`, async () => {
      mounted = mountSubsidies(width)
      const { shadow } = mounted
      await waitFor(() => Boolean(firstRow(shadow)))
      const content = shadow.querySelector<HTMLElement>('.ev-table-content') as HTMLElement
      // Not a sideways scroll: the long columns (names) gave way, down to their least.
      await waitFor(() => content.scrollWidth <= content.clientWidth)
      const headers = [...shadow.querySelectorAll<HTMLElement>('.ev-table-thead th')]
      const titles = headers.map((th) => th.textContent)
      expect(titles).to.include.members([
        '申请编号',
        '充电站名称',
        '运营商',
        '状态',
        '发放金额(元)',
        '发放日期',
      ])
      const actions = (headers.find((th) => th.textContent === '操作') as HTMLElement).getBoundingClientRect()
      for (const th of headers.filter((item) => item.textContent !== '操作')) {
        const rect = th.getBoundingClientRect()
        expect(rect.right, `${th.textContent} right`).to.be.at.most(actions.left + 1)
        expect(rect.width, `${th.textContent} width`).to.be.at.least(60)
      }
      // The name gave way, not the record's key: 申请编号 is whole.
      const key = firstRow(shadow)?.querySelector<HTMLElement>('td') as HTMLElement
      const text = (key.querySelector('[title]') as HTMLElement).getBoundingClientRect().width
      const padding = Number.parseFloat(getComputedStyle(key).paddingLeft) * 2
      expect(text, "the key's text").to.be.at.most(key.clientWidth - padding)
    })
  }

  it('never covers a column with the fixed 操作 column once scrolled to the end', async () => {
    // Too narrow for the names to give enough way: the table scrolls.
    const shadow = open(900)
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
