/**
 * 节假日管理 (issue 17): the holiday calendar's periods (法定节假日, 调休上班) with the year's
 * calendar above them; staff add, change and delete periods; the server refuses a period that
 * overlaps another or a 调休上班 on a weekday, at the field. Every working-day rule of the platform
 * (publicity, deadlines) reads this calendar.
 */
import { useMemo } from 'react'
import { HOLIDAY_KIND } from '../../core/domain/enums-supervise'
import { DataClientProvider, useDataClient } from '../../ui/dataClient'
import { col } from '../../ui/fields/builders'
import { action, type ListScreenDefinition } from '../../ui/list/definition'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { holidayClient } from './holidayClient'
import { YearCalendar } from './YearCalendar'

// A day on the calendar's picker, sent as YYYY-MM-DD (the API's format).
const date = (key: string, label: string) =>
  col.datetime(key, label, {
    required: true,
    width: 130,
    dateOnly: true,
    format: 'YYYY-MM-DD',
    placeholder: `请选择${label}`,
  })

const DEFINITION: ListScreenDefinition = {
  resource: 'data-input/holidays',
  rowKey: 'id',
  keyword: { placeholder: '名称' },
  columns: [
    col.number('year', '年份', { search: true, sortable: true, width: 90, hideInForm: true }),
    col.text('name', '名称', { required: true, maxLength: 32, width: 180 }),
    col.enum('kind', '类型', HOLIDAY_KIND, { required: true, search: true, width: 120 }),
    { ...date('startDate', '开始日期'), sortable: true },
    date('endDate', '结束日期'),
    col.number('days', '天数', { width: 80, hideInForm: true }),
    col.text('remark', '备注', { maxLength: 200, multiline: true, width: 240 }),
    col.text('updaterName', '修改人', { width: 110, hideInForm: true }),
    col.datetime('updateTime', '修改时间', { hideInForm: true }),
  ],
  defaultSort: { field: 'startDate', order: 'asc' },
  pageSize: 20,
  above: YearCalendar,
  actions: [action.create({ label: '新增时段' }), action.edit(), action.remove(), action.export()],
}

export default function HolidaysManagement(props: ScreenProps) {
  const base = useDataClient()
  const client = useMemo(() => holidayClient(base), [base])
  return (
    <DataClientProvider client={client}>
      <ListScreen definition={DEFINITION} route={props.route} actions={props.actions} />
    </DataClientProvider>
  )
}
