/**
 * The conformance fixtures (flow-fixtures.ts) of the flows over people's records and archives:
 * rural tagging on stations, evaluation moderation, a district's examination (composite key),
 * app users' 停用/启用 (1 | 0 stored), app feedback, articles of each kind, scored periods' 发布.
 */
import { RURAL_SUBJECT } from '../../server/src/archives-management/rural'
import { articleSubject } from '../../server/src/mobile-management/articles'
import { APP_FEEDBACK, APP_USERS, EVALUATIONS } from '../../server/src/mobile-management/moderation'
import { scorePeriodSubject } from '../../server/src/operate-supervision/routes'
import { EXAMINES } from '../../server/src/operation-supervision/examine'
import type { FlowFixture } from './flow-fixtures'
import type { TestServer } from './helpers'

const OPINION = '测试意见'

/** The last row of a table (the suite places its status and version itself). */
const lastId = async (
  server: TestServer,
  table: 'app_users' | 'app_feedback' | 'app_articles',
  kind?: string,
) => {
  let query = server.db.selectFrom(table).select('id').orderBy('id', 'desc')
  if (kind) query = query.where('kind', '=', kind) as never
  return (await query.executeTakeFirstOrThrow()).id
}

/** A subject kind's scored period (the demo seed scores several) and its 发布. */
const scorePeriod = (target: 'operator' | 'station'): FlowFixture => ({
  subject: scorePeriodSubject(target),
  async target(server) {
    const { id } = await server.db
      .selectFrom('score_periods')
      .select('id')
      .where('target', '=', target)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    return { id, path: `/operate-supervision/${target}-result/${id}/publish`, body: {} }
  },
})

/** An article kind's fixture: its list path (contents for 内容). */
const article = (kind: 'news' | 'information' | 'content', path: string): FlowFixture => ({
  subject: articleSubject(kind),
  async target(server, _flow, step) {
    const id = await lastId(server, 'app_articles', kind)
    return { id, path: `/mobile-management/${path}/${id}/${step.action}`, body: {} }
  },
})

/** Their fixtures, by flow key. */
export const RECORD_FIXTURES: Readonly<Record<string, FlowFixture>> = {
  rural: {
    subject: RURAL_SUBJECT,
    async target(server, _flow, step) {
      const row = await server.db
        .selectFrom('stations')
        .select('stationId')
        .orderBy('stationId', 'desc')
        .executeTakeFirstOrThrow()
      const request = step.to === 'pending'
      return {
        id: row.stationId,
        path: `/archives-management/rural-stations/${row.stationId}/${step.action}`,
        body: request ? { reason: '测试理由' } : { opinion: OPINION },
        // 申请标记 of a station not rural, 申请取消标记 of a rural one; a review of a tag request.
        set: { ruralFlag: step.action === 'untag' ? 1 : 0, ruralTagAction: 'tag' },
      }
    },
  },
  evaluation: {
    subject: EVALUATIONS,
    async target(server, _flow, step) {
      const row = await server.db
        .selectFrom('app_evaluations')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      return {
        id: row.id,
        path: `/mobile-management/evaluations/${row.id}/${step.action}`,
        body: step.action === 'hide' ? { reason: '测试原因' } : {},
      }
    },
  },
  'objective-examine': {
    subject: EXAMINES,
    async target(server, _flow, step) {
      // A district's examination of a past year (lockable: December has come), with an opinion.
      const row = await server.db
        .selectFrom('objective_examines')
        .select(['year', 'areaCode'])
        .orderBy('year', 'desc')
        .orderBy('areaCode', 'desc')
        .executeTakeFirstOrThrow()
      const body = { year: row.year, areaCode: row.areaCode }
      return {
        id: `${row.year}:${row.areaCode}`,
        path: `/operation-supervision/examine/${step.action}`,
        body: step.action === 'opinion' ? { ...body, opinion: OPINION } : body,
        set: { opinion: OPINION },
      }
    },
  },
  'app-user': {
    subject: APP_USERS,
    async target(server, _flow, step) {
      const id = await lastId(server, 'app_users')
      return { id, path: `/mobile-management/users/${id}/${step.action}`, body: { reason: '测试原因' } }
    },
  },
  'app-feedback': {
    subject: APP_FEEDBACK,
    async target(server, _flow, step) {
      const id = await lastId(server, 'app_feedback')
      return {
        id,
        path: `/mobile-management/feedback/${id}/${step.action}`,
        body: step.action === 'reply' ? { reply: '测试回复' } : {},
      }
    },
  },
  'article-news': article('news', 'news'),
  'article-information': article('information', 'information'),
  'article-content': article('content', 'contents'),
  'score-period-operator': scorePeriod('operator'),
  'score-period-station': scorePeriod('station'),
}
