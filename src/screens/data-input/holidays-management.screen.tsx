/**
 * 节假日管理 (issue 17): the holiday calendar's periods (法定节假日, 调休上班) with the year's
 * calendar above them; staff add, change and delete periods; the server refuses a period that
 * overlaps another or a 调休上班 on a weekday, at the field. Every working-day rule of the platform
 * (publicity, deadlines) reads this calendar.
 */
import { useMemo } from 'react'
import { HOLIDAYS } from '../../contract/lists/data-input/holidays'
import { DataClientProvider, useDataClient } from '../../ui/dataClient'
import { action } from '../../ui/list/actionBuilders'
import type { ListScreenDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenComponent, ScreenProps } from '../../ui/screen'
import { holidayClient } from './holidayClient'
import { YearCalendar } from './YearCalendar'

const f = fieldsOf(HOLIDAYS)

/** A day of a period, picked on a calendar. */
const date = (key: 'startDate' | 'endDate') =>
  f.col(key, { required: true, width: 130, placeholder: `请选择${HOLIDAYS.fields[key].label}` })

const DEFINITION: ListScreenDefinition = {
  resource: HOLIDAYS.resource,
  rowKey: 'id',
  keyword: { placeholder: '名称' },
  columns: [
    f.col('year', { search: true, width: 90, hideInForm: true }),
    f.col('name', { required: true, maxLength: 32, width: 180 }),
    f.col('kind', { required: true, search: true, width: 120 }),
    date('startDate'),
    date('endDate'),
    f.col('days', { width: 80, hideInForm: true }),
    f.col('remark', { maxLength: 200, multiline: true, width: 240 }),
    f.col('updaterName', { width: 110, hideInForm: true }),
    f.col('updateTime', { sortable: false, hideInForm: true }),
  ],
  defaultSort: { field: 'startDate', order: 'asc' },
  pageSize: 20,
  above: YearCalendar,
  actions: [action.create({ label: '新增时段' }), action.edit(), action.remove(), action.export()],
}

const HolidaysManagement: ScreenComponent = (props: ScreenProps) => {
  const base = useDataClient()
  const client = useMemo(() => holidayClient(base), [base])
  return (
    <DataClientProvider client={client}>
      <ListScreen definition={DEFINITION} route={props.route} actions={props.actions} />
    </DataClientProvider>
  )
}

// Held to the list's description like every list screen (tests/server/lists-agree.test.ts).
HolidaysManagement.listFields = { resource: HOLIDAYS.resource, fields: DEFINITION.columns }

export default HolidaysManagement
