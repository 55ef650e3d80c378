/**
 * mbo-examine (issue 19; domain.md: Objectives — examine): each district with targets is scored
 * from its completion (./actuals examineScore), the examiner writes an opinion, and locking keeps
 * the figures, score and grade as they were; a locked district's targets and opinion are
 * read-only. Locking is possible from December 1st of the year on (the server's clock).
 */
import { routeOf } from '../../../src/contract/define'
import { examineList, examineLock, examineOpinion } from '../../../src/contract/operation-supervision'
import { today } from '../clock/clock'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { conflict, fieldError } from '../errors'
import type { Router } from '../http/router'
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
    const locked = Boolean(examine?.locked)
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
      if (row.locked) throw conflict(`${row.areaName}${body.year}年度考核已锁定，不可修改`)
      const time = nowIso()
      const changes = { opinion: body.opinion, examiner: who(principal), examineTime: time }
      const updated = await db
        .updateTable('objective_examines')
        .set(changes)
        .where('year', '=', body.year)
        .where('areaCode', '=', body.areaCode)
        .where('locked', '=', 0)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('objective_examines')
          .values({ year: body.year, areaCode: body.areaCode, locked: 0, ...changes })
          .execute()
      record({ target: `objective-examine:${body.year}:${body.areaCode}`, after: { opinion: body.opinion } })
      return { ...row, ...changes }
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
      const rows = (await examineRows(db, body.year, areasOf(principal), postgres)).filter(
        (row) => !row.locked,
      )
      if (rows.length === 0) throw conflict(`${body.year}年度没有可锁定的考核结果`)
      const missing = rows.filter((row) => !row.opinion)
      if (missing.length) throw conflict(`请先填写考核意见：${missing.map((row) => row.areaName).join('、')}`)
      const time = nowIso()
      for (const row of rows) {
        const kept = {
          figures: JSON.stringify({ target: row.target, actual: row.actual, completion: row.completion }),
          score: row.score,
          grade: row.grade,
          locked: 1,
          examiner: who(principal),
          examineTime: time,
        }
        const result = await db
          .updateTable('objective_examines')
          .set(kept)
          .where('year', '=', body.year)
          .where('areaCode', '=', row.areaCode)
          .where('locked', '=', 0)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) throw conflict('考核结果已被他人锁定，请刷新后重试')
      }
      record({
        target: `objective-examine:${body.year}`,
        after: { locked: rows.map((row) => `${row.areaCode}:${row.score}`) },
      })
      return { locked: rows.length }
    },
  })
}
