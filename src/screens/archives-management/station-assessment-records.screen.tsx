/** 场站评定记录 (domain.md: Station assessment): results per station and year with their stars. */
import { ASSESSMENT_RECORDS } from '../../contract/lists/archives-management/assessment-records'
import type { NumberField } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { ScoreTable } from './ScoreTable'

const f = fieldsOf(ASSESSMENT_RECORDS)

/** 评定年度, typed as a whole year (the layout takes no bounds, so they are added here). */
const year: NumberField = {
  ...(f.col('year', { search: true, precision: 0 }) as NumberField),
  min: 2000,
  max: 2100,
}

export default defineListScreen({
  resource: ASSESSMENT_RECORDS.resource,
  rowKey: 'id',
  keyword: { placeholder: '充电站编号或名称' },
  columns: [
    year,
    f.col('stationId', { width: 130, search: true }),
    f.col('stationName', { width: 240 }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('score'),
    f.col('stars', { search: true }),
    f.col('reviewer'),
    f.col('reviewTime'),
  ],
  filters: [f.range('reviewTime')],
  detailFields: [f.col('scores', { render: (value) => <ScoreTable scores={value} /> })],
  detail: { title: (record) => `${record.stationName ?? ''} ${record.year ?? ''}年度评定` },
  actions: [action.view(), action.export()],
})
