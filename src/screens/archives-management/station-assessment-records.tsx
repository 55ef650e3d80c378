/** 场站评定记录 (domain.md: Station assessment): results per station and year with their stars. */
import { STAR_LEVELS } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn, rangeFilter } from './fields'
import { ScoreTable } from './ScoreTable'

export default defineListScreen({
  resource: 'archives-management/assessment-records',
  rowKey: 'id',
  keyword: { placeholder: '充电站编号或名称' },
  columns: [
    col.number('year', '评定年度', { sortable: true, search: true, precision: 0, min: 2000, max: 2100 }),
    col.text('stationId', '充电站编号', { width: 130, search: true }),
    col.text('stationName', '充电站名称', { width: 240 }),
    operatorColumn(),
    areaColumn(),
    col.number('score', '总分', { sortable: true }),
    col.enum('stars', '星级', STAR_LEVELS, { sortable: true, search: true }),
    col.text('reviewer', '评审人'),
    col.datetime('reviewTime', '评审时间', { sortable: true }),
  ],
  filters: [rangeFilter('reviewTime', '评审时间')],
  detailFields: [col.text('scores', '分项得分', { render: (value) => <ScoreTable scores={value} /> })],
  detail: { title: (record) => `${record.stationName ?? ''} ${record.year ?? ''}年度评定` },
  actions: [action.view(), action.export()],
})
