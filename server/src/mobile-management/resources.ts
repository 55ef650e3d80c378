/**
 * The list resources of 移动端管理 (issue 20) under `/api/mobile-management/…`: app users, app
 * orders, operators and brands shown in the app, columns, versions, feedback, evaluations and
 * recommended stations. Phones are stored masked (middle four digits hidden), so lists, details
 * and exports can only ever show them masked.
 */
import './tables'
import { YES_NO } from '../../../src/core/domain/enums'
import {
  APP_FEEDBACK_STATUS,
  APP_FEEDBACK_TYPE,
  APP_PAY_CHANNEL,
  APP_PAY_STATUS,
  APP_PLATFORM,
  APP_SHOWN,
  APP_USER_STATUS,
  MODERATION_STATUS,
} from '../../../src/core/domain/enums-mobile-management'
import type { ResourceDef } from '../resources'
import { areaField, field, OPERATOR_NAME, operatorField, STATION_NAME, timeField } from '../resources/fields'

const AREA = 'mobile-management'
const id = field('id', 'ID', { kind: 'int', filter: 'eq', sortable: true, width: 10 })

export const appUsersResource: ResourceDef = {
  area: AREA,
  name: 'users',
  page: 'mobile-user-management',
  title: 'APP用户',
  table: 'app_users',
  key: 'id',
  numericKey: true,
  fields: [
    id,
    field('nickName', '昵称', { width: 16 }),
    field('phoneMasked', '手机号', { width: 16 }),
    field('phoneTail', '手机尾号', { filter: 'eq', list: false, export: false }),
    areaField(),
    timeField('registerTime', '注册时间'),
    timeField('lastActiveTime', '最近活跃时间'),
    field('orderCount', '订单数', { kind: 'int', sortable: true }),
    field('status', '状态', { kind: 'int', filter: 'eq', enum: APP_USER_STATUS }),
    field('statusReason', '停用/启用原因', { width: 30 }),
    field('statusOperator', '操作人'),
    timeField('statusTime', '操作时间', { filter: undefined, sortable: false }),
  ],
  // Both indexed prefixes: a match anywhere in 100,000 nicknames would read them all.
  keyword: { prefix: ['phoneTail', 'nickName'] },
  scope: { area: 'areaCode' },
  defaultSort: ['registerTime', 'desc'],
}

