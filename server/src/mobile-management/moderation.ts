/**
 * The steps of 移动端管理 on people's records (issue 20): app users disabled and enabled with a
 * reason, feedback replied and closed, evaluations approved or hidden with a reason, and the
 * sensitive-word list. Each step reads the record in the caller's data scope, refuses a step its
 * status does not allow (409, nothing changed), updates guarded by the status it read, and is
 * journaled with before and after; evaluations' steps are EVALUATION_FLOW's, taken by the one
 * engine (workflow/step.ts: version guard, history in flow_steps).
 */
import { sql } from 'kysely'
import { routeOf } from '../../../src/contract/define'
import * as mobile from '../../../src/contract/mobile-management'
import { MODERATION_STATUS } from '../../../src/core/domain/enums-mobile-management'
import { EVALUATION_FLOW } from '../../../src/core/domain/flows-mobile'
import type { Principal } from '../auth/permissions'
import { now } from '../clock/clock'
import { isPostgres } from '../db/dialect'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { conflict } from '../errors'
import type { Router } from '../http/router'
import { detailOf, type ResourceDef } from '../resources'
import { type FlowSubject, sharedHistory, takeStep } from '../workflow/step'
import { appEvaluationsResource, appFeedbackResource, appUsersResource } from './resources'

type Table = 'app_users' | 'app_feedback'

/** Read a record in scope, then update it if its status is still `status`; 409 otherwise. */
export async function guardedUpdate(
  db: Db,
  def: ResourceDef,
  table: Table,
  id: string,
  principal: Principal,
  change: (row: Record<string, unknown>) => Record<string, string | number | null>,
) {
  const row = await detailOf(def, id, { db, postgres: isPostgres(db), now: now(), principal })
  const changes = change(row)
  const result = await db
    .updateTable(table)
    .set(changes)
    .where('id', '=', row.id as number)
    .where(sql.ref('status'), '=', row.status as string | number)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) throw conflict('记录状态已变化，请刷新后重试')
  return { row, changes }
}

const who = (principal: Principal) => principal.user.name || principal.user.username

/** app_evaluations as the one engine moves them (EVALUATION_FLOW; history in flow_steps). */
export const EVALUATIONS: FlowSubject = {
  table: 'app_evaluations',
  key: 'id',
  status: 'status',
  version: 'version',
  history: sharedHistory(EVALUATION_FLOW),
  target: 'app-evaluation',
  stale: '记录状态已变化，请刷新后重试',
  // 该评价已审核通过 / 该评价已隐藏, as the screen has always said.
  wrongState: (_label, _step, row) => (row.status === 'hidden' ? '该评价已隐藏' : '该评价已审核通过'),
  statusLabel: (status) => MODERATION_STATUS.find((item) => item.value === status)?.label ?? '-',
}

/** Register the steps. */
export function moderationRoutes(router: Router): void {
  for (const [call, enable] of [
    [mobile.disableUser, false],
    [mobile.enableUser, true],
  ] as const) {
    router.route({
      ...routeOf(call),
      tag: 'mobile-management',
      access: { permission: 'mobile-user-management/edit' },
      journal: enable ? 'app-user.enable' : 'app-user.disable',
      handler: async ({ db, params, body, principal, record }) => {
        const { row, changes } = await guardedUpdate(
          db,
          appUsersResource,
          'app_users',
          params.id ?? '',
          principal,
          (user) => {
            if (enable && user.status === 1) throw conflict('该用户已是正常状态')
            if (!enable && user.status === 0) throw conflict('该用户已停用')
            return {
              status: enable ? 1 : 0,
              statusReason: body.reason,
              statusOperator: who(principal),
              statusTime: now().toISOString(),
            }
          },
        )
        record({ target: `app-user:${row.id}`, before: { status: row.status }, after: changes })
        return { ...row, ...changes }
      },
    })
  }

  router.route({
    ...routeOf(mobile.replyFeedback),
    tag: 'mobile-management',
    access: { permission: 'mobile-feedback-management/edit' },
    journal: 'app-feedback.reply',
    handler: async ({ db, params, body, principal, record }) => {
      const { row, changes } = await guardedUpdate(
        db,
        appFeedbackResource,
        'app_feedback',
        params.id ?? '',
        principal,
        (item) => {
          if (item.status === 'closed') throw conflict('该反馈已关闭，不能回复')
          return {
            status: 'replied',
            reply: body.reply,
            replier: who(principal),
            replyTime: now().toISOString(),
          }
        },
      )
      record({
        target: `app-feedback:${row.id}`,
        before: { status: row.status, reply: row.reply },
        after: changes,
      })
      return { ...row, ...changes }
    },
  })

  router.route({
    ...routeOf(mobile.closeFeedback),
    tag: 'mobile-management',
    access: { permission: 'mobile-feedback-management/edit' },
    journal: 'app-feedback.close',
    handler: async ({ db, params, principal, record }) => {
      const { row, changes } = await guardedUpdate(
        db,
        appFeedbackResource,
        'app_feedback',
        params.id ?? '',
        principal,
        (item) => {
          if (item.status !== 'replied') throw conflict('只有已回复的反馈可以关闭')
          return { status: 'closed' }
        },
      )
      record({ target: `app-feedback:${row.id}`, before: { status: row.status }, after: changes })
      return { ...row, ...changes }
    },
  })

  for (const { action, permission } of EVALUATION_FLOW.transitions) {
    const hide = action === 'hide'
    router.route({
      ...routeOf(hide ? mobile.hideEvaluation : mobile.approveEvaluation),
      tag: 'mobile-management',
      access: { permission },
      journal: `app-evaluation.${action}`,
      handler: async ({ db, params, body, principal, record }) => {
        const reason = 'reason' in body && typeof body.reason === 'string' ? body.reason : null
        const { row, changes } = await takeStep(
          {
            flow: EVALUATION_FLOW,
            subject: EVALUATIONS,
            action,
            load: () =>
              detailOf(appEvaluationsResource, params.id ?? '', {
                db,
                postgres: isPostgres(db),
                now: now(),
                principal,
              }),
            version: body.version,
            opinion: reason,
            changes: () => ({
              hideReason: reason,
              moderator: who(principal),
              moderateTime: now().toISOString(),
            }),
            journal: (item, after) => ({
              before: { status: item.status, hideReason: item.hideReason },
              after,
            }),
          },
          { db, principal, record, now: now() },
        )
        return { ...row, ...changes, version: Number(row.version) + 1 }
      },
    })
  }

  router.route({
    ...routeOf(mobile.sensitiveWords),
    tag: 'mobile-management',
    access: { permission: 'mobile-evaluate-management/view' },
    handler: async ({ db }) => ({ words: await wordsOf(db) }),
  })

  router.route({
    ...routeOf(mobile.saveSensitiveWords),
    tag: 'mobile-management',
    access: { permission: 'mobile-evaluate-management/edit' },
    journal: 'app-sensitive-words.save',
    handler: async ({ db, body, record }) => {
      // Delete-all-then-insert: two saves at once would insert each other's words twice (issue 38).
      await serializeOn(db, 'app_sensitive_words')
      const before = await wordsOf(db)
      const words = [...new Set(body.words.map((word) => word.trim()).filter(Boolean))]
      await db.deleteFrom('app_sensitive_words').execute()
      if (words.length)
        await db
          .insertInto('app_sensitive_words')
          .values(words.map((word) => ({ word })))
          .execute()
      record({ target: 'app-sensitive-words', before, after: words })
      return { words }
    },
  })
}

async function wordsOf(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('app_sensitive_words').select('word').orderBy('id').execute()
  return rows.map((row) => row.word)
}
