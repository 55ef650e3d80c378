/** 推荐场站 (issue 20): the stations the app recommends, in order, each for a period. */
import { YES_NO } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_ID, STATION_NAME } from '../shared'

export const APP_RECOMMEND_STATIONS = describeList({
  resource: 'mobile-management/recommend-stations',
  title: '推荐场站',
  key: 'id',
  keyColumns: ['id', 'sortOrder', 'stationId', 'stationName', 'operatorId', 'areaCode', 'validFrom'],
  fields: {
    id: { label: 'ID', kind: 'int', filter: 'eq', sortable: true },
    sortOrder: { label: '推荐顺序', kind: 'int', sortable: true },
    stationId: STATION_ID,
    stationName: STATION_NAME,
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    validFrom: { label: '生效时间', kind: 'time', filter: 'range', sortable: true },
    validTo: { label: '失效时间', kind: 'time', sortable: true },
    // Whether the period holds now (server clock).
    valid: { label: '当前有效', kind: 'int', enum: YES_NO },
    createTime: { label: '创建时间', kind: 'time' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/recommend-stations': typeof APP_RECOMMEND_STATIONS
  }
}
