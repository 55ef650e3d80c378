/**
 * Where an export's rows come from (issue 23: the export's work runs in a worker thread with its
 * own database connection). A route names a reader and hands it a plain input (structured-
 * cloneable: no functions); the worker imports the same modules, so the same reader is found by
 * name there and run over the worker's connection.
 */
import type { Db } from '../db/types'
import type { Cell, RowBatch } from './xlsx'

/**
 * The next batch of rows (cells, or rows the batch writes itself: xlsx-rows.ts RowBatch), null
 * after the last; a batch may be used until the next call. A function rather than an async generator: a
 * generator suspended at `yield` keeps its batch (rows read and cells) alive until it resumes,
 * past the scavenge the worker runs between batches (young-gc.ts), which then copies the whole
 * batch; each call of this function ends with its batch handed over.
 */
export type NextBatch = (() => Promise<Cell[][] | RowBatch | null>) & {
  /** Let go of what the reads hold (a connection, a transaction); called once the job ends. */
  close?: () => Promise<void>
}

/** Read over `db` from a reader's input, batch by batch. */
export type ExportReader<I> = (db: Db, input: I) => NextBatch

const READERS = new Map<string, ExportReader<never>>()

/** Register a reader under a name (at module load; names are unique); returns the name. */
export function defineExportReader<I>(name: string, reader: ExportReader<I>): string {
  READERS.set(name, reader as ExportReader<never>)
  return name
}

/** The reader of a name. */
export function exportReader(name: string): ExportReader<unknown> {
  const reader = READERS.get(name)
  if (!reader) throw new Error(`no export reader ${name}`)
  return reader as ExportReader<unknown>
}
