/**
 * The list resources of 移动端管理 (issue 20) under `/api/mobile-management/…`: app users, app
 * orders, operators and brands shown in the app, columns, versions, feedback, evaluations and
 * recommended stations. Phones are stored masked (middle four digits hidden), so lists, details
 * and exports can only ever show them masked.
 */
import './tables'
import { APP_BRANDS } from '../../../src/contract/lists/mobile-management/brands'
import { APP_COLUMNS } from '../../../src/contract/lists/mobile-management/columns'
import { APP_EVALUATIONS } from '../../../src/contract/lists/mobile-management/evaluations'
import { APP_FEEDBACK } from '../../../src/contract/lists/mobile-management/feedback'
import { APP_OPERATORS } from '../../../src/contract/lists/mobile-management/operators'
import { APP_ORDERS } from '../../../src/contract/lists/mobile-management/orders'
import { APP_RECOMMEND_STATIONS } from '../../../src/contract/lists/mobile-management/recommend-stations'
import { APP_USERS } from '../../../src/contract/lists/mobile-management/users'
import { APP_VERSIONS } from '../../../src/contract/lists/mobile-management/versions'
import type { ResourceDef, Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME, STATION_NAME } from '../resources/fields'

const ID = { width: 10 }
const STATION = { stationId: { width: 16 } }

export const appUsersResource: ResourceDef = {
  page: 'mobile-user-management',
  table: 'app_users',
  numericKey: true,
  ...describedResource(APP_USERS),
  fields: describedFields(APP_USERS, {
    id: ID,
    nickName: { width: 16 },
    phoneMasked: { width: 16 },
    phoneTail: { list: false, export: false },
    statusReason: { width: 30 },
    version: { export: false },
  }),
  // Both indexed prefixes: a match anywhere in 100,000 nicknames would read them all.
  keyword: { prefix: ['phoneTail', 'nickName'] },
  scope: { area: 'areaCode' },
  defaultSort: ['registerTime', 'desc'],
}

export const appOrdersResource: ResourceDef = {
  page: 'mobile-order-management',
  table: 'app_orders',
  ...describedResource(APP_ORDERS),
  fields: describedFields(APP_ORDERS, {
    startChargeSeq: { width: 30 },
    ...STATION,
    operatorId: { width: 12 },
  }),
  lookups: describedLookups(APP_ORDERS, [STATION_NAME, OPERATOR_NAME]),
  keyword: { prefix: ['startChargeSeq'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['startTime', 'desc'],
  window: { field: 'startTime', defaultDays: 30, maxDays: 366 },
}

export const appOperatorsResource: ResourceDef = {
  page: 'mobile-operator-management',
  table: 'app_operators',
  ...describedResource(APP_OPERATORS),
  fields: describedFields(APP_OPERATORS, { operatorId: { width: 12 }, brandName: { width: 20 } }),
  lookups: describedLookups(APP_OPERATORS, [OPERATOR_NAME]),
  keyword: { contains: ['brandName', 'operatorId'] },
  scope: { operator: 'operatorId' },
  defaultSort: ['sortOrder', 'asc'],
}

// The version in the address makes a new logo show at once (the image is cached a day).
const logoUrl = (row: Row, size: string) =>
  row.logoType
    ? `/api/mobile-management/brands/${row.operatorId}/logo?${size}v=${encodeURIComponent(String(row.updateTime))}`
    : null

/** The same rows as brands: name, logo and its thumbnail (served by the area's logo route). */
export const appBrandsResource: ResourceDef = {
  ...appOperatorsResource,
  ...describedResource(APP_BRANDS),
  page: 'mobile-operator-brand-management',
  fields: describedFields(APP_BRANDS, {
    operatorId: { width: 12 },
    brandName: { width: 20 },
    logo: { export: false, compute: (row) => logoUrl(row, '') },
    logoThumb: { export: false, compute: (row) => logoUrl(row, 'size=thumb&') },
    logoType: { export: false },
  }),
  lookups: describedLookups(APP_BRANDS, [OPERATOR_NAME]),
}

export const appColumnsResource: ResourceDef = {
  page: 'mobile-column-management',
  table: 'app_columns',
  numericKey: true,
  ...describedResource(APP_COLUMNS),
  fields: describedFields(APP_COLUMNS, { id: ID, columnName: { width: 20 }, remark: { width: 40 } }),
  keyword: { contains: ['columnName'] },
  defaultSort: ['sortOrder', 'asc'],
}

export const appVersionsResource: ResourceDef = {
  page: 'mobile-version-management',
  table: 'app_versions',
  numericKey: true,
  ...describedResource(APP_VERSIONS),
  fields: describedFields(APP_VERSIONS, {
    id: ID,
    version: { width: 12 },
    versionCode: { list: false, export: false },
    releaseNotes: { width: 60 },
  }),
  keyword: { prefix: ['version'] },
  defaultSort: ['releaseTime', 'desc'],
}

export const appFeedbackResource: ResourceDef = {
  page: 'mobile-feedback-management',
  table: 'app_feedback',
  numericKey: true,
  ...describedResource(APP_FEEDBACK),
  fields: describedFields(APP_FEEDBACK, {
    id: ID,
    phoneMasked: { width: 16 },
    content: { width: 50 },
    reply: { width: 50 },
    version: { export: false },
  }),
  keyword: { contains: ['content'] },
  defaultSort: ['createTime', 'desc'],
}

export const appEvaluationsResource: ResourceDef = {
  page: 'mobile-evaluate-management',
  table: 'app_evaluations',
  numericKey: true,
  ...describedResource(APP_EVALUATIONS),
  fields: describedFields(APP_EVALUATIONS, {
    id: ID,
    nickName: { width: 16 },
    ...STATION,
    operatorId: { width: 12 },
    content: { width: 50 },
    hideReason: { width: 30 },
    version: { export: false },
  }),
  lookups: describedLookups(APP_EVALUATIONS, [STATION_NAME, OPERATOR_NAME]),
  keyword: { contains: ['content', 'nickName'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['createTime', 'desc'],
}

export const appRecommendResource: ResourceDef = {
  page: 'mobile-recommend-station-management',
  table: 'app_recommend_stations',
  numericKey: true,
  ...describedResource(APP_RECOMMEND_STATIONS),
  fields: describedFields(APP_RECOMMEND_STATIONS, {
    id: ID,
    ...STATION,
    operatorId: { width: 12 },
    valid: {
      export: false,
      compute: (row, now) => {
        const time = now.toISOString()
        return (row.validFrom as string) <= time && time <= (row.validTo as string) ? 1 : 0
      },
    },
  }),
  lookups: describedLookups(APP_RECOMMEND_STATIONS, [STATION_NAME, OPERATOR_NAME]),
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
