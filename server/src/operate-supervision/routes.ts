/**
 * operate-supervision (issue 19): for operators and for stations, the rule set versions
 * (`*-rules`), scoring a period and entering manual scores (`*-enter`), and the results with
 * publishing (`*-result`; SCORE_PERIOD_FLOWS' 发布, taken by the one engine). A published period
 * is read-only: entry and publishing again answer 409 and change nothing. Every call checks its page's permission; lists keep to the data scope.
 */
import { type Call, routeOf } from '../../../src/contract/define'
import { type ScoreTargetKey, scoringCalls } from '../../../src/contract/operate-supervision'
import { SCORE_PERIOD_FLOWS } from '../../../src/core/domain/flows-scoring'
import { SCORE_INDICATOR, SCORE_PERIOD_STATUS } from '../../../src/core/domain/supervision'
import { dataScope } from '../auth/scope'
import type { Router } from '../http/router'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { takeStep } from '../workflow/step'
import { type FlowSubject, sharedHistory } from '../workflow/subject'
import { scoresPage } from './results'
import { createRuleSet, periodOf, ruleSets, scorePeriod } from './scoring'
import './tables'

const who = (principal: { user: { name?: string | null; username: string } }) =>
  principal.user.name || principal.user.username

/** A kind's scored periods as the one engine moves them (SCORE_PERIOD_FLOWS; history in flow_steps). */
export const scorePeriodSubject = (target: ScoreTargetKey): FlowSubject => ({
  table: 'score_periods',
  key: 'id',
  status: 'status',
  version: 'stepVersion',
  history: sharedHistory(SCORE_PERIOD_FLOWS[target]),
  target: `score-period-${target}`,
  stale: '该周期评分结果已发布',
  // Publishing is the only step, from 评分中: refused, the period is published already.
  wrongState: () => '该周期评分结果已发布',
  statusLabel: (status) => SCORE_PERIOD_STATUS.find((item) => item.value === status)?.label ?? '-',
})

/** Register the pages of one subject kind. */
function targetRoutes(router: Router, target: ScoreTargetKey): void {
  const calls = scoringCalls(target)
  const tag = 'operate-supervision'
  const page = (suffix: string, action: string) => ({ permission: `${target}-${suffix}/${action}` })

  router.route({
    ...routeOf(calls.ruleSets),
    tag,
    access: page('rules', 'view'),
    handler: async ({ db }) => ({ list: await ruleSets(db, target) }),
  })
  router.route({
    ...routeOf(calls.createRuleSet),
    tag,
    access: page('rules', 'add'),
    journal: `scoring.${target}.createRuleSet`,
    handler: async ({ db, body, principal, record }) => {
      const created = await createRuleSet(db, target, body, who(principal), now().toISOString())
      record({ target: `score-rule-set:${target}:v${created?.version}`, after: body })
      return created
    },
  })
  for (const [call, suffix] of [
    [calls.scores, 'enter'],
    [calls.results, 'result'],
  ] as const)
    router.route({
      ...routeOf(call as typeof calls.scores),
      tag,
      access: page(suffix, 'view'),
      handler: async ({ db, query, principal }) => scoresPage(db, target, query, principal),
    })
  router.route({
    ...routeOf(calls.scorePeriod),
    tag,
    access: page('enter', 'add'),
    journal: `scoring.${target}.scorePeriod`,
    handler: async ({ db, body, principal, record }) => {
      const period = await scorePeriod(db, target, body.period, who(principal), now().toISOString(), today())
      record({
        target: `score-period:${target}:${body.period}`,
        after: { period: body.period, version: period.version },
      })
      return period
    },
  })
  router.route({
    ...routeOf(calls.enterScore),
    tag,
    access: page('enter', 'edit'),
    journal: `scoring.${target}.enterScore`,
    handler: async ({ db, body, principal, record }) => {
      const period = await periodOf(db, body.periodId)
      if (period.target !== target) throw fieldError('periodId', '评分周期不存在')
      if (period.status === 'published') throw conflict('该周期评分结果已发布，不能修改')
      const rule = await db
        .selectFrom('score_rules')
        .selectAll()
        .where('id', '=', body.ruleId)
        .where('setId', '=', period.setId)
        .executeTakeFirst()
      if (!rule) throw fieldError('ruleId', '评分规则不存在')
      if (rule.indicator !== 'manual') {
        const label = SCORE_INDICATOR.find((item) => item.value === rule.indicator)?.label
        throw fieldError('ruleId', `${label}由平台数据计算，不能人工录入`)
      }
      const cell = await db
        .selectFrom('score_values')
        .selectAll()
        .where('periodId', '=', period.id)
        .where('subjectId', '=', body.subjectId)
        .where('ruleId', '=', rule.id)
        .executeTakeFirst()
      const scope = dataScope(principal)
      const inScope =
        cell &&
        (!scope.operatorId || cell.operatorId === scope.operatorId) &&
        (!scope.areaPrefix || target === 'operator' || cell.areaCode.startsWith(scope.areaPrefix))
      if (!inScope) throw fieldError('subjectId', '评分对象不存在或不在数据权限内')
      const score = Math.round(body.score * 100) / 100
      const changes = { score, basis: '人工评分', enterer: who(principal), enterTime: now().toISOString() }
      await db
        .updateTable('score_values')
        .set(changes)
        .where('periodId', '=', period.id)
        .where('subjectId', '=', body.subjectId)
        .where('ruleId', '=', rule.id)
        .execute()
      record({
        target: `score:${target}:${period.period}:${body.subjectId}:${rule.id}`,
        before: { score: cell.score },
        after: { score },
      })
      return { ruleId: rule.id, value: null, score, basis: changes.basis }
    },
  })
  router.route({
    ...routeOf(calls.publish as Call as typeof calls.publish),
    tag,
    access: page('result', 'edit'),
    journal: `scoring.${target}.publish`,
    handler: async ({ db, params, body, principal, record }) => {
      const { row, changes } = await takeStep(
        {
          flow: SCORE_PERIOD_FLOWS[target],
          subject: scorePeriodSubject(target),
          action: 'publish',
          load: async () => {
            const period = await periodOf(db, Number(params.periodId) || 0)
            if (period.target !== target) throw fieldError('periodId', '评分周期不存在')
            return period
          },
          version: body.version,
          changes: () => ({ publisher: who(principal), publishTime: now().toISOString() }),
        },
        { db, principal, record, now: now() },
      )
      return { ...row, ...changes, stepVersion: row.stepVersion + 1 }
    },
  })
}

/** Register the area's routes. */
export function operateSupervisionRoutes(router: Router): void {
  targetRoutes(router, 'operator')
  targetRoutes(router, 'station')
}
