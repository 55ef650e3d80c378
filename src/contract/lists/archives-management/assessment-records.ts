/** 场站评定记录 (docs/domain.md: station assessment ★1–★5): results per station and year. */
import { STAR_LEVELS } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_ID } from '../shared'

export const ASSESSMENT_RECORDS = describeList({
  resource: 'archives-management/assessment-records',
  title: '场站评定记录',
  key: 'id',
  keyColumns: ['id', 'stationId', 'stationName', 'operatorId', 'areaCode', 'score', 'stars'],
  fields: {
    id: { label: '记录ID', kind: 'int', sortable: true },
    stationId: STATION_ID,
    stationName: { label: '充电站名称' },
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    year: { label: '评定年度', kind: 'int', filter: 'eq', sortable: true },
    score: { label: '总分', kind: 'number', filter: 'range', sortable: true },
    stars: { label: '星级', kind: 'int', filter: 'eq', enum: STAR_LEVELS, sortable: true },
    // The item scores as stored (JSON); the detail answer sends them parsed as `scores`.
    scoresJson: { label: '分项得分' },
    scores: { label: '分项得分', only: 'detail' },
    reviewer: { label: '评审人' },
    reviewTime: { label: '评审时间', kind: 'time', filter: 'range', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/assessment-records': typeof ASSESSMENT_RECORDS
  }
}
