/**
 * 推荐场站管理 (issue 20): the stations the app recommends, in order, each with a validity
 * period; only stations in service (正常使用) can be added (the server refuses others at the
 * field). 调整顺序 reorders them by drag and drop or by keyboard.
 */
import { YES_NO } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn } from '../archives-management/fields'
import { OrderDialog } from './OrderDialog'

export default defineListScreen({
  resource: 'mobile-management/recommend-stations',
  keyword: false,
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    col.number('sortOrder', '推荐顺序', { width: 120, fixed: 'left', sortable: true, hideInForm: true }),
    col.text('stationId', '充电站编号', { width: 140, search: true, required: true, readOnlyOnEdit: true }),
    col.text('stationName', '充电站名称', { width: 220, hideInForm: true }),
    { ...operatorColumn(), hideInForm: true },
    { ...areaColumn(), hideInForm: true },
    col.datetime('validFrom', '生效时间', { sortable: true, required: true }),
    col.datetime('validTo', '失效时间', { required: true }),
    col.enum('valid', '当前有效', YES_NO, { hideInForm: true }),
    col.datetime('createTime', '创建时间', { hideInForm: true }),
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
