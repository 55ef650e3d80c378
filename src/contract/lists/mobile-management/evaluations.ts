/** 评价 (issue 20): users' ratings and texts of stations, moderated. */
import { EVALUATION_SCORE, MODERATION_STATUS } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS, STATION_ID, STATION_NAME } from '../shared'

export const APP_EVALUATIONS = describeList({
  resource: 'mobile-management/evaluations',
  title: '评价',
  key: 'id',
  // A moderation list: the evaluation itself.
  keyColumns: [
    'id',
    'nickName',
    ...STATION_COLUMNS,
    'score',
    'status',
    'hideReason',
    'content',
    'createTime',
  ],
  serve: {
    page: 'mobile-evaluate-management',
    table: 'app_evaluations',
    numericKey: true,
    keyword: { contains: ['content', 'nickName'] },
    scope: { area: 'areaCode', operator: 'operatorId' },
    defaultSort: ['createTime', 'desc'],
  },
  fields: {
    id: { label: 'ID', kind: 'int', filter: 'eq', sortable: true, exportWidth: 10 },
    nickName: { label: '用户昵称', exportWidth: 16 },
    stationId: STATION_ID,
    stationName: STATION_NAME,
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    score: { label: '评分', kind: 'int', filter: 'eq', sortable: true, enum: EVALUATION_SCORE },
    content: { label: '评价内容', filter: 'contains', exportWidth: 50 },
    createTime: { label: '评价时间', kind: 'time', filter: 'range', sortable: true },
    status: { label: '审核状态', filter: 'eq', enum: MODERATION_STATUS },
    hideReason: { label: '隐藏原因', exportWidth: 30 },
    moderator: { label: '审核人' },
    moderateTime: { label: '审核时间', kind: 'time' },
    // Stored only: the version a moderation step names (EVALUATION_FLOW on the one engine).
    version: { label: '版本', kind: 'int' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/evaluations': typeof APP_EVALUATIONS
  }
}
