/**
 * Queries on the hottest path (every call resolves its session; user_info counts pending items)
 * built and compiled once per database, then run with new parameters: Kysely would otherwise
 * build the operation tree, freeze it and compile it to SQL on every call.
 */
import type { Compilable, CompiledQuery } from 'kysely'
import type { Db } from './types'

/** Stands for the n-th parameter while the query is compiled once. */
const slot = (index: number) => `\u0000reusable-parameter-${index}`

interface Compiled<R> {
  query: CompiledQuery<R>
  /** For each compiled parameter: which call parameter it is, or -1 for a constant. */
  sources: number[]
}

/**
 * `build` receives the database and one stand-in per parameter and must use each stand-in as a
 * plain value (compared, not transformed); the returned function runs the compiled query with
 * the call's parameters in their places and resolves with its rows.
 */
export function reusableQuery<P extends readonly (string | number)[], R>(
  build: (db: Db, ...parameters: P) => Compilable<R>,
): (db: Db, ...parameters: P) => Promise<R[]> {
  const compiled = new WeakMap<Db, Compiled<R>>()
  return async (db, ...parameters) => {
    let entry = compiled.get(db)
    if (!entry) {
      const slots = parameters.map((_, index) => slot(index))
      const query = build(db, ...(slots as unknown as P)).compile()
      const sources = query.parameters.map((value) => slots.indexOf(value as string))
      for (let index = 0; index < slots.length; index += 1)
        if (!sources.includes(index))
          throw new Error(`reusableQuery: parameter ${index} is not used as a value`)
      entry = { query, sources }
      compiled.set(db, entry)
    }
    const { query, sources } = entry
    const values = query.parameters.map((value, index) =>
      sources[index] >= 0 ? parameters[sources[index]] : value,
    )
    return (await db.executeQuery<R>({ ...query, parameters: values })).rows
  }
}
