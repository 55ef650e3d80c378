/**
 * Table types of the mobile-management area (migration 0014-mobile), added to the platform's
 * `Database` by declaration merging. Conventions of db/types.ts: ISO-8601 UTC text times, flags 0/1.
 */
import type { Generated } from 'kysely'

export interface AppUsersTable {
  id: Generated<number>
  nickName: string
  /** 138****1234: the full number is never stored. */
  phoneMasked: string
  phoneTail: string
  areaCode: string
  registerTime: string
  lastActiveTime: string
  orderCount: number
  /** APP_USER_STATUS. */
  status: number
  statusReason: string | null
  statusOperator: string | null
  statusTime: string | null
  /** The one engine's version (migration 0041): every step adds one. */
  version: Generated<number>
}

export interface AppOrdersTable {
  startChargeSeq: string
  appUserId: number
  stationId: string
  operatorId: string
  areaCode: string
  startTime: string
  endTime: string
  totalPower: number
  totalMoney: number
  payChannel: string
  payStatus: number
}

export interface AppOperatorsTable {
  operatorId: string
  brandName: string
  shown: number
  sortOrder: number
  logoPath: string | null
  logoType: string | null
  updateTime: string
}

export interface AppColumnsTable {
  id: Generated<number>
  columnName: string
  sortOrder: number
  status: number
  remark: string
  createTime: string
}

export interface AppVersionsTable {
  id: Generated<number>
  platform: string
  version: string
  versionCode: number
  forceUpdate: number
  releaseNotes: string
  releaseTime: string
  publisher: string
}

export interface AppFeedbackTable {
  id: Generated<number>
  appUserId: number
  phoneMasked: string
  feedbackType: string
  content: string
  createTime: string
  status: string
  reply: string | null
  replier: string | null
  replyTime: string | null
  /** The one engine's version (migration 0041): every step adds one. */
  version: Generated<number>
}

export interface AppEvaluationsTable {
  id: Generated<number>
  appUserId: number
  nickName: string
  stationId: string
  operatorId: string
  areaCode: string
  score: number
  content: string
  createTime: string
  status: string
  hideReason: string | null
  moderator: string | null
  moderateTime: string | null
  /** Moderation's version (migration 0040): every step adds one. */
  version: Generated<number>
}

export interface AppSensitiveWordsTable {
  id: Generated<number>
  word: string
}

export interface AppRecommendStationsTable {
  id: Generated<number>
  stationId: string
  operatorId: string
  areaCode: string
  sortOrder: number
  validFrom: string
  validTo: string
  createTime: string
}

export interface AppArticlesTable {
  id: Generated<number>
  /** ARTICLE_KIND. */
  kind: string
  title: string
  summary: string
  columnId: number
  coverUrl: string | null
  /** The editor's JSON document (rich-text.ts). */
  content: string
  /** draft, published (publishTime may lie ahead: 待发布) or withdrawn. */
  status: string
  publishTime: string | null
  author: string
  publisher: string | null
  createTime: string
  updateTime: string
  /** The one engine's version (migration 0041): every step adds one. */
  version: Generated<number>
}

/** The mobile-management tables. */
export interface MobileDatabase {
  app_users: AppUsersTable
  app_orders: AppOrdersTable
  app_operators: AppOperatorsTable
  app_columns: AppColumnsTable
  app_versions: AppVersionsTable
  app_feedback: AppFeedbackTable
  app_evaluations: AppEvaluationsTable
  app_sensitive_words: AppSensitiveWordsTable
  app_recommend_stations: AppRecommendStationsTable
  app_articles: AppArticlesTable
}

declare module '../db/types' {
  interface Database extends MobileDatabase {}
}
