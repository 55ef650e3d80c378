/**
 * The amount of a subsidy application, computed from the platform's own data (issue 17):
 * construction subsidies from the installed power of the station's piles in the archives,
 * operation subsidies from the energy of the station's charge orders in the batch's period.
 * Everything is integer: the basis in hundredths of a kW or kWh, the rate in 分 per unit, the
 * amount in 分 rounded half up, then the station's cap and what is left of the operator's cap.
 */
import './tables'
import { sql } from 'kysely'
import type { Db } from '../db/types'
import type { SubsidyBatchesTable } from './tables'

/** What the applicant sees of the computation. */
export interface Computation {
  basisCenti: number
  rate: number
  rawAmount: number
  amount: number
  capApplied: 'none' | 'station' | 'operator'
}

type Batch = Pick<
  SubsidyBatchesTable,
  'type' | 'rate' | 'stationCap' | 'operatorCap' | 'periodStart' | 'periodEnd'
> & {
  id: number
}

/** The first instant of a China date, as the ISO text the orders store. */
export const chinaDayStart = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString()

/** The basis of one station in hundredths of a kW (construction) or kWh (operation). */
export async function basisOf(db: Db, batch: Batch, stationId: string): Promise<number> {
  const values =
    batch.type === 'construction'
      ? await db.selectFrom('equipment').select('power as value').where('stationId', '=', stationId).execute()
      : await db
          .selectFrom('charge_orders')
          .select('totalPower as value')
          .where('stationId', '=', stationId)
          .where('startTime', '>=', chinaDayStart(batch.periodStart))
          .where('startTime', '<', chinaDayStart(addDay(batch.periodEnd)))
          .execute()
  return values.reduce((sum, row) => sum + Math.round(Number(row.value) * 100), 0)
}

const addDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** 分 of what the operator's other applications in the batch already hold (refused ones not). */
export async function operatorUsed(
  db: Db,
  batchId: number,
  operatorId: string,
  except?: string,
): Promise<number> {
  let query = db
    .selectFrom('subsidy_applications as s')
    .innerJoin('applications as a', 'a.applyId', 's.applyId')
    .select(sql<number>`coalesce(sum(${sql.ref('s.amount')}), 0)`.as('used'))
    .where('s.batchId', '=', batchId)
    .where('s.operatorId', '=', operatorId)
    .where('a.status', '<>', 'refused')
  if (except) query = query.where('s.applyId', '<>', except)
  const row = await query.executeTakeFirst()
  return Number(row?.used ?? 0)
}

/** The amount from a basis: rate × basis, rounded half up to 分, then the caps. */
export function amountOf(basisCenti: number, batch: Batch, used: number): Computation {
  const rawAmount = Math.floor((basisCenti * batch.rate + 50) / 100)
  const left = Math.max(0, batch.operatorCap - used)
  let amount = rawAmount
  let capApplied: Computation['capApplied'] = 'none'
  if (amount > batch.stationCap) {
    amount = batch.stationCap
    capApplied = 'station'
  }
  if (amount > left) {
    amount = left
    capApplied = 'operator'
  }
  return { basisCenti, rate: batch.rate, rawAmount, amount, capApplied }
}

/** Compute one station's amount in a batch for an operator. */
export async function computeAmount(
  db: Db,
  batch: Batch,
  stationId: string,
  operatorId: string,
  except?: string,
): Promise<Computation> {
  const basis = await basisOf(db, batch, stationId)
  return amountOf(basis, batch, await operatorUsed(db, batch.id, operatorId, except))
}

/** 分 as 元 text with two decimals (exact: integer arithmetic). */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** 元 text (≤ 2 decimals, checked by the contract) as integer 分. */
export function fenOf(yuan: string): number {
  const [whole, part = ''] = yuan.trim().split('.')
  return Number(whole) * 100 + Number(part.padEnd(2, '0'))
}

/** Hundredths as text with two decimals. */
export const centiText = yuanText
