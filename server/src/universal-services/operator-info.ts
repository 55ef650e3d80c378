/**
 * operator-info (domain.md: operators with access status and data quality): each operator's
 * data-access state with its last push, messages per day, failure rate and delay.
 */
import { OPERATOR_ACCESS_STATUS } from '../../../src/core/domain/flows'
import type { ResourceDef } from '../resources'
import { field, OPERATOR_NAME, operatorField, timeField } from '../resources/fields'

/** Operators' access state and data quality. */
export const operatorInfoResource: ResourceDef = {
  area: 'universal-services',
  name: 'operator-info',
  page: 'operator-info',
  title: '运营商信息',
  table: 'operator_access',
  key: 'operatorId',
  fields: [
    { ...operatorField(), sortable: true },
    field('areaCode', '所属区域', { kind: 'area', filter: 'area', sortable: true }),
    field('accessStatus', '接入状态', {
      kind: 'int',
      filter: 'eq',
      enum: OPERATOR_ACCESS_STATUS,
      sortable: true,
    }),
    timeField('accessTime', '接入时间', { filter: undefined, sortable: false }),
    timeField('lastPushTime', '最近推送时间', { filter: undefined, sortable: false }),
    field('messagesPerDay', '日均报文数', { kind: 'int', filter: 'range', sortable: true }),
    field('failureRate', '报文失败率(%)', { kind: 'number', filter: 'range', sortable: true }),
    field('delaySeconds', '平均延时(秒)', { kind: 'number', sortable: true }),
  ],
  lookups: [OPERATOR_NAME],
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['operatorId', 'asc'],
}
