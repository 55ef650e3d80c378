/**
 * mbo-examine (issue 19; domain.md: Objectives — examine): each district with targets is scored
 * from its completion (./actuals examineScore), the examiner writes an opinion, and locking keeps
 * the figures, score and grade as they were; a locked district's targets and opinion are
 * read-only. Locking is possible from December 1st of the year on (the server's clock). Both are
 * EXAMINE_FLOW's steps, taken by the one engine (workflow/step.ts) over objective_examines: version
 * guard, history in flow_steps, one journal entry per district.
 */
import { routeOf } from '../../../src/contract/define'
import { examineList, examineLock, examineOpinion } from '../../../src/contract/operation-supervision'
import { EXAMINE_STATUS } from '../../../src/core/domain/enums'
import { EXAMINE_FLOW } from '../../../src/core/domain/flows-objectives'
import { regionName } from '../../../src/core/domain/regions'
import type { Principal } from '../auth/permissions'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import type { Row } from '../resources'
import { takeStep } from '../workflow/step'
import { type FlowSubject, sharedHistory } from '../workflow/subject'
import {
  actualOf,
  areasOf,
  builtByMonth,
  completion,
  covers,
  currentYear,
  districtsOf,
  examineScore,
  type Figures,
  figuresOf,
  nowIso,
  sumBuilt,
  who,
} from './actuals'

/** objective_examines as the one engine moves them (key: year and district; history in flow_steps). */
export const EXAMINES: FlowSubject = {
  table: 'objective_examines',
  key: ['year', 'areaCode'],
  status: 'status',
  version: 'version',
  history: sharedHistory(EXAMINE_FLOW),
  target: 'objective-examine',
  stale: '考核结果已被他人修改，请刷新后重试',
  wrongState: (_label, _step, row) => `${row.areaName}${row.year}年度考核已锁定，不可修改`,
  statusLabel: (status) => EXAMINE_STATUS.find((item) => item.value === status)?.label ?? '-',
  // Messages name the district and year (目标考核「和平区2026年度」), not the stored key alone.
  nameOf: (row) => `${row.areaName ?? regionName(String(row.areaCode), String(row.areaCode))}${row.year}年度`,
}

/**
 * A district's examination row as the engine reads it, with its name for messages; one is made
 * (考核中, version 0) for a district examined the first time: the route's transaction takes it back
 * if the step is refused.
 */
async function examineOf(db: Db, year: number, areaCode: string, areaName: string): Promise<Row> {
  const read = () =>
    db
      .selectFrom('objective_examines')
      .selectAll()
      .where('year', '=', year)
      .where('areaCode', '=', areaCode)
      .executeTakeFirst()
  let row = await read()
  if (!row) {
    await db.insertInto('objective_examines').values({ year, areaCode, opinion: '' }).execute()
    row = await read()
  }
  return { ...row, areaName }
}

/** Take one EXAMINE_FLOW step on a district's examination. */
async function examineStep(
  context: { db: Db; principal: Principal; record: Parameters<typeof takeStep>[1]['record'] },
  action: string,
  examine: Row,
  version: number | undefined,
  changes: Row,
) {
  const opinion = action === 'opinion' ? String(changes.opinion) : ''
  await takeStep(
    {
      flow: EXAMINE_FLOW,
      subject: EXAMINES,
      action,
      load: async () => examine,
      version,
      opinion,
      changes: () => changes,
      journal: () => ({
        after: action === 'opinion' ? { opinion } : { score: changes.score, grade: changes.grade },
      }),
    },
    { ...context, now: now() },
  )
}

/** Why a year's examination may not be locked yet (empty: it may). */
function lockClosed(year: number): string {
  if (year > currentYear()) return `${year}年尚未开始，不能考核`
  return today() < `${year}-12-01` ? `年度考核自${year}年12月1日起方可锁定` : ''
}

