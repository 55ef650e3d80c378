/**
 * Table types of supervision and subsidies (migration 0011-supervise), added to the platform's
 * `Database` by declaration merging. Money is integer 分 (decisions: Money); dates `YYYY-MM-DD`.
 */
import type { Generated } from 'kysely'

/** A subsidy batch: year, type, rate and caps. */
export interface SubsidyBatchesTable {
  id: Generated<number>
  batchName: string
  year: number
  /** SUBSIDY_TYPE value. */
  type: string
  /** 分 per kW (construction) or per kWh (operation). */
  rate: number
  stationCap: number
  operatorCap: number
  /** Orders of this period count for an operation subsidy. */
  periodStart: string
  periodEnd: string
  /** The last day (China date) applications are taken: 已截止 after it (migration 0046). */
  applyDeadline: string
  /** Region the batch belongs to (data scope). */
  areaCode: string
  /** SUBSIDY_BATCH_STATUS value. */
  status: number
  remark: string
  creatorName: string
  createTime: string
  updateTime: string
}

/** The computed amount of one subsidy application (its row in `applications`). */
export interface SubsidyApplicationsTable {
  applyId: string
  batchId: number
  stationId: string
  stationName: string
  operatorId: string
  areaCode: string
  /** Installed kW or kWh, in hundredths. */
  basisCenti: number
  rate: number
  rawAmount: number
  amount: number
  /** SUBSIDY_CAP value. */
  capApplied: string
  publicityId: number | null
  /**
   * 1 while the application holds its station in the batch, null once refused: the unique index
   * (batchId, stationId, holdsStation) keeps one standing application per station and batch.
   */
  holdsStation: 1 | null
}

/** A publicity batch of approved applications. */
export interface SubsidyPublicitiesTable {
  id: Generated<number>
  title: string
  startDate: string
  endDate: string
  workingDays: number
  /** PUBLICITY_STATUS value. */
  status: string
  areaCode: string
  itemCount: number
  objectionCount: number
  creatorName: string
  createTime: string
}

/** An objection recorded during publicity (it sends the application back to review). */
export interface SubsidyObjectionsTable {
  id: Generated<number>
  publicityId: number
  applyId: string
  content: string
  recorderName: string
  time: string
}

/** A disbursement. */
export interface SubsidyPaymentsTable {
  id: Generated<number>
  applyId: string
  batchId: number
  stationId: string
  stationName: string
  operatorId: string
  areaCode: string
  amount: number
  payDate: string
  voucherNo: string
  remark: string
  recorderName: string
  createTime: string
}

/** A government price cap of one period, 0.0001 元 per kWh. */
export interface PriceCapsTable {
  period: string
  elecCap: number
  serviceCap: number
  updaterName: string
  updateTime: string
}

/** A station's price policy per period, 0.0001 元 per kWh, flagged against the caps. */
export interface StationPricesTable {
  stationId: string
  operatorId: string
  areaCode: string
  tipElec: number
  tipService: number
  peakElec: number
  peakService: number
  flatElec: number
  flatService: number
  valleyElec: number
  valleyService: number
  overCap: number
  overItems: string
  updateTime: string
}

declare module '../db/types' {
  interface Database {
    subsidy_batches: SubsidyBatchesTable
    subsidy_applications: SubsidyApplicationsTable
    subsidy_publicities: SubsidyPublicitiesTable
    subsidy_objections: SubsidyObjectionsTable
    subsidy_payments: SubsidyPaymentsTable
    price_caps: PriceCapsTable
    station_prices: StationPricesTable
  }
}
