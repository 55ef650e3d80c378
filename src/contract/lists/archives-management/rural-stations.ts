/** 乡村站标记 (docs/domain.md: rural-station-tagging): stations with their urban-rural code and tag requests. */
import {
  APPLY_STATUS,
  RURAL_TAG_ACTION,
  STATION_STATUS,
  URBAN_RURAL_CODE,
  YES_NO,
} from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS } from '../shared'

/** A tag request's statuses: the 待审核 / 审核通过 / 驳回 entries of APPLY_STATUS (one source of labels). */
export const RURAL_TAG_STATUS = APPLY_STATUS.filter((status) =>
  ['pending', 'approved', 'rejected'].includes(status.value),
)

export const RURAL_STATIONS = describeList({
  resource: 'archives-management/rural-stations',
  title: '乡村站标记',
  key: 'stationId',
  // A review list: the reason given, the reviewer and the opinion.
  keyColumns: [
    ...STATION_COLUMNS,
    'address',
    'urbanRuralCode',
    'ruralArea',
    'stationStatus',
    'ruralFlag',
    'ruralTagAction',
    'ruralTagStatus',
    'ruralReviewOpinion',
    'ruralVersion',
    'ruralTagReason',
    'ruralReviewer',
  ],
  fields: {
    stationId: { label: '充电站编号', filter: 'prefix', sortable: true },
    stationName: { label: '充电站名称', sortable: true },
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    address: { label: '地址' },
    areaCodeCountryside: { label: '统计用区划代码', filter: 'prefix' },
    urbanRuralCode: {
      label: '城乡分类',
      kind: 'int',
      filter: 'eq',
      enum: URBAN_RURAL_CODE,
      sortable: true,
    },
    // Whether the urban-rural code is a rural one (true / false).
    ruralArea: { label: '位于乡村' },
    stationStatus: { label: '站点状态', kind: 'int', filter: 'eq', enum: STATION_STATUS },
    ruralFlag: { label: '乡村站', kind: 'int', filter: 'eq', enum: YES_NO },
    ruralTagAction: { label: '申请类型', filter: 'eq', enum: RURAL_TAG_ACTION },
    ruralTagStatus: { label: '审核状态', filter: 'eq', enum: RURAL_TAG_STATUS },
    ruralTagReason: { label: '申请理由' },
    ruralTagApplicant: { label: '申请人' },
    ruralTagTime: { label: '申请时间', kind: 'time', filter: 'range' },
    ruralReviewer: { label: '审核人' },
    ruralReviewTime: { label: '审核时间', kind: 'time' },
    ruralReviewOpinion: { label: '审核意见' },
    // Stored only: the tagging version a step names (RURAL_FLOW on the one engine).
    ruralVersion: { label: '版本', kind: 'int' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/rural-stations': typeof RURAL_STATIONS
  }
}
