/**
 * 运营商信息 (domain.md: operators with access status and data quality): each operator's
 * data-access state, last push, messages per day, failure rate and delay.
 */
import { OPERATOR_ACCESS_STATUS } from '../../core/domain/flows'
import { regionName } from '../../core/domain/regions'
import { col, filter } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'

export default defineListScreen({
  resource: 'universal-services/operator-info',
  rowKey: 'operatorId',
  keyword: false,
  columns: [
    col.text('operatorId', '运营商ID', { width: 120, fixed: 'left', sortable: true }),
    col.text('operatorName', '运营商名称', { width: 260 }),
    col.area('areaCode', '所属区域', { search: true, render: (value) => regionName(value as string) }),
    col.enum('accessStatus', '接入状态', OPERATOR_ACCESS_STATUS, { search: true, sortable: true }),
    col.datetime('accessTime', '接入时间'),
    col.datetime('lastPushTime', '最近推送时间'),
    col.number('messagesPerDay', '日均报文数', { sortable: true }),
    col.number('failureRate', '报文失败率', { unit: '%', precision: 2, sortable: true }),
    col.number('delaySeconds', '平均延时', { unit: '秒', precision: 1, sortable: true }),
  ],
  filters: [filter.operator()],
  defaultSort: { field: 'operatorId', order: 'asc' },
  detail: { title: (row) => String(row.operatorName ?? '运营商') },
  actions: [action.view(), action.export()],
})
