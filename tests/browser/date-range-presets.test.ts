/**
 * The period presets of section 9 (今日, 昨日, 近7天, 近30天, 近12个月, 自定义) in a list's date-range
 * filter, as the user opens the picker in a shadow root; picking 近7天 fills the last seven days.
 */
import { expect } from 'chai'
import { dayjs } from '../../src/core/format'
import { mountDateRangeFilter, waitFor } from './list-harness'
import { afterEach, describe, it } from './mocha'

let mounted: ReturnType<typeof mountDateRangeFilter> | undefined

afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

const presets = () =>
  [...(mounted?.shadow.querySelectorAll<HTMLElement>('[class*="picker-presets"] li') ?? [])].map((item) =>
    item.textContent?.trim(),
  )

describe('date-range filter presets', () => {
  it('offers the six periods of section 9 and fills the range of the one picked', async () => {
    mounted = mountDateRangeFilter()
    // The picker replaces its placeholder once its code is in; its start input opens the panel.
    await waitFor(() => Boolean(mounted?.shadow.querySelector('[class*="picker-range"] input')))
    const input = mounted.shadow.querySelector<HTMLInputElement>(
      '[class*="picker-range"] input',
    ) as HTMLInputElement
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, composed: true }))
    input.focus()
    input.click()
    await waitFor(() => presets().length > 0)
    expect(presets()).to.deep.equal(['今日', '昨日', '近7天', '近30天', '近12个月', '自定义'])

    const last7 = [
      ...(mounted.shadow.querySelectorAll<HTMLElement>('[class*="picker-presets"] li') ?? []),
    ].find((item) => item.textContent?.trim() === '近7天') as HTMLElement
    last7.click()
    const inputs = () => [
      ...(mounted?.shadow.querySelectorAll<HTMLInputElement>('[class*="picker-range"] input') ?? []),
    ]
    const from = dayjs().subtract(6, 'day').format('YYYY-MM-DD')
    await waitFor(() => inputs()[0]?.value === from)
    expect(inputs()[1].value).to.equal(dayjs().format('YYYY-MM-DD'))
  })
})
