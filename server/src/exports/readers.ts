/**
 * Where an export's rows come from (issue 23: the export's work runs in a worker thread with its
 * own database connection). A route names a reader and hands it a plain input (structured-
 * cloneable: no functions); the worker imports the same modules, so the same reader is found by
 * name there and run over the worker's connection.
 */
import type { Db } from '../db/types'
import type { Cell } from './xlsx'

/** Batches of cell rows read over `db` from a reader's input. */
export type ExportReader<I> = (db: Db, input: I) => AsyncIterable<Cell[][]>

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
