/**
 * A flow subject's identity (step.ts, work-subjects.ts): its key column, or columns (a district's
 * examination of a year: `year`, `areaCode`), and the id its history, journal and messages name.
 */
import type { Row } from '../resources'

/** The key of a subject table: one column or several. */
export type SubjectKey = string | readonly string[]

/** The key's columns. */
export const keysOf = (subject: { key: SubjectKey }): readonly string[] =>
  typeof subject.key === 'string' ? [subject.key] : subject.key

/** The subject's id in its history, journal and messages: its key's values, `:`-joined. */
export const subjectId = (subject: { key: SubjectKey }, row: Row): string =>
  keysOf(subject)
    .map((key) => String(row[key]))
    .join(':')

/** The key's values of an id made by `subjectId`, by column. */
export function keyValues(
  subject: { key: SubjectKey },
  id: string | number,
): Record<string, string | number> {
  const keys = keysOf(subject)
  if (keys.length === 1) return { [keys[0]]: id }
  const parts = String(id).split(':')
  return Object.fromEntries(keys.map((key, index) => [key, parts[index]]))
}

/** `query` narrowed to the subject of `id`: each key column equal to its value. */
// biome-ignore lint/suspicious/noExplicitAny: any flow's table, by its declared columns
export function whereKey<Q extends { where: (...args: any[]) => Q }>(
  query: Q,
  subject: { key: SubjectKey },
  id: string | number,
): Q {
  return Object.entries(keyValues(subject, id)).reduce(
    (built, [key, value]) => built.where(key, '=', value),
    query,
  )
}
