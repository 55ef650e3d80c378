import type { DataOf } from '../../contract/define'
import type { monthReport } from '../../contract/report-statistics'

/** The monthly report's answer, as the screen and its workbook read it. */
export type ReportData = DataOf<typeof monthReport>

/** `2026-03` as 2026年3月. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`

/** The report's title, as the page header and the first page show it. */
export const reportTitle = (data: Pick<ReportData, 'platform' | 'month'>) =>
  `${data.platform}${monthLabel(data.month)}月度报告`