export const appOrdersResource: ResourceDef = {
  area: AREA,
  name: 'orders',
  page: 'mobile-order-management',
  title: 'APP订单',
  table: 'app_orders',
  key: 'startChargeSeq',
  fields: [
    field('startChargeSeq', '订单编号', { filter: 'prefix', sortable: true, width: 30 }),
    field('appUserId', '用户ID', { kind: 'int', filter: 'eq' }),
    field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
    operatorField(),
    areaField(),
    timeField('startTime', '开始时间'),
    timeField('endTime', '结束时间', { filter: undefined, sortable: false }),
    field('totalPower', '充电量(kWh)', { kind: 'number', sortable: true }),
    field('totalMoney', '总金额(元)', { kind: 'number', sortable: true }),
    field('payChannel', '支付方式', { filter: 'eq', enum: APP_PAY_CHANNEL }),
    field('payStatus', '支付状态', { kind: 'int', filter: 'eq', enum: APP_PAY_STATUS }),
  ],
  lookups: [STATION_NAME, OPERATOR_NAME],
  keyword: { prefix: ['startChargeSeq'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['startTime', 'desc'],
  window: { field: 'startTime', defaultDays: 30, maxDays: 366 },
}

export const appOperatorsResource: ResourceDef = {
  area: AREA,
  name: 'operators',
  page: 'mobile-operator-management',
  title: 'APP运营商',
  table: 'app_operators',
  key: 'operatorId',
  fields: [
    operatorField(),
    field('brandName', '品牌名称', { filter: 'contains', width: 20 }),
    field('shown', 'APP中显示', { kind: 'int', filter: 'eq', enum: APP_SHOWN }),
    field('sortOrder', '显示顺序', { kind: 'int', sortable: true }),
    timeField('updateTime', '更新时间', { filter: undefined }),
  ],
  lookups: [OPERATOR_NAME],
  keyword: { contains: ['brandName', 'operatorId'] },
  scope: { operator: 'operatorId' },
  defaultSort: ['sortOrder', 'asc'],
}

/** The same rows as brands: name, logo and its thumbnail (served by the area's logo route). */
export const appBrandsResource: ResourceDef = {
  ...appOperatorsResource,
  name: 'brands',
  page: 'mobile-operator-brand-management',
  title: '运营商品牌',
  fields: [
    operatorField(),
    field('brandName', '品牌名称', { filter: 'contains', width: 20 }),
    field('logo', '品牌标志', {
      export: false,
      // The version in the address makes a new logo show at once (the image is cached a day).
      compute: (row) =>
        row.logoType
          ? `/api/mobile-management/brands/${row.operatorId}/logo?v=${encodeURIComponent(String(row.updateTime))}`
          : null,
    }),
    field('logoThumb', '标志缩略图', {
      export: false,
      compute: (row) =>
        row.logoType
          ? `/api/mobile-management/brands/${row.operatorId}/logo?size=thumb&v=${encodeURIComponent(String(row.updateTime))}`
          : null,
    }),
    field('logoType', '标志格式', { filter: 'eq', export: false }),
    field('sortOrder', '显示顺序', { kind: 'int', sortable: true }),
    timeField('updateTime', '更新时间', { filter: undefined }),
  ],
}

export const appColumnsResource: ResourceDef = {
  area: AREA,
  name: 'columns',
  page: 'mobile-column-management',
  title: '栏目',
  table: 'app_columns',
  key: 'id',
  numericKey: true,
  fields: [
    id,
    field('columnName', '栏目名称', { filter: 'contains', width: 20 }),
    field('sortOrder', '排序', { kind: 'int', sortable: true }),
    field('status', '状态', { kind: 'int', filter: 'eq', enum: APP_SHOWN }),
    field('remark', '说明', { width: 40 }),
    timeField('createTime', '创建时间', { filter: undefined }),
  ],
  keyword: { contains: ['columnName'] },
  defaultSort: ['sortOrder', 'asc'],
}

export const appVersionsResource: ResourceDef = {
  area: AREA,
  name: 'versions',
  page: 'mobile-version-management',
  title: 'APP版本',
  table: 'app_versions',
  key: 'id',
  numericKey: true,
  fields: [
    id,
    field('platform', '平台', { filter: 'eq', enum: APP_PLATFORM }),
    field('version', '版本号', { filter: 'prefix', width: 12 }),
    field('versionCode', '版本序号', { kind: 'int', sortable: true, list: false, export: false }),
    field('forceUpdate', '强制更新', { kind: 'int', filter: 'eq', enum: YES_NO }),
    field('releaseNotes', '更新说明', { width: 60 }),
    timeField('releaseTime', '发布时间'),
    field('publisher', '发布人'),
  ],
  keyword: { prefix: ['version'] },
  defaultSort: ['releaseTime', 'desc'],
}

export const appFeedbackResource: ResourceDef = {
  area: AREA,
  name: 'feedback',
  page: 'mobile-feedback-management',
  title: 'APP意见反馈',
  table: 'app_feedback',
  key: 'id',
  numericKey: true,
  fields: [
    id,
    field('appUserId', '用户ID', { kind: 'int', filter: 'eq' }),
    field('phoneMasked', '手机号', { width: 16 }),
    field('feedbackType', '反馈类型', { filter: 'eq', enum: APP_FEEDBACK_TYPE }),
    field('content', '反馈内容', { width: 50 }),
    timeField('createTime', '反馈时间'),
    field('status', '状态', { filter: 'eq', enum: APP_FEEDBACK_STATUS }),
    field('reply', '回复内容', { width: 50 }),
    field('replier', '回复人'),
    timeField('replyTime', '回复时间', { filter: undefined, sortable: false }),
  ],
  keyword: { contains: ['content'] },
  defaultSort: ['createTime', 'desc'],
}

export const appEvaluationsResource: ResourceDef = {
  area: AREA,
  name: 'evaluations',
  page: 'mobile-evaluate-management',
  title: '评价',
  table: 'app_evaluations',
  key: 'id',
  numericKey: true,
  fields: [
    id,
    field('nickName', '用户昵称', { width: 16 }),
    field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
    operatorField(),
    areaField(),
    field('score', '评分', { kind: 'int', filter: 'eq', sortable: true }),
    field('content', '评价内容', { filter: 'contains', width: 50 }),
    timeField('createTime', '评价时间'),
    field('status', '审核状态', { filter: 'eq', enum: MODERATION_STATUS }),
    field('hideReason', '隐藏原因', { width: 30 }),
    field('moderator', '审核人'),
    timeField('moderateTime', '审核时间', { filter: undefined, sortable: false }),
  ],
  lookups: [STATION_NAME, OPERATOR_NAME],
  keyword: { contains: ['content', 'nickName'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['createTime', 'desc'],
}

export const appRecommendResource: ResourceDef = {
  area: AREA,
  name: 'recommend-stations',
  page: 'mobile-recommend-station-management',
  title: '推荐场站',
  table: 'app_recommend_stations',
  key: 'id',
  numericKey: true,
  fields: [
    id,
    field('sortOrder', '推荐顺序', { kind: 'int', sortable: true }),
    field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
    operatorField(),
    areaField(),
    timeField('validFrom', '生效时间'),
    timeField('validTo', '失效时间', { filter: undefined }),
    field('valid', '有效', {
      export: false,
      compute: (row, now) => {
        const time = now.toISOString()
        return (row.validFrom as string) <= time && time <= (row.validTo as string) ? 1 : 0
      },
    }),
    timeField('createTime', '创建时间', { filter: undefined, sortable: false }),
  ],
  lookups: [STATION_NAME, OPERATOR_NAME],
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['sortOrder', 'asc'],
}

/** The area's resources, in menu order. */
export const MOBILE_RESOURCES: readonly ResourceDef[] = [
  appUsersResource,
  appOperatorsResource,
  appOrdersResource,
  appBrandsResource,
  appColumnsResource,
  appFeedbackResource,
  appVersionsResource,
  appRecommendResource,
  appEvaluationsResource,
]
