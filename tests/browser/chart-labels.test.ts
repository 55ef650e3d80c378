/**
 * A chart card by district in a real browser at a 1280 px window (issue 42 item 16): the content
 * beside the side menu is 1072 px, a half-width card about 530. Every one of 天津市's 16 district
 * names is drawn under the bars — none skipped, none drawn over its neighbour (the labels turn
 * instead) — and the value axis is named with the units of every measure on it (座/台/个, not the
 * first one's 座 for 桩 and 接口). Read from what ECharts drew (its zrender display list), not from
 * the option handed to it.
 */
import { setViewport } from '@web/test-runner-commands'
import { Col, Row } from 'antd'
import { expect } from 'chai'
import { createElement } from 'react'
import { childRegions } from '../../src/core/domain/regions'
import { Chart } from '../../src/ui/chart/Chart'
import { echarts } from '../../src/ui/chart/echarts'
import type { ChartSpec, StatsData } from '../../src/ui/chart/spec'
import { mountInShadow } from './list-harness'
import { afterEach, describe, it } from './mocha'
import { waitFor } from './waits'

let mounted: { shadow: ShadowRoot; unmount(): void } | undefined
afterEach(async () => {
  mounted?.unmount()
  mounted = undefined
  await setViewport({ width: 800, height: 600 })
})

const DISTRICTS = childRegions('120100')

/** 充电设施统计's 各区域充电设施: three measures of three units on one axis. */
const FACILITIES: ChartSpec = {
  key: 'byDistrict',
  title: '各区域充电设施',
  kind: 'bar',
  group: 'byDistrict',
  measures: [
    { key: 'stations', label: '充电站', unit: '座' },
    { key: 'piles', label: '充电桩', unit: '台' },
    { key: 'connectors', label: '充电接口', unit: '个' },
  ],
}

const DATA: StatsData = {
  from: '2026-11-01',
  to: '2026-11-30',
  granularity: 'day',
  totals: [],
  groups: {
    byDistrict: DISTRICTS.map((district, index) => ({
      name: district.name,
      code: district.code,
      values: { stations: 10 + index, piles: 120 + 9 * index, connectors: 260 + 17 * index },
    })),
  },
}

interface Drawn {
  text: string
  /** The box on the canvas (axis-aligned around a turned label). */
  box: { x: number; y: number; width: number; height: number }
  /** The label's extent along its own direction (u) and across it (v): its own box, turned or not. */
  u: [number, number]
  v: [number, number]
}

type Rect = { x: number; y: number; width: number; height: number }
type TextElement = {
  type: string
  ignore?: boolean
  invisible?: boolean
  style?: { text?: string; opacity?: number }
  getBoundingRect(): Rect
  getComputedTransform(): number[] | null
}

/** The texts ECharts drew on the card's canvas (not ignored, not invisible, not transparent). */
function drawnTexts(host: HTMLElement): Drawn[] {
  const chart = echarts.getInstanceByDom(host)
  if (!chart) return []
  const zr = chart.getZr() as unknown as { storage: { getDisplayList(update: boolean): TextElement[] } }
  return zr.storage
    .getDisplayList(true)
    .filter((element) => !element.ignore && !element.invisible)
    .filter((element) => element.style?.text && element.style.opacity !== 0)
    .map((element) => {
      const local = element.getBoundingRect()
      const [a, b, c, d, e, f] = element.getComputedTransform() ?? [1, 0, 0, 1, 0, 0]
      const corners = [
        [local.x, local.y],
        [local.x + local.width, local.y],
        [local.x, local.y + local.height],
        [local.x + local.width, local.y + local.height],
      ].map(([x, y]) => [a * x + c * y + e, b * x + d * y + f])
      const xs = corners.map((corner) => corner[0])
      const ys = corners.map((corner) => corner[1])
      // The label's own axes: every label of an axis is turned alike, so in these axes their boxes
      // are upright and two overlap exactly when both extents do.
      const along = Math.atan2(b, a)
      const extent = (ux: number, uy: number): [number, number] => {
        const values = corners.map(([x, y]) => x * ux + y * uy)
        return [Math.min(...values), Math.max(...values)]
      }
      return {
        text: String(element.style?.text),
        box: {
          x: Math.min(...xs),
          y: Math.min(...ys),
          width: Math.max(...xs) - Math.min(...xs),
          height: Math.max(...ys) - Math.min(...ys),
        },
        u: extent(Math.cos(along), Math.sin(along)),
        v: extent(-Math.sin(along), Math.cos(along)),
      }
    })
}

const apart = (a: [number, number], b: [number, number]) => Math.min(a[1], b[1]) - Math.max(a[0], b[0]) <= 0.5
const overlap = (a: Drawn, b: Drawn) => !apart(a.u, b.u) && !apart(a.v, b.v)

describe('a chart card by district at a 1280 px window', () => {
  for (const wide of [false, true]) {
    it(`draws all 16 district names and names the axis 座/台/个 (${wide ? 'whole' : 'half'} width)`, async () => {
      await setViewport({ width: 1280, height: 900 })
      // The dashboard's grid (defineDashboard): xl 12 for a half-width card, 24 for a wide one.
      mounted = mountInShadow(
        createElement(
          'div',
          { style: { width: 1072 } },
          createElement(
            Row,
            { gutter: [12, 12] },
            createElement(
              Col,
              { xs: 24, xl: wide ? 24 : 12 },
              createElement(Chart, { spec: FACILITIES, data: DATA, loading: false }),
            ),
          ),
        ),
      )
      const { shadow } = mounted
      const host = () => shadow.querySelector<HTMLElement>('[role="img"]')
      const names = DISTRICTS.map((district) => district.name)
      const labels = () => drawnTexts(host() as HTMLElement).filter((text) => names.includes(text.text))
      await waitFor(
        () => Boolean(host() && labels().length > 0),
        'the chart drawn',
        undefined,
        () => JSON.stringify(drawnTexts(host() as HTMLElement).map((text) => text.text)),
      )
      const card = (host() as HTMLElement).getBoundingClientRect()
      expect(card.width, 'card width').to.be.within(wide ? 1000 : 500, wide ? 1072 : 540)
      const drawn = labels()
      expect(drawn.map((label) => label.text).sort()).to.deep.equal([...names].sort())
      for (const label of drawn) {
        // Wholly on the canvas.
        expect(label.box.x, `${label.text} left`).to.be.at.least(-0.5)
        expect(label.box.y, `${label.text} top`).to.be.at.least(-0.5)
        expect(label.box.x + label.box.width, `${label.text} right`).to.be.at.most(card.width + 0.5)
        expect(label.box.y + label.box.height, `${label.text} bottom`).to.be.at.most(card.height + 0.5)
      }
      // No name drawn over another (turned or level).
      for (const [index, label] of drawn.entries())
        for (const other of drawn.slice(index + 1))
          expect(overlap(label, other), `${label.text} over ${other.text}`).to.equal(false)
      // The value axis is named with every measure's unit.
      const texts = drawnTexts(host() as HTMLElement).map((text) => text.text)
      expect(texts).to.include('座/台/个')
      expect(texts).not.to.include('座')
    })
  }
})
