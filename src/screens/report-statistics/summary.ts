/**
 * The monthly report's narrative summary (issue 42 item 9): each compared figure of the month
 * with its change on the month before (环比) and on the same month a year before (同比).
 */
import { figureText } from '../../ui/dashboard/Figures'
import { monthLabel, type ReportData } from './report-data'

type Comparison = ReportData['compare'][number]

/** A change in words: 增长3.2% / 下降1.5% / 持平 (`before` is not 0). */
export function changeText(value: number, before: number): string {
  const change = Math.round(((value - before) / before) * 1000) / 10
  if (change === 0) return '持平'
  return `${change > 0 ? '增长' : '下降'}${Math.abs(change).toFixed(1)}%`
}

/** The period a comparison is made with, as a report names it. */
const BASE = { 环比: '上月', 同比: '去年同期' } as const

/**
 * One comparison of the summary: 环比增长3.2%; 同比持平 when both are 0; and when the base is 0
 * while the month is not, no percentage can be had — 去年同期无数据，不计同比 (not "同比去年同期为0").
 */
export function compareText(kind: keyof typeof BASE, value: number, before: number): string {
  if (before === 0) return value === 0 ? `${kind}持平` : `${BASE[kind]}无数据，不计${kind}`
  return `${kind}${changeText(value, before)}`
}

const shown = (figure: Comparison) => {
  const text = figureText(figure)
  return `${text.value}${text.unit}`
}

/** The summary's sentence: 2026年11月，全部区域充电订单12,345笔，环比增长3.2%，同比增长10.5%；… */
export function summaryText(data: Pick<ReportData, 'month' | 'areaName' | 'compare'>): string {
  const parts = data.compare.map(
    (figure) =>
      `${figure.label}${shown(figure)}，${compareText('环比', figure.value, figure.previous)}，${compareText('同比', figure.value, figure.lastYear)}`,
  )
  return `${monthLabel(data.month)}，${data.areaName}${parts.join('；')}。`
}
