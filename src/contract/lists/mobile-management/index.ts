/**
 * The area's list descriptions, one entry per list: the contract's list calls, the journal's
 * 导出… labels and the area's list resources on the server are built from them
 * (server/src/resources/described.ts: describedResources).
 */
import { ARTICLE_LISTS } from './articles'
import { APP_BRANDS } from './brands'
import { APP_COLUMNS } from './columns'
import { APP_EVALUATIONS } from './evaluations'
import { APP_FEEDBACK } from './feedback'
import { APP_OPERATORS } from './operators'
import { APP_ORDERS } from './orders'
import { APP_RECOMMEND_STATIONS } from './recommend-stations'
import { APP_USERS } from './users'
import { APP_VERSIONS } from './versions'

export const LISTS = [
  APP_USERS,
  APP_OPERATORS,
  APP_ORDERS,
  APP_BRANDS,
  APP_COLUMNS,
  APP_FEEDBACK,
  APP_VERSIONS,
  APP_RECOMMEND_STATIONS,
  APP_EVALUATIONS,
  ARTICLE_LISTS.news,
  ARTICLE_LISTS.information,
  ARTICLE_LISTS.content,
] as const
