/** 月度报告 (issue 19): the monthly report screen (./MonthReport). */
export { default } from './MonthReport'
