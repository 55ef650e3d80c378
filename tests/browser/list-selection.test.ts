/**
 * The selection bar of a business list (issue 41 item 5): selecting rows shows 已选 N 项 with
 * 取消选择 and the batch actions; a batch asks one opinion for all (驳回's is required), runs once
 * for the selected rows, and shows its report — how many were done, and each refusal's reason.
 */
import { expect } from 'chai'
import { afterEach, describe, it } from './mocha'
import { asked, mountSelection } from './selection-harness'
import { waitFor } from './waits'

let mounted: ReturnType<typeof mountSelection> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

const all = (selector: string) => [...(mounted?.shadow.querySelectorAll(selector) ?? [])] as HTMLElement[]
const bar = () => mounted?.shadow.querySelector('.evc-selection-bar') as HTMLElement | null
const buttonOf = (label: string) =>
  all('button').find((button) => button.textContent?.replace(/\s/g, '') === label) as HTMLButtonElement

describe('selection bar', () => {
  it('counts the selection, clears it, and runs a batch with one reason, showing its report', async () => {
    mounted = mountSelection()
    await waitFor(() => all('tbody input[type="checkbox"]').length === 3, 'the rows')
    expect(bar()).to.equal(null)
    const boxes = all('tbody input[type="checkbox"]')
    boxes[0].click()
    boxes[2].click()
    await waitFor(() => bar()?.textContent?.includes('已选 2 项') ?? false, '已选 2 项')
    expect(bar()?.textContent).to.contain('取消选择')
    expect(bar()?.textContent).to.contain('导出选中')
    // 取消选择 empties it; select again.
    ;(all('.evc-selection-bar a').find((link) => link.textContent === '取消选择') as HTMLElement).click()
    await waitFor(() => bar() === null, 'the bar gone')
    all('tbody input[type="checkbox"]')[0].click()
    all('tbody input[type="checkbox"]')[2].click()
    await waitFor(() => bar() !== null, 'the bar again')
    buttonOf('批量驳回').click()
    await waitFor(
      () => Boolean(mounted?.shadow.querySelector('textarea[aria-label="驳回意见"]')),
      'the opinion',
    )
    buttonOf('确定').click()
    await waitFor(
      () => mounted?.shadow.textContent?.includes('请填写驳回意见') ?? false,
      'the required reason',
    )
    expect(asked).to.have.length(0)
    const area = mounted?.shadow.querySelector('textarea[aria-label="驳回意见"]') as HTMLTextAreaElement
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set
    setter?.call(area, '材料不全')
    area.dispatchEvent(new Event('input', { bubbles: true }))
    buttonOf('确定').click()
    await waitFor(
      () => mounted?.shadow.textContent?.includes('成功 1 项，未办理 1 项') ?? false,
      'the report',
    )
    expect(asked).to.deep.equal([{ ids: ['QY1', 'QY3'], opinion: '材料不全' }])
    expect(mounted?.shadow.querySelector('.evc-batch-report')?.textContent).to.contain(
      'QY1申请已被他人处理或修改，请刷新后重试',
    )
    buttonOf('关闭').click()
    await waitFor(() => mounted?.shadow.querySelector('output')?.getAttribute('data-done') === '1', 'done')
    expect(bar()).to.equal(null)
  })
})
