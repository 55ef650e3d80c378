/** Tables of operation-supervision (migration 0013): yearly targets and examinations. */
import type { Generated } from 'kysely'

/** A district's targets for one year (domain.md: Objectives). */
export interface ObjectiveTargetsTable {
  year: number
  areaCode: string
  /** New stations, new piles, new installed kW, share % of public stations among the new ones. */
  stations: number
  piles: number
  power: number
  publicShare: number
  updater: string
  updateTime: string
  version: number
}

/** A district's examination of one year; `figures` and `score` are kept when locked. */
export interface ObjectiveExaminesTable {
  year: number
  areaCode: string
  opinion: string
  figures: string | null
  score: number | null
  grade: string | null
  /** EXAMINE_STATUS value (migration 0040; `locked` before). */
  status: Generated<string>
  /** Every step adds one (migration 0040). */
  version: Generated<number>
  examiner: string | null
  examineTime: string | null
}

/** The area's tables. */
export interface ObjectivesDatabase {
  objective_targets: ObjectiveTargetsTable
  objective_examines: ObjectiveExaminesTable
}

declare module '../db/types' {
  interface Database extends ObjectivesDatabase {}
}