/** The examination rows of a year for the caller's districts. */
async function examineRows(db: Db, year: number, areas: string[], postgres: boolean) {
  const [districts, targets, examines, built] = await Promise.all([
    districtsOf(db, areas, postgres),
    db.selectFrom('objective_targets').selectAll().where('year', '=', year).execute(),
    db.selectFrom('objective_examines').selectAll().where('year', '=', year).execute(),
    builtByMonth(db, year, areas, postgres),
  ])
  return districts.flatMap((district) => {
    const target = targets.find((row) => row.areaCode === district.code)
    if (!target) return []
    const examine = examines.find((row) => row.areaCode === district.code)
    const locked = examine?.status === 'locked'
    const version = examine?.version ?? 0
    if (locked && examine?.figures) {
      const kept = JSON.parse(examine.figures) as { target: Figures; actual: Figures; completion: Figures }
      return [
        {
          areaCode: district.code,
          areaName: district.name,
          ...kept,
          score: Number(examine.score),
          grade: String(examine.grade),
          opinion: examine.opinion,
          locked,
          examiner: examine.examiner,
          examineTime: examine.examineTime,
          version,
        },
      ]
    }
    const actual = actualOf(sumBuilt(built, (area) => area === district.code))
    const done = completion(actual, figuresOf(target))
    return [
      {
        areaCode: district.code,
        areaName: district.name,
        target: figuresOf(target),
        actual,
        completion: done,
        ...examineScore(done),
        opinion: examine?.opinion ?? '',
        locked,
        examiner: examine?.examiner ?? null,
        examineTime: examine?.examineTime ?? null,
        version,
      },
    ]
  })
}

/** Register the examination's routes. */
export function examineRoutes(router: Router): void {
  const postgres = router.deps.dialect === 'postgres'
  router.route({
    ...routeOf(examineList),
    tag: 'operation-supervision',
    access: { permission: 'mbo-examine/view' },
    handler: async ({ db, query, principal }) => {
      const reason = lockClosed(query.year)
      const rows = await examineRows(db, query.year, areasOf(principal, query.areaCode), postgres)
      return { year: query.year, lockable: !reason, reason, rows }
    },
  })

  router.route({
    ...routeOf(examineOpinion),
    tag: 'operation-supervision',
    access: { permission: 'mbo-examine/examine' },
    journal: 'objective.examineOpinion',
    handler: async ({ db, body, principal, record }) => {
      const areas = areasOf(principal)
      if (!covers(areas, body.areaCode)) throw fieldError('areaCode', '不能考核数据权限以外的区域')
      // Update-else-insert and the lock check, one opinion of a year and district at a time (issue 38).
      await serializeOn(db, 'objective_examines', body.year, body.areaCode)
      const rows = await examineRows(db, body.year, areas, postgres)
      const row = rows.find((item) => item.areaCode === body.areaCode)
      if (!row) throw fieldError('areaCode', '该区域本年度未设置目标，不能考核')
      const examine = await examineOf(db, body.year, body.areaCode, row.areaName)
      const changes = { opinion: body.opinion, examiner: who(principal), examineTime: nowIso() }
      await examineStep({ db, principal, record }, 'opinion', examine, body.version, changes)
      return { ...row, ...changes, version: Number(examine.version) + 1 }
    },
  })

  router.route({
    ...routeOf(examineLock),
    tag: 'operation-supervision',
    access: { permission: 'mbo-examine/examine' },
    journal: 'objective.examineLock',
    handler: async ({ db, body, principal, record }) => {
      const closed = lockClosed(body.year)
      if (closed) throw conflict(closed)
      // The year's open districts, or the one named (its version then guards it).
      const rows = (await examineRows(db, body.year, areasOf(principal), postgres)).filter((row) =>
        body.areaCode ? row.areaCode === body.areaCode : !row.locked,
      )
      if (rows.length === 0) throw conflict(`${body.year}年度没有可锁定的考核结果`)
      const missing = rows.filter((row) => !row.opinion && !row.locked)
      if (missing.length) throw conflict(`请先填写考核意见：${missing.map((row) => row.areaName).join('、')}`)
      const time = nowIso()
      for (const row of rows) {
        const examine = await examineOf(db, body.year, row.areaCode, row.areaName)
        await examineStep(
          { db, principal, record },
          'lock',
          examine,
          body.areaCode ? body.version : undefined,
          {
            figures: JSON.stringify({ target: row.target, actual: row.actual, completion: row.completion }),
            score: row.score,
            grade: row.grade,
            examiner: who(principal),
            examineTime: time,
          },
        )
      }
      return { locked: rows.length }
    },
  })
}
