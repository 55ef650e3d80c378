/**
 * 运营商信息 (domain.md: operators with access status and data quality): each operator's
 * data-access state, last push, messages per day, failure rate and delay.
 */

import type { RowOf } from '../../contract/lists/rows'
import { OPERATOR_INFO } from '../../contract/lists/universal-services/operator-info'
import { regionName } from '../../core/domain/regions'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'

const f = fieldsOf(OPERATOR_INFO)

export default defineListScreen<RowOf<typeof OPERATOR_INFO>>({
  resource: OPERATOR_INFO.resource,
  rowKey: 'operatorId',
  keyword: false,
  columns: [
    // The row is the operator: this column shows its id, the next its name.
    f.col('operatorId', { width: 120, fixed: 'left', nameKey: 'operatorId' }),
    f.col('operatorName', { width: 260 }),
    f.col('areaCode', { search: true, sortable: false, render: (value) => regionName(value as string) }),
    f.col('accessStatus', { search: true }),
    f.col('accessTime'),
    f.col('lastPushTime'),
    f.col('messagesPerDay'),
    f.col('failureRate', { precision: 2 }),
    f.col('delaySeconds', { precision: 1 }),
  ],
  filters: [f.filter('operatorId')],
  defaultSort: { field: 'operatorId', order: 'asc' },
  detail: { title: (row) => row.operatorName ?? '运营商' },
  actions: [action.view(), action.export()],
})
