/** 运营商品牌 (issue 20): the app operators' rows as brands: name and logo. */
import { describeList } from '../describe'
import { OPERATOR_ID } from '../shared'

export const APP_BRANDS = describeList({
  resource: 'mobile-management/brands',
  title: '运营商品牌',
  key: 'operatorId',
  keyColumns: ['operatorId', 'brandName', 'sortOrder'],
  fields: {
    operatorId: OPERATOR_ID,
    brandName: { label: '品牌名称', filter: 'contains' },
    // The addresses of the logo and of its thumbnail (the area's logo route).
    logo: { label: '品牌标志' },
    logoThumb: { label: '标志缩略图' },
    logoType: { label: '标志格式', filter: 'eq' },
    sortOrder: { label: '显示顺序', kind: 'int', sortable: true },
    updateTime: { label: '更新时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/brands': typeof APP_BRANDS
  }
}
