import type { DataOf } from '../../contract/define'
import type { monthReport } from '../../contract/report-statistics'

/** The monthly report's answer, as the screen and its workbook read it. */
export type ReportData = DataOf<typeof monthReport>
