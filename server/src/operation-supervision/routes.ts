/**
 * operation-supervision (issue 19; domain.md: Objectives): management-by-objective sets each
 * district's yearly targets until the year has passed or its examination is locked;
 * planning-analysis compares them with the archives (./planning); mbo-examine scores the
 * districts from their completion, takes opinions and locks the result, which is kept as it was.
 * Every call is limited to the caller's data scope (decisions: Data scope); the year rules read
 * the server's clock.
 */
import { routeOf } from '../../../src/contract/define'
import { planningStats, saveTarget, targetList } from '../../../src/contract/operation-supervision'
import type { Router } from '../http/router'
import { today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { areasOf, covers, currentYear, districtsOf, figuresOf, nowIso, who } from './actuals'
import { examineRoutes } from './examine'
import { planningAnswer } from './planning'
import './tables'
import { serializeOn } from '../db/serialize'

/** Why a year's targets may not be set any more (empty: they may). */
function targetsClosed(year: number): string {
  return year < currentYear() ? `${year}年已结束，年度目标不可修改` : ''
}

/** Register the area's routes. */
export function operationSupervisionRoutes(router: Router): void {
  const postgres = router.deps.dialect === 'postgres'

  router.route({
    ...routeOf(targetList),
    tag: 'operation-supervision',
    access: { permission: 'management-by-objective/view' },
    handler: async ({ db, query, principal }) => {
      const areas = areasOf(principal, query.areaCode)
      const [districts, targets, locks] = await Promise.all([
        districtsOf(db, areas, postgres),
        db.selectFrom('objective_targets').selectAll().where('year', '=', query.year).execute(),
        db
          .selectFrom('objective_examines')
          .select('areaCode')
          .where('year', '=', query.year)
          .where('status', '=', 'locked')
          .execute(),
      ])
      const reason = targetsClosed(query.year)
      return {
        year: query.year,
        editable: !reason,
        reason,
        rows: districts.map((district) => {
          const target = targets.find((row) => row.areaCode === district.code)
          return {
            areaCode: district.code,
            areaName: district.name,
            target: target ? figuresOf(target) : null,
            updater: target?.updater ?? null,
            updateTime: target?.updateTime ?? null,
            version: target?.version ?? 0,
            locked: locks.some((row) => row.areaCode === district.code),
          }
        }),
      }
    },
  })

  router.route({
    ...routeOf(saveTarget),
    tag: 'operation-supervision',
    access: { permission: 'management-by-objective/edit' },
    journal: 'objective.saveTarget',
    handler: async ({ db, body, principal, record }) => {
      const areas = areasOf(principal)
      if (!covers(areas, body.areaCode)) throw fieldError('areaCode', '不能设置数据权限以外区域的目标')
      const district = (await districtsOf(db, areas, postgres)).find((row) => row.code === body.areaCode)
      if (!district) throw fieldError('areaCode', '区域不存在')
      const closed = targetsClosed(body.year)
      if (closed) throw conflict(closed)
      const lock = await db
        .selectFrom('objective_examines')
        .select('status')
        .where('year', '=', body.year)
        .where('areaCode', '=', body.areaCode)
        .executeTakeFirst()
      if (lock?.status === 'locked')
        throw conflict(`${district.name}${body.year}年度考核已锁定，目标不可修改`)
      // The first save of a year and district inserts: one at a time (issue 38).
      await serializeOn(db, 'objective_targets', body.year, body.areaCode)
      const before = await db
        .selectFrom('objective_targets')
        .selectAll()
        .where('year', '=', body.year)
        .where('areaCode', '=', body.areaCode)
        .executeTakeFirst()
      if ((before?.version ?? 0) !== body.version) throw conflict('目标已被他人修改，请刷新后重试')
      const values = {
        stations: body.stations,
        piles: body.piles,
        power: body.power,
        publicShare: body.publicShare,
        updater: who(principal),
        updateTime: nowIso(),
        version: body.version + 1,
      }
      if (before) {
        const result = await db
          .updateTable('objective_targets')
          .set(values)
          .where('year', '=', body.year)
          .where('areaCode', '=', body.areaCode)
          .where('version', '=', body.version)
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) !== 1) throw conflict('目标已被他人修改，请刷新后重试')
      } else {
        await db
          .insertInto('objective_targets')
          .values({ year: body.year, areaCode: body.areaCode, ...values })
          .execute()
      }
      record({
        target: `objective:${body.year}:${body.areaCode}`,
        before: before ? figuresOf(before) : undefined,
        after: figuresOf(values),
      })
      return {
        areaCode: district.code,
        areaName: district.name,
        target: figuresOf(values),
        updater: values.updater,
        updateTime: values.updateTime,
        version: values.version,
        locked: false,
      }
    },
  })

  router.route({
    ...routeOf(planningStats),
    tag: 'operation-supervision',
    access: { permission: 'planning-analysis/view' },
    handler: async ({ db, query, principal }) =>
      planningAnswer(db, query.year, areasOf(principal, query.areaCode), postgres, today()),
  })

  examineRoutes(router)
}
