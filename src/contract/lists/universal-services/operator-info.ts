/** 运营商信息 (docs/domain.md: Operator): each operator's data access and data quality. */
import { OPERATOR_ACCESS_STATUS } from '../../../core/domain/flows'
import { describeList } from '../describe'
import { OPERATOR_ID } from '../shared'

export const OPERATOR_INFO = describeList({
  resource: 'universal-services/operator-info',
  title: '运营商信息',
  key: 'operatorId',
  // The access quality is what the list is for.
  keyColumns: [
    'operatorId',
    'operatorName',
    'accessStatus',
    'accessTime',
    'lastPushTime',
    'messagesPerDay',
    'failureRate',
    'delaySeconds',
  ],
  fields: {
    operatorId: { ...OPERATOR_ID, sortable: true },
    // The row is the operator: its name has a column of its own beside the id.
    operatorName: { label: '运营商名称', only: 'lookup' },
    areaCode: { label: '所属区域', kind: 'area', filter: 'area', sortable: true },
    accessStatus: {
      label: '接入状态',
      kind: 'int',
      filter: 'eq',
      enum: OPERATOR_ACCESS_STATUS,
      sortable: true,
    },
    accessTime: { label: '接入时间', kind: 'time' },
    lastPushTime: { label: '最近推送时间', kind: 'time' },
    messagesPerDay: { label: '日均报文数', kind: 'int', filter: 'range', sortable: true },
    failureRate: { label: '报文失败率', kind: 'number', unit: '%', filter: 'range', sortable: true },
    delaySeconds: { label: '平均延时', kind: 'number', unit: '秒', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'universal-services/operator-info': typeof OPERATOR_INFO
  }
}
