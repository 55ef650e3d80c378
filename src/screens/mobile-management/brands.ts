/**
 * 运营商品牌管理 (issue 20): each operator's brand name and logo in the app. The logo is checked
 * in the browser and again by the server (type by content, ≤ 200 KB, 64–1024 px); the table shows
 * the thumbnail the server made (≤ 128 px), its preview the logo itself.
 */
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { operatorColumn } from '../archives-management/fields'
import { LogoDialog } from './LogoDialog'

export default defineListScreen({
  resource: 'mobile-management/brands',
  rowKey: 'operatorId',
  keyword: { placeholder: '品牌名称或运营商ID' },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    { ...operatorColumn(), fixed: 'left', hideInForm: true },
    col.image('logo', '品牌标志', { width: 100, hideInForm: true, thumbnailKey: 'logoThumb' }),
    col.text('brandName', '品牌名称', { width: 180, search: true, required: true, maxLength: 32 }),
    col.number('sortOrder', '显示顺序', { sortable: true, hideInForm: true }),
    col.datetime('updateTime', '更新时间', { hideInForm: true }),
  ],
  detail: { title: (brand) => String(brand.brandName ?? '品牌') },
  actions: [
    action.view(),
    action.export(),
    action.edit({ label: '编辑名称', fields: ['brandName'] }),
    action.dialog('logo', '上传标志', LogoDialog),
  ],
})
