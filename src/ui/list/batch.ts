/**
 * Batch work and review queues of a list (issue 41 items 4 and 5), as list definitions declare
 * them: the actions a selection bar offers (each runs one call for the selected rows and reports
 * per row) and the queue switch (待我处理 / 全部) a list opens on.
 */
import type { Row } from '../fields/types'

/** What a batch answers for one row: done, or the reason it was refused. */
export interface BatchOutcome {
  id: string
  ok: boolean
  message?: string
}

/** A batch's report: per row, in the order asked. */
export interface BatchReport {
  done: number
  refused: number
  results: readonly BatchOutcome[]
}

/** One action of the selection bar (批量受理, 批量驳回 …), shown to holders of `permission`. */
export interface BatchAction {
  key: string
  /** The bar's button: 批量受理. */
  label: string
  /** The page action it needs (`<page>/<permission>`). */
  permission: string
  /** A red button and confirmation (驳回). */
  danger?: boolean
  /** One opinion for every row: `required` (驳回's reason) or `optional`. */
  opinion?: 'required' | 'optional'
  /** Take the action on the rows; the report says, per row, what was done and why not. */
  run: (rows: readonly Row[], opinion: string) => Promise<BatchReport>
}

/** The queue switch: the list parameter and value of 待我处理 (default on). */
export interface ListQueue {
  param: string
  value: string
}

/** The queue's labels (issue 41 item 4). */
export const QUEUE_LABELS = { mine: '待我处理', all: '全部' } as const

/** The rows of a page selected by key, in page order. */
export function selectedRows(rows: readonly Row[], keys: readonly string[], rowKey: string): Row[] {
  const chosen = new Set(keys)
  return rows.filter((row) => chosen.has(String(row[rowKey])))
}
