/**
 * The steps of 移动端管理 on people's records (issue 20): app users disabled and enabled with a
 * reason, feedback replied and closed, evaluations approved or hidden with a reason, and the
 * sensitive-word list. Each step is its flow's (APP_USER_FLOW, APP_FEEDBACK_FLOW, EVALUATION_FLOW),
 * taken by the one engine (workflow/step.ts) on the record as the caller may see it: a status the
 * step does not start from or a stale version answers 409 and changes nothing; the update is
 * guarded by the version and status read, with history in flow_steps and a journal record.
 */
import { routeOf } from '../../../src/contract/define'
import * as mobile from '../../../src/contract/mobile-management'
import { APP_FEEDBACK_STATUS, MODERATION_STATUS } from '../../../src/core/domain/enums-mobile-management'
import { APP_FEEDBACK_FLOW, APP_USER_FLOW, EVALUATION_FLOW } from '../../../src/core/domain/flows-mobile'
import type { Principal } from '../auth/permissions'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { detailOf, queryContext, type ResourceDef } from '../resources'
import { countListQueue } from '../workflow/list-queues'
import { takeStep } from '../workflow/step'
import { type FlowSubject, sharedHistory } from '../workflow/subject'
import { appEvaluationsResource, appFeedbackResource, appUsersResource } from './resources'

/** A record in the caller's data scope (400 when it is not there). */
const read = (def: ResourceDef, db: Db, id: string | undefined, principal: Principal) =>
  detailOf(def, id ?? '', queryContext(db, principal))

const STALE = '记录状态已变化，请刷新后重试'

const who = (principal: Principal) => principal.user.name || principal.user.username

/** app_evaluations as the one engine moves them (EVALUATION_FLOW; history in flow_steps). */
export const EVALUATIONS: FlowSubject = {
  table: 'app_evaluations',
  key: 'id',
  status: 'status',
  version: 'version',
  history: sharedHistory(EVALUATION_FLOW),
  target: 'app-evaluation',
  stale: STALE,
  // 该评价已审核通过 / 该评价已隐藏, as the screen has always said.
  wrongState: (_label, _step, row) => (row.status === 'hidden' ? '该评价已隐藏' : '该评价已审核通过'),
  statusLabel: (status) => MODERATION_STATUS.find((item) => item.value === status)?.label ?? '-',
}

/** app_users as the one engine moves them (APP_USER_FLOW; 1 | 0 stored, history in flow_steps). */
export const APP_USERS: FlowSubject = {
  table: 'app_users',
  key: 'id',
  status: 'status',
  stored: { enabled: 1, disabled: 0 },
  version: 'version',
  history: sharedHistory(APP_USER_FLOW),
  target: 'app-user',
  stale: STALE,
  // 该用户已是正常状态 / 该用户已停用, as the screen has always said.
  wrongState: (_label, _step, row) => (row.status === 1 ? '该用户已是正常状态' : '该用户已停用'),
  statusLabel: (status) => (status === 'enabled' ? '正常' : '已停用'),
}

/** app_feedback as the one engine moves them (APP_FEEDBACK_FLOW; history in flow_steps). */
export const APP_FEEDBACK: FlowSubject = {
  table: 'app_feedback',
  key: 'id',
  status: 'status',
  version: 'version',
  history: sharedHistory(APP_FEEDBACK_FLOW),
  target: 'app-feedback',
  stale: STALE,
  wrongState: (_label, step) => (step === '回复' ? '该反馈已关闭，不能回复' : '只有已回复的反馈可以关闭'),
  statusLabel: (status) => APP_FEEDBACK_STATUS.find((item) => item.value === status)?.label ?? '-',
}

/** Register the steps. */
export function moderationRoutes(router: Router): void {
  for (const { action, permission } of APP_USER_FLOW.transitions)
    router.route({
      ...routeOf(action === 'enable' ? mobile.enableUser : mobile.disableUser),
      tag: 'mobile-management',
      access: { permission },
      journal: `app-user.${action}`,
      handler: async ({ db, params, body, principal, record }) => {
        const { row, changes } = await takeStep(
          {
            flow: APP_USER_FLOW,
            subject: APP_USERS,
            action,
            load: () => read(appUsersResource, db, params.id, principal),
            version: body.version,
            opinion: body.reason,
            changes: () => ({
              statusReason: body.reason,
              statusOperator: who(principal),
              statusTime: now().toISOString(),
            }),
            journal: (user, after) => ({ before: { status: user.status }, after }),
          },
          { db, principal, record, now: now() },
        )
        return { ...row, ...changes, version: Number(row.version) + 1 }
      },
    })

  for (const { action, permission } of APP_FEEDBACK_FLOW.transitions)
    router.route({
      ...routeOf(action === 'reply' ? mobile.replyFeedback : mobile.closeFeedback),
      tag: 'mobile-management',
      access: { permission },
      journal: `app-feedback.${action}`,
      handler: async ({ db, params, body, principal, record }) => {
        const reply = 'reply' in body && typeof body.reply === 'string' ? body.reply : null
        const { row, changes } = await takeStep(
          {
            flow: APP_FEEDBACK_FLOW,
            subject: APP_FEEDBACK,
            action,
            load: () => read(appFeedbackResource, db, params.id, principal),
            version: body.version,
            opinion: reply,
            changes: () =>
              reply === null ? {} : { reply, replier: who(principal), replyTime: now().toISOString() },
            journal: (item, after) => ({
              before: reply === null ? { status: item.status } : { status: item.status, reply: item.reply },
              after,
            }),
          },
          { db, principal, record, now: now() },
        )
        return { ...row, ...changes, version: Number(row.version) + 1 }
      },
    })

  // 评价管理's 待我处理 (issue 41 item 2): the evaluations in the moderator's scope still 待审核.
  countListQueue({
    resource: appEvaluationsResource,
    waiting: { status: 'pending' },
    permission: EVALUATION_FLOW.transitions[0].permission,
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
            load: () => read(appEvaluationsResource, db, params.id, principal),
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
