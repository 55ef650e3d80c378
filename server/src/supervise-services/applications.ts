/**
 * Subsidy applications on the workflow engine (issue 17): create and save wrap the engine with the
 * subsidy's own rules (a station the operator runs, in service, not already applied for in the
 * batch; the amount computed by the server, never typed), every step keeps the station's
 * `allowanceStatus` in step with the application's status, in the same transaction.
 */
import './tables'
import type { z } from 'zod'
import { subsidyBatch } from '../../../src/contract/batch-steps'
import { routeOf } from '../../../src/contract/define'
import * as contract from '../../../src/contract/supervise-services'
import { SUBSIDY_TYPE } from '../../../src/core/domain/enums'
import { SUBSIDY_CAP } from '../../../src/core/domain/enums-supervise'
import { regionPrefix } from '../../../src/core/domain/regions'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { parseInput } from '../http/validate'
import { fieldError } from '../kernel/errors'
import { defineResourceRoutes, type Row } from '../resources'
import { attachmentRoutes } from '../workflow/attachments'
import { batchRoute } from '../workflow/batch'
import { createApplication, saveApplication } from '../workflow/engine'
import { engineContext, loadApplication, loadSubject } from '../workflow/records'
import { type FlowScreenSpec, flowResource } from '../workflow/resource'
import { type Computation, centiText, computeAmount, yuanText } from './amounts'
import { batchOf, openBatchOf } from './batches'
import { AREA, SUBSIDY_SCREENS } from './flows'
import { stepSubsidy, syncAllowance } from './subsidy-steps'

type Fields = z.infer<typeof contract.subsidyFields>

/** Keys the server writes into an application's fields; never taken from the applicant. */
const COMPUTED = ['batchName', 'stationName', 'basis', 'rate', 'rawAmount', 'capApplied', 'amount'] as const

const stripComputed = (fields: unknown) => {
  const copy = { ...(fields as Row) }
  for (const key of COMPUTED) delete copy[key]
  return copy
}

/** The station an operator may apply for in a batch, else 400 naming `stationId`. */
export async function eligibleStation(
  db: Db,
  batch: { id: number; areaCode: string },
  stationId: string,
  operatorId: string,
  principal: Principal,
) {
  const scope = dataScope(principal)
  const station = await db
    .selectFrom('stations')
    .select(['stationId', 'stationName', 'operatorId', 'areaCode', 'stationStatus'])
    .where('stationId', '=', stationId)
    .executeTakeFirst()
  const visible = station && (!scope.areaPrefix || station.areaCode.startsWith(scope.areaPrefix))
  if (!station || !visible || station.operatorId !== operatorId)
    throw fieldError('stationId', '只能为本企业运营的充电站申请补贴')
  if (station.stationStatus !== 50) throw fieldError('stationId', '只有正常使用的充电站可以申请补贴')
  if (!station.areaCode.startsWith(regionPrefix(batch.areaCode)))
    throw fieldError('stationId', '该充电站不在本批次的补贴区域内')
  const taken = await db
    .selectFrom('subsidy_applications as s')
    .innerJoin('applications as a', 'a.applyId', 's.applyId')
    .select('s.applyId')
    .where('s.batchId', '=', batch.id)
    .where('s.stationId', '=', stationId)
    .where('a.status', '<>', 'refused')
    .executeTakeFirst()
  if (taken) throw fieldError('stationId', `该充电站在本批次已申请或已获补贴（${taken.applyId}）`)
  return station
}

/**
 * The checks that read the operator's applications in a batch (the station not applied for yet,
 * the operator's cap left) and the write after them, one create or save of an operator in a batch
 * at a time (issue 38: 20 at once on PostgreSQL all found the station free). A station belongs to
 * one operator, so this also covers "one application per station and batch", which the unique
 * index on (batchId, stationId, holdsStation) enforces as well.
 */
async function lockOperatorBatch(db: Db, batchId: number, operatorId: string): Promise<void> {
  await serializeOn(db, 'subsidy_applications', batchId, operatorId)
}

/** Write the computation into the application's row, its fields (what the detail shows) and title. */
async function writeComputed(
  db: Db,
  applyId: string,
  fields: Fields,
  batch: Awaited<ReturnType<typeof batchOf>>,
  station: { stationId: string; stationName: string; operatorId: string; areaCode: string },
  computation: Computation,
): Promise<void> {
  const unit = batch.type === 'construction' ? 'kW' : 'kWh'
  const shown = {
    ...fields,
    batchName: batch.batchName,
    stationName: station.stationName,
    basis: `${centiText(computation.basisCenti)} ${unit}`,
    rate: `${yuanText(computation.rate)} 元/${unit}`,
    rawAmount: `${yuanText(computation.rawAmount)} 元`,
    capApplied: SUBSIDY_CAP.find((cap) => cap.value === computation.capApplied)?.label ?? '',
    amount: `${yuanText(computation.amount)} 元`,
  }
  await db
    .updateTable('applications')
    .set({ fieldsJson: JSON.stringify(shown), title: station.stationName.slice(0, 128) })
    .where('applyId', '=', applyId)
    .execute()
  const values = {
    batchId: batch.id,
    stationId: station.stationId,
    stationName: station.stationName,
    ...computation,
  }
  const updated = await db
    .updateTable('subsidy_applications')
    .set(values)
    .where('applyId', '=', applyId)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('subsidy_applications')
      .values({
        applyId,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        publicityId: null,
        holdsStation: 1,
        ...values,
      })
      .execute()
}

