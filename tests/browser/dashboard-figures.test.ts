/**
 * A dashboard's headline figures in a real browser (issue 42 item 16): six cards in a row at
 * 1280 px (the content beside the side menu is 1072 px) keep each unit on its number's line —
 * kWh/100km, 万元, 千kWh never wrap under the number — and a small decimal reads whole.
 */
import { setViewport } from '@web/test-runner-commands'
import { expect } from 'chai'
import { createElement } from 'react'
import { Figures } from '../../src/ui/dashboard/Figures'
import { mountInShadow } from './list-harness'
import { afterEach, describe, it } from './mocha'
import { waitFor } from './waits'

let mounted: { shadow: ShadowRoot; unmount(): void } | undefined
afterEach(async () => {
  mounted?.unmount()
  mounted = undefined
  await setViewport({ width: 800, height: 600 })
})

const TOTALS = [
  { key: 'energy', label: '充电量', value: 123456789.5, unit: 'kWh' },
  { key: 'money', label: '补贴金额', value: 199200000, unit: '元' },
  { key: 'use', label: '百公里电耗', value: 15.25, unit: 'kWh/100km' },
  { key: 'factor', label: '电网排放因子', value: 0.5366, unit: 'kg/kWh' },
  { key: 'stations', label: '充电站数量', value: 12800, unit: '座' },
  { key: 'rate', label: '故障率', value: 1.63, unit: '%' },
]

describe('headline figures', () => {
  for (const width of [1072, 1184]) {
    it(`keep every unit on its number's line at ${width} px`, async () => {
      // The window the content sits in (antd's columns follow the window: six cards a row).
      await setViewport({ width: width + 208, height: 800 })
      mounted = mountInShadow(
        createElement(
          'div',
          { style: { width } },
          createElement(Figures, { totals: TOTALS, loading: false }),
        ),
      )
      const { shadow } = mounted
      await waitFor(() => shadow.querySelectorAll('.ev-statistic-content-suffix').length === TOTALS.length)
      for (const card of shadow.querySelectorAll<HTMLElement>('.ev-statistic')) {
        const value = card.querySelector('.ev-statistic-content-value') as HTMLElement
        const suffix = card.querySelector('.ev-statistic-content-suffix') as HTMLElement
        const label = card.querySelector('.ev-statistic-title')?.textContent
        const [number, unit] = [value, suffix].map((item) => item.getBoundingClientRect())
        // On the same line: the unit starts within the number's line box and right of it.
        expect(unit.top, `${label}: unit on the number's line`).to.be.below(number.bottom)
        expect(unit.left, `${label}: unit after the number`).to.be.at.least(number.right - 1)
        // Nothing cut: the number and its unit are wholly in the card.
        const content = suffix.parentElement as HTMLElement
        expect(content.scrollWidth, `${label}: not cut`).to.be.at.most(content.clientWidth)
      }
      const factor = [...shadow.querySelectorAll('.ev-statistic')].find((card) =>
        card.textContent?.startsWith('电网排放因子'),
      )
      expect(factor?.querySelector('.ev-statistic-content-value')?.textContent).to.equal('0.5366')
    })
  }
})
