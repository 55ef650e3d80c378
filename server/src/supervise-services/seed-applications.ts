/**
 * The seeded subsidy applications of one region (issue 17): each with its history, the amount the
 * server computes, its publicity, its payment when paid, and the station's `allowanceStatus`.
 * Called by seed.ts for Tianjin (the demo operator's stations among them) and for Hebei, so a
 * city user's scope shows on the subsidy screens (decisions: Data scope).
 */
import './tables'
import type { Insertable } from 'kysely'
import { ALLOWANCE_OF_STATUS, SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import type { Db } from '../db/types'
import type { ApplicationStepsTable } from '../workflow/tables'
import { computeAmount } from './amounts'
import { OPINIONS, PATHS, TO } from './seed-data'
import type { SubsidyBatchesTable } from './tables'

/** A seeded batch as inserted, with its id. */
export type SeededBatch = Omit<SubsidyBatchesTable, 'id'> & { id: number }

const DAY = 86_400_000

export interface Actor {
  id: number
  name: string
}

/** One seeded application: the station, its batch and the status it has reached. */
export interface SeededApplication {
  station: { stationId: string; stationName: string; operatorId: string; areaCode: string }
  batch: SeededBatch
  status: string
  /** The demo operator's own (its user applied); otherwise a contact of the station's operator. */
  mine: boolean
}

/** What the region's applications share: actors, publicities, numbering. */
export interface RegionContext {
  db: Db
  now: Date
  operator: Actor
  admin: Actor
  /** Who takes the district's review in the region (never the city's examiner). */
  district: Actor
  /** Who takes the city's steps (city review, publication) in the region. */
  city: Actor
  /** Publicities of the region: ended (待补贴, paid) and under way. */
  ended: number
  active: number
  /** First number of the region's application ids; vouchers are the prefix and the index. */
  serial: number
  voucherPrefix: string
  payDate: string
}

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

/** Write the region's applications in order (`index` spreads their times and contacts). */
export async function seedApplications(region: RegionContext, apps: SeededApplication[]): Promise<void> {
  const { db, now } = region
  const steps: Insertable<ApplicationStepsTable>[] = []
  for (const [index, { station, batch, status, mine }] of apps.entries()) {
    const computation = await computeAmount(db, batch, station.stationId, station.operatorId)
    if (computation.basisCenti <= 0) continue
    const applicant = mine ? region.operator : { id: 0, name: ['张伟', '刘洋', '陈静', '杨帆'][index % 4] }
    let clock = now.getTime() - (40 - (index % 10)) * DAY
    const createTime = new Date(clock).toISOString()
    const serial = String(region.serial + index).padStart(5, '0')
    const applyId = `BT${createTime.slice(0, 10).replace(/-/g, '')}${serial}`
    const path = PATHS[status]
    const history = [{ action: 'create', from: null as string | null, to: 'draft' }]
    for (const action of path) history.push({ action, from: history[history.length - 1].to, to: TO[action] })
    // Two people review (decisions: Separation of duties): after the district's approval the
    // city approves, returns or refuses; never the applicant.
    const reviewed = path.includes('district-approve')
    const actorOf = (action: string) =>
      ['create', 'submit'].includes(action)
        ? applicant
        : action === 'district-approve' || (!reviewed && ['return', 'refuse'].includes(action))
          ? region.district
          : action === 'publicity-end'
            ? { id: 0, name: '系统' }
            : action === 'pay'
              ? region.admin
              : region.city
    for (const step of history) {
      const actor = actorOf(step.action)
      clock += DAY
      steps.push({
        applyId,
        action: step.action,
        fromStatus: step.from,
        toStatus: step.to,
        userId: actor.id,
        userName: actor.name,
        opinion: OPINIONS[step.action] ?? '',
        attachmentsJson: '[]',
        time: new Date(clock).toISOString(),
      })
    }
    const examined = history.filter((step) => OPINIONS[step.action]).pop()
    const unit = batch.type === 'construction' ? 'kW' : 'kWh'
    const fields = {
      batchId: batch.id,
      stationId: station.stationId,
      contactPerson: applicant.name,
      contactTel: `1380013${String(1000 + region.serial + index).slice(-4)}`,
      batchName: batch.batchName,
      stationName: station.stationName,
      basis: `${yuan(computation.basisCenti)} ${unit}`,
      rate: `${yuan(computation.rate)} 元/${unit}`,
      rawAmount: `${yuan(computation.rawAmount)} 元`,
      capApplied: { none: '未触及上限', station: '按单站上限', operator: '按运营商上限' }[
        computation.capApplied
      ],
      amount: `${yuan(computation.amount)} 元`,
    }
    await db
      .insertInto('applications')
      .values({
        applyId,
        flow: SUBSIDY_FLOW.key,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        type: batch.type,
        status,
        title: station.stationName.slice(0, 128),
        fieldsJson: JSON.stringify(fields),
        attachmentsJson: '[]',
        version: history.length,
        submitterId: applicant.id,
        submitterName: applicant.name,
        createTime,
        submitTime: path.length ? new Date(now.getTime() - (39 - (index % 10)) * DAY).toISOString() : null,
        updateTime: new Date(clock).toISOString(),
        examinerName: examined ? actorOf(examined.action).name : null,
        opinion: examined ? OPINIONS[examined.action] : null,
        validUntil: null,
      })
      .execute()
    const publicityId =
      status === 'publicity' ? region.active : ['awaiting', 'paid'].includes(status) ? region.ended : null
    await db
      .insertInto('subsidy_applications')
      .values({
        applyId,
        batchId: batch.id,
        stationId: station.stationId,
        stationName: station.stationName,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        ...computation,
        publicityId,
        holdsStation: status === 'refused' ? null : 1,
      })
      .execute()
    await db
      .updateTable('stations')
      .set({ allowanceStatus: ALLOWANCE_OF_STATUS[status] })
      .where('stationId', '=', station.stationId)
      .execute()
    if (status === 'paid')
      await db
        .insertInto('subsidy_payments')
        .values({
          applyId,
          batchId: batch.id,
          stationId: station.stationId,
          stationName: station.stationName,
          operatorId: station.operatorId,
          areaCode: station.areaCode,
          amount: computation.amount,
          payDate: region.payDate,
          voucherNo: `${region.voucherPrefix}${String(index).padStart(5, '0')}`,
          remark: '',
          recorderName: region.admin.name,
          createTime: new Date(clock).toISOString(),
        })
        .execute()
  }
  if (steps.length) await db.insertInto('application_steps').values(steps).execute()
  for (const id of [region.ended, region.active]) {
    const items = await db
      .selectFrom('subsidy_applications')
      .select('applyId')
      .where('publicityId', '=', id)
      .execute()
    await db
      .updateTable('subsidy_publicities')
      .set({ itemCount: items.length })
      .where('id', '=', id)
      .execute()
  }
}
