/**
 * Writing and publishing the app's articles (新闻, 资讯, 内容; issue 20): a draft is written and
 * edited (the body is the editor's JSON document, checked by rich-text.ts), published now or at a
 * later time of the server clock, withdrawn, edited again, deleted while not published. 发布 and
 * 撤回 are ARTICLE_FLOWS' steps, taken by the one engine (workflow/step.ts); an edit is saved by
 * it too. A step the status does not allow answers 409; every update is guarded by the version and
 * status it read, so two people acting at once cannot both succeed. Every change is journaled.
 */
import { sql } from 'kysely'
import { routeOf } from '../../../src/contract/define'
import { ARTICLE_CALLS, type ArticleKind, type articleBody } from '../../../src/contract/mobile-articles'
import { ARTICLE_STATUS } from '../../../src/core/domain/enums-mobile-management'
import { ARTICLE_FLOWS } from '../../../src/core/domain/flows-articles'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { detailOf, queryContext } from '../resources'
import { saveSubject, takeStep } from '../workflow/step'
import { type FlowSubject, sharedHistory } from '../workflow/subject'
import { ARTICLE_PAGES, ARTICLE_RESOURCE_DEFS, articleState } from './articles-resources'
import { allowedImageUrl, validateDocument } from './rich-text'

type Body = import('zod').infer<typeof articleBody>

const who = (principal: Principal) => principal.user.name || principal.user.username

/** The stored values of a written article; 400 at the field for a bad column, cover or body. */
async function valuesOf(db: Db, body: Body) {
  const column = await db
    .selectFrom('app_columns')
    .select('id')
    .where('id', '=', body.columnId)
    .executeTakeFirst()
  if (!column) throw fieldError('columnId', '栏目不存在')
  const coverUrl = body.coverUrl ? body.coverUrl : null
  if (coverUrl !== null && !allowedImageUrl(coverUrl))
    throw fieldError('coverUrl', '封面只能是本平台上传的图片或 https 地址')
  const document = validateDocument(body.content)
  return {
    title: body.title,
    columnId: body.columnId,
    summary: body.summary ?? '',
    coverUrl,
    content: JSON.stringify(document),
    updateTime: now().toISOString(),
  }
}

const STALE = '文章状态已变化，请刷新后重试'

/** An article as the one engine moves it (ARTICLE_FLOWS; history in flow_steps). */
export const articleSubject = (kind: ArticleKind): FlowSubject => ({
  table: 'app_articles',
  key: 'id',
  status: 'status',
  version: 'version',
  updateTime: 'updateTime',
  history: sharedHistory(ARTICLE_FLOWS[kind]),
  target: 'app-article',
  stale: STALE,
  wrongState: (_label, step) =>
    step === '发布' ? '只有草稿或已撤回的文章可以发布' : '只有已发布或待发布的文章可以撤回',
  statusLabel: (status) => ARTICLE_STATUS.find((item) => item.value === status)?.label ?? '-',
})

/** When a publication takes effect: now, or a time not earlier than now; 400 at publishTime otherwise. */
function publishTimeOf(value: string | null | undefined, current: Date): string {
  if (!value) return current.toISOString()
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) throw fieldError('publishTime', '发布时间格式不正确')
  if (time.getTime() < current.getTime()) throw fieldError('publishTime', '定时发布时间不能早于当前时间')
  return time.toISOString()
}

const EDITABLE = ['draft', 'withdrawn']

function kindRoutes(router: Router, kind: ArticleKind): void {
  const calls = ARTICLE_CALLS[kind]
  const def = ARTICLE_RESOURCE_DEFS[kind]
  const page = ARTICLE_PAGES[kind]
  const flow = ARTICLE_FLOWS[kind]
  const subject = articleSubject(kind)
  const tag = 'mobile-management'
  const read = (db: Db, id: string | undefined, principal: Principal) =>
    detailOf(def, id ?? '', queryContext(db, principal))
  const brief = (row: Record<string, unknown>) => ({
    title: row.title,
    status: row.status,
    publishTime: row.publishTime,
  })

  router.route({
    ...routeOf(calls.create),
    tag,
    access: { permission: `${page}/add` },
    journal: `app-article.create`,
    handler: async ({ db, body, principal, record }) => {
      const values = {
        ...(await valuesOf(db, body)),
        kind,
        status: 'draft',
        publishTime: null,
        author: who(principal),
        publisher: null,
        createTime: now().toISOString(),
      }
      const { id } = await db
        .insertInto('app_articles')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      record({ target: `app-article:${id}`, after: { ...values, content: undefined } })
      return { id, ...values, state: 'draft' }
    },
  })

  router.route({
    ...routeOf(calls.update),
    tag,
    access: { permission: `${page}/edit` },
    journal: `app-article.update`,
    handler: async ({ db, params, body, principal, record }) => {
      const row = await read(db, params.id, principal)
      if (!EDITABLE.includes(String(row.status))) throw conflict('已发布或待发布的文章须先撤回再编辑')
      const values = await valuesOf(db, body)
      await saveSubject(db, subject, row, values, now())
      record({
        target: `app-article:${row.id}`,
        before: brief(row),
        after: { ...values, content: undefined },
      })
      return { ...row, ...values, content: body.content }
    },
  })

  for (const { action, permission } of flow.transitions)
    router.route({
      ...routeOf(action === 'publish' ? calls.publish : calls.withdraw),
      tag,
      access: { permission },
      journal: `app-article.${action}`,
      handler: async ({ db, params, body, principal, record }) => {
        const current = now()
        const publishTime =
          'publishTime' in body && typeof body.publishTime === 'string' ? body.publishTime : null
        const { row, changes } = await takeStep(
          {
            flow,
            subject,
            action,
            load: () => read(db, params.id, principal),
            version: body.version,
            changes: () =>
              action === 'publish'
                ? { publishTime: publishTimeOf(publishTime, current), publisher: who(principal) }
                : {},
            journal: (item, after) => ({ before: brief(item), after }),
          },
          { db, principal, record, now: current },
        )
        const next = {
          ...row,
          ...changes,
          updateTime: current.toISOString(),
          version: Number(row.version) + 1,
        }
        return { ...next, state: articleState(next, current) }
      },
    })

  router.route({
    ...routeOf(calls.remove),
    tag,
    access: { permission: `${page}/delete` },
    journal: `app-article.delete`,
    handler: async ({ db, params, principal, record }) => {
      const row = await read(db, params.id, principal)
      if (!EDITABLE.includes(String(row.status))) throw conflict('已发布或待发布的文章须先撤回再删除')
      const result = await db
        .deleteFrom('app_articles')
        .where('id', '=', row.id as number)
        .where(sql.ref('status'), '=', String(row.status))
        .executeTakeFirst()
      if (Number(result.numDeletedRows) !== 1) throw conflict('文章状态已变化，请刷新后重试')
      record({ target: `app-article:${row.id}`, before: brief(row) })
      return row
    },
  })
}

/** Register the articles' steps for the three kinds. */
export function articleRoutes(router: Router): void {
  for (const kind of Object.keys(ARTICLE_CALLS) as ArticleKind[]) kindRoutes(router, kind)
}
