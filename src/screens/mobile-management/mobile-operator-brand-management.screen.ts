/**
 * 运营商品牌管理 (issue 20): each operator's brand name and logo in the app. The logo is checked
 * in the browser and again by the server (type by content, ≤ 200 KB, 64–1024 px); the table shows
 * the thumbnail the server made (≤ 128 px), its preview the logo itself.
 */
import { APP_BRANDS } from '../../contract/lists/mobile-management/brands'
import { imageRenderer } from '../../ui/fields/media'
import type { FieldOf } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { preloadable } from '../../ui/preloadable'

// 上传标志 loads when first opened, not with the rows.
const LogoDialog = preloadable(() => import('./LogoDialog').then((module) => module.LogoDialog))

const f = fieldsOf(APP_BRANDS)

// The logo's address drawn as an image: the server's thumbnail in the cell, the logo itself in
// the preview (the description knows values, not how a text is drawn).
const LOGO: FieldOf<'image'> = {
  kind: 'image',
  key: 'logo',
  label: APP_BRANDS.fields.logo.label,
  thumbnailKey: 'logoThumb',
}

export default defineListScreen({
  resource: APP_BRANDS.resource,
  rowKey: 'operatorId',
  keyword: { placeholder: '品牌名称或运营商ID' },
  defaultSort: { field: 'sortOrder', order: 'asc' },
  columns: [
    f.col('operatorId', { ...OPERATOR_LAYOUT, fixed: 'left', hideInForm: true }),
    f.col('logo', {
      width: 100,
      hideInForm: true,
      render: (value, record) => imageRenderer.display(value, record, LOGO),
    }),
    f.col('brandName', { width: 180, search: true, required: true, maxLength: 32 }),
    f.col('sortOrder', { hideInForm: true }),
    f.col('updateTime', { hideInForm: true }),
  ],
  detail: { title: (brand) => String(brand.brandName ?? '品牌') },
  actions: [
    action.view(),
    action.export(),
    action.edit({ label: '编辑名称', fields: ['brandName'] }),
    action.dialog('logo', '上传标志', LogoDialog),
  ],
})
