/**
 * The monthly report's narrative summary (issue 42 item 9): each compared figure of the month
 * with its change on the month before (环比) and on the same month a year before (同比).
 */
import { figureText } from '../../ui/dashboard/Figures'
import { monthLabel, type ReportData } from './report-data'

type Comparison = ReportData['compare'][number]

/** A change in words: 增长3.2% / 下降1.5% / 持平; with nothing before, `none` (上月为0). */
export function changeText(value: number, before: number, none = '上期为0'): string {
  if (before === 0) return value === 0 ? '持平' : none
  const change = Math.round(((value - before) / before) * 1000) / 10
  if (change === 0) return '持平'
  return `${change > 0 ? '增长' : '下降'}${Math.abs(change).toFixed(1)}%`
}

const shown = (figure: Comparison) => {
  const text = figureText(figure)
  return `${text.value}${text.unit}`
}

/** The summary's sentence: 2026年11月，全部区域充电订单12,345笔，环比增长3.2%，同比增长10.5%；… */
export function summaryText(data: Pick<ReportData, 'month' | 'areaName' | 'compare'>): string {
  const parts = data.compare.map(
    (figure) =>
      `${figure.label}${shown(figure)}，环比${changeText(figure.value, figure.previous, '上月为0')}，同比${changeText(figure.value, figure.lastYear, '去年同期为0')}`,
  )
  return `${monthLabel(data.month)}，${data.areaName}${parts.join('；')}。`
}
