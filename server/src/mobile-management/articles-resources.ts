/**
 * The list resources of the app's articles (新闻, 资讯, 内容; issue 20): one table, one resource
 * per kind. The status shown (`state`) follows the server clock: a publication whose time has not
 * come is 待发布 and becomes 已发布 by itself — no job has to run. The detail carries the editor's
 * document and the HTML the server renders from it (the preview shows only that).
 */
import type { RouteName } from '../../../src/core/domain/routes'
import './tables'
import { sql } from 'kysely'
import { ARTICLE_LISTS } from '../../../src/contract/lists/mobile-management/articles'
import type { ArticleKind } from '../../../src/contract/mobile-articles'
import { ARTICLE_STATUS } from '../../../src/core/domain/enums-mobile-management'
import { ARTICLE_PAGES } from '../../../src/core/domain/flows-articles'
import { fieldError } from '../kernel/errors'
import type { LookupDef, ParamDef, ResourceDef, Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import type { RichNode } from './rich-text'
import { renderDocument } from './rich-text-render'

/** The status an article shows at `now`. */
export function articleState(row: Row, now: Date): string {
  if (row.status !== 'published') return String(row.status)
  return typeof row.publishTime === 'string' && row.publishTime > now.toISOString()
    ? 'scheduled'
    : 'published'
}

const STATES = ARTICLE_STATUS.map((item) => item.value as string)

/** `state=published|scheduled|draft|withdrawn` (comma-separated), read against the server clock. */
const stateParam: ParamDef = {
  name: 'state',
  apply(value, { now }) {
    if (value === undefined || value === '') return null
    const wanted = value.split(',')
    if (wanted.some((state) => !STATES.includes(state))) throw fieldError('state', '状态取值无效')
    const time = now.toISOString()
    const one = (state: string) => {
      if (state === 'published')
        return sql`(${sql.ref('status')} = 'published' and ${sql.ref('publishTime')} <= ${time})`
      if (state === 'scheduled')
        return sql`(${sql.ref('status')} = 'published' and ${sql.ref('publishTime')} > ${time})`
      return sql`${sql.ref('status')} = ${state}`
    }
    return sql<boolean>`(${sql.join(wanted.map(one), sql` or `)})`
  },
}

/** The article's column (栏目) by its id. */
const COLUMN_NAME: LookupDef = {
  name: 'columnName',
  label: '栏目',
  from: 'columnId',
  table: 'app_columns',
  key: 'id',
  value: 'columnName',
  width: 16,
}

function articlesResource(kind: ArticleKind, page: RouteName): ResourceDef {
  const list = ARTICLE_LISTS[kind]
  return {
    ...describedResource(list),
    page,
    table: 'app_articles',
    numericKey: true,
    fields: describedFields(list, {
      id: { width: 10 },
      title: { width: 40 },
      columnId: { export: false },
      summary: { width: 50 },
      coverUrl: { export: false },
      content: { list: false, export: false },
      status: { export: false },
      version: { export: false },
      state: { compute: articleState },
    }),
    lookups: describedLookups(list, [COLUMN_NAME]),
    keyword: { contains: ['title'] },
    params: [stateParam],
    // The kind in the FROM: the detail (which ignores the list's filters) never crosses kinds.
    from: (db) => db.selectFrom('app_articles').where('kind', '=', kind),
    defaultSort: ['updateTime', 'desc'],
    detail: async ({ row }) => {
      const document = JSON.parse(String(row.content)) as RichNode
      return { content: document, html: renderDocument(document) }
    },
  }
}

/** Each kind's page (declared with its flow). */
export { ARTICLE_PAGES }

export const ARTICLE_RESOURCE_DEFS: Readonly<Record<ArticleKind, ResourceDef>> = {
  news: articlesResource('news', ARTICLE_PAGES.news),
  information: articlesResource('information', ARTICLE_PAGES.information),
  content: articlesResource('content', ARTICLE_PAGES.content),
}
