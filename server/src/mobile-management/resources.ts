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
import { APP_RECOMMEND_STATIONS } from '../../../src/contract/lists/mobile-management/recommend-stations'
import { APP_USERS } from '../../../src/contract/lists/mobile-management/users'
import { APP_VERSIONS } from '../../../src/contract/lists/mobile-management/versions'
import type { ResourceDef, Row } from '../resources'
import { describedDef, describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME, STATION_NAME } from '../resources/fields'

/** Stored only: the version a step names, never exported. */
const VERSION = { version: { export: false } }

// Users, feedback and evaluations are read by their moderation steps (moderation.ts), operators
// and columns by their settings (content.ts): built from their descriptions, with what the
// server stores beyond them.
export const appUsersResource: ResourceDef = describedDef(APP_USERS, {
  stored: { phoneTail: { list: false, export: false }, ...VERSION },
})

export const appOperatorsResource: ResourceDef = describedDef(APP_OPERATORS)

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
    brandName: { width: 20 },
    logo: { export: false, compute: (row) => logoUrl(row, '') },
    logoThumb: { export: false, compute: (row) => logoUrl(row, 'size=thumb&') },
    logoType: { export: false },
  }),
  lookups: describedLookups(APP_BRANDS, [OPERATOR_NAME]),
}

export const appColumnsResource: ResourceDef = describedDef(APP_COLUMNS)

const appVersionsResource: ResourceDef = describedDef(APP_VERSIONS, {
  stored: { versionCode: { list: false, export: false } },
})

export const appFeedbackResource: ResourceDef = describedDef(APP_FEEDBACK, { stored: VERSION })

export const appEvaluationsResource: ResourceDef = describedDef(APP_EVALUATIONS, { stored: VERSION })

export const appRecommendResource: ResourceDef = {
  page: 'mobile-recommend-station-management',
  table: 'app_recommend_stations',
  numericKey: true,
  ...describedResource(APP_RECOMMEND_STATIONS),
  fields: describedFields(APP_RECOMMEND_STATIONS, {
    id: { width: 10 },
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

/**
 * The area's resources the server adds to or computes beyond their descriptions (the others,
 * e.g. app orders, are built from theirs: mobileRoutes).
 */
export const MOBILE_RESOURCES: readonly ResourceDef[] = [
  appUsersResource,
  appBrandsResource,
  appFeedbackResource,
  appVersionsResource,
  appRecommendResource,
  appEvaluationsResource,
]