/** Register the subsidy application calls (attachments and list resources first). */
export function subsidyApplicationRoutes(router: Router): void {
  const byName = new Map(SUBSIDY_SCREENS.map((screen) => [screen.name, screen]))
  const screenOf = (name: string | undefined): FlowScreenSpec => {
    const screen = name ? byName.get(name) : undefined
    if (!screen) throw fieldError('resource', '不支持的申请类别')
    return screen
  }
  const flow = SUBSIDY_SCREENS[0].flow.declaration

  attachmentRoutes(router, AREA, SUBSIDY_SCREENS, {
    upload: contract.uploadAttachment,
    file: contract.attachmentFile,
  })
  for (const screen of SUBSIDY_SCREENS) defineResourceRoutes(router, flowResource(screen))

  router.route({
    ...routeOf(contract.createApplication),
    tag: AREA,
    access: { permission: flow.create?.permission ?? 'supervise-apply/add' },
    journal: 'application.create',
    handler: async ({ db, params, body, principal, record }) => {
      const screen = screenOf(params.resource)
      const context = engineContext(db, principal, record)
      const fields = parseInput(contract.subsidyFields, stripComputed(body.fields), 'fields')
      const batch = await openBatchOf(db, fields.batchId, principal)
      const operatorId = dataScope(principal).operatorId ?? body.operatorId
      if (!operatorId) throw fieldError('operatorId', '请选择运营商')
      await lockOperatorBatch(db, batch.id, operatorId)
      const station = await eligibleStation(db, batch, fields.stationId, operatorId, principal)
      const computation = await computeAmount(db, batch, station.stationId, operatorId)
      if (computation.basisCenti <= 0)
        throw fieldError(
          'stationId',
          batch.type === 'construction'
            ? '该充电站在档案中没有已安装的充电设备'
            : '该充电站在统计期间没有充电电量',
        )
      const type = SUBSIDY_TYPE.find((item) => item.value === batch.type)?.value ?? batch.type
      const app = await createApplication(
        screen,
        { type, operatorId, areaCode: station.areaCode, fields, attachmentIds: body.attachmentIds },
        context,
      )
      const applyId = String(app.applyId)
      await writeComputed(db, applyId, fields, batch, station, computation)
      await syncAllowance(db, station.stationId, 'draft')
      return loadApplication(screen, applyId, context) as never
    },
  })

  router.route({
    ...routeOf(contract.saveApplication),
    tag: AREA,
    access: { permission: flow.edits.map((edit) => edit.permission) },
    journal: 'application.save',
    handler: async ({ db, params, body, principal, record }) => {
      const screen = screenOf(params.resource)
      const context = engineContext(db, principal, record)
      const applyId = params.applyId ?? ''
      const app = await loadSubject(screen, applyId, context)
      const own = (app.fields ?? {}) as Row
      await lockOperatorBatch(db, Number(own.batchId), String(app.operatorId))
      // Batch and station stay those of the application; the rest is the applicant's.
      const fields = parseInput(
        contract.subsidyFields,
        { ...stripComputed(body.fields), batchId: own.batchId, stationId: own.stationId },
        'fields',
      )
      await saveApplication(
        screen,
        applyId,
        { version: body.version, fields, attachmentIds: body.attachmentIds },
        context,
      )
      const batch = await batchOf(db, fields.batchId, principal)
      const station = await db
        .selectFrom('stations')
        .select(['stationId', 'stationName', 'operatorId', 'areaCode'])
        .where('stationId', '=', fields.stationId)
        .executeTakeFirstOrThrow()
      const computation = await computeAmount(db, batch, station.stationId, String(app.operatorId), applyId)
      await writeComputed(db, applyId, fields, batch, station, computation)
      return loadApplication(screen, applyId, context) as never
    },
  })

  router.route({
    ...routeOf(contract.stepApplication),
    tag: AREA,
    access: { permission: [...new Set(flow.transitions.map((step) => step.permission))] },
    journal: 'application.step',
    handler: async ({ db, params, body, principal, record }) =>
      stepSubsidy(
        screenOf(params.resource),
        params.applyId ?? '',
        params.action ?? '',
        body,
        engineContext(db, principal, record),
      ) as never,
  })
  batchRoute(router, AREA, SUBSIDY_SCREENS, subsidyBatch, stepSubsidy)
}
