/**
 * 推荐场站管理 (issue 20): the stations the app recommends, in order, each with a validity
 * period; only stations in service (正常使用) can be added (the server refuses others at the
 * field). 调整顺序 reorders them by drag and drop or by keyboard.
 */
import { APP_RECOMMEND_STATIONS } from '../../contract/lists/mobile-management/recommend-stations'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { preloadable } from '../../ui/preloadable'

// 调整顺序 loads when first opened, not with the rows.
const OrderDialog = preloadable(() => import('./OrderDialog').then((module) => module.OrderDialog))

const f = fieldsOf(APP_RECOMMEND_STATIONS)

export default defineListScreen({
  resource: APP_RECOMMEND_STATIONS.resource,
  keyword: false,
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    f.col('sortOrder', { width: 120, fixed: 'left', hideInForm: true }),
    f.col('stationId', { width: 140, search: true, required: true, readOnlyOnEdit: true }),
    f.col('stationName', { width: 220, hideInForm: true }),
    f.col('operatorId', { ...OPERATOR_LAYOUT, hideInForm: true }),
    f.col('areaCode', { ...AREA_LAYOUT, hideInForm: true }),
    f.col('validFrom', { required: true }),
    f.col('validTo', { required: true }),
    f.col('valid', { hideInForm: true }),
    f.col('createTime', { hideInForm: true }),
  ],
  detail: { title: (entry) => String(entry.stationName ?? '推荐场站') },
  actions: [
    action.view(),
    action.export(),
    action.create({ label: '新增推荐', fields: ['stationId', 'validFrom', 'validTo'] }),
    action.edit({ label: '修改有效期', fields: ['validFrom', 'validTo'] }),
    action.remove(),
    action.dialog('order', '调整顺序', OrderDialog, { scope: 'toolbar' }),
  ],
})
