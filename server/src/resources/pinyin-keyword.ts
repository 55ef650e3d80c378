/**
 * The keyword box over stored pinyin (section 1: "Text search in lists supports fuzzy pinyin
 * matching: case-insensitive, spaces ignored, precision first letter; a trailing query of up to
 * 6 characters may match a pinyin syllable by its start"; decisions: Pinyin in lists). With the
 * name's full pinyin and its initials stored in lower case, a query matches when, spaces removed
 * and lower-cased, it is
 * - part of the initials (`hpq` → 和平区),
 * - part of the full pinyin, which also lets its last syllable be typed in part (`heping qu`,
 *   `hepingq`),
 * - initials followed by the start of the next syllable, up to 6 letters (`hp qu`): the initials
 *   with that syllable's first letter, and the typed start somewhere in the full pinyin.
 * Each is a LIKE over the stored columns (whose indexes the database scans instead of the table).
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { anyOf, containsText } from './conditions'

/** The longest trailing syllable start (section 1). */
const TRAILING_MAX = 6

/** Whether a column of a keyword definition holds stored pinyin. */
export const isPinyinColumn = (column: string) => /pinyin|initials/i.test(column)

/** Conditions of a keyword over the pinyin columns (`namePinyin`, `nameInitials`, any table alias). */
export function pinyinKeyword(
  columns: readonly string[],
  keyword: string,
  postgres = false,
): RawBuilder<SqlBool> | null {
  const query = keyword.replace(/\s+/g, '').toLowerCase()
  const full = columns.find((column) => /pinyin/i.test(column))
  const initials = columns.find((column) => /initials/i.test(column))
  if (!query) return null
  const conditions: RawBuilder<SqlBool>[] = []
  if (initials) conditions.push(containsText(initials, query, postgres))
  if (full) conditions.push(containsText(full, query, postgres))
  if (full && initials && /^[a-z]+$/.test(query)) {
    for (let split = Math.max(1, query.length - TRAILING_MAX); split < query.length - 1; split++) {
      const tail = query.slice(split)
      conditions.push(
        sql<SqlBool>`(${containsText(initials, query.slice(0, split) + tail[0], postgres)} and ${containsText(full, tail, postgres)})`,
      )
    }
  }
  // No pinyin columns: nothing, rather than an always-false term that stops SQLite from
  // answering the other keyword terms from their indexes (MULTI-INDEX OR).
  return conditions.length ? anyOf(conditions) : null
}
