/**
 * Fuzzy pinyin matching for lists and option filters (section 1), on pinyin-match.
 *
 * What pinyin-match does, and so what users get (tests/unit/core/search.test.ts pins it):
 * - plain substring match first (Chinese, Latin, digits), case-insensitive;
 * - pinyin initials (cdz → 充电站), precise: the first letter of each syllable must match;
 * - full pinyin (chongdianzhan), polyphones included (重庆 matches chongqing and zhongqing);
 * - full syllables ending in a partial one (chongdianz); the last piece may be the start of a
 *   syllable, so up to 6 letters (zhuang, the longest syllable) and never 7;
 * - spaces in the query, and in the text, are ignored.
 * Initials followed by full syllables (cdzhan) do not match; that is the library's rule.
 */
import PinyinMatch from 'pinyin-match'

/** Inclusive character indices [start, end] of the matched part of a text. */
export type MatchRange = [start: number, end: number]

function normaliseQuery(query: string | null | undefined): string {
  return (query ?? '').replace(/\s+/g, '')
}

/**
 * Where `query` matches `text`, or null. An empty (or blank) query matches nothing to highlight
 * and returns null; use `pinyinMatch` for the yes/no question.
 */
export function matchRange(
  text: string | null | undefined,
  query: string | null | undefined,
): MatchRange | null {
  const q = normaliseQuery(query)
  if (!text || q === '') return null
  const result = PinyinMatch.match(text, q)
  return result ? [result[0], result[1]] : null
}

/** Whether `text` matches `query` by characters or pinyin; a blank query matches everything. */
export function pinyinMatch(text: string | null | undefined, query: string | null | undefined): boolean {
  if (normaliseQuery(query) === '') return true
  return matchRange(text, query) !== null
}

/** The items whose text matches `query`, in their original order; a blank query keeps all. */
export function filterByPinyin<T>(
  items: readonly T[],
  query: string | null | undefined,
  getText: (item: T) => string,
): T[] {
  if (normaliseQuery(query) === '') return [...items]
  return items.filter((item) => pinyinMatch(getText(item), query))
}

/** A piece of text for highlighting: `match` marks the part the query matched. */
export interface HighlightPart {
  text: string
  match: boolean
}

/**
 * Split a text around its match for rendering: `highlightParts('天津充电站', 'cdz')` →
 * `[{ text: '天津', match: false }, { text: '充电站', match: true }]`.
 */
export function highlightParts(text: string, query: string | null | undefined): HighlightPart[] {
  const range = matchRange(text, query)
  if (!range) return text ? [{ text, match: false }] : []
  const [start, end] = range
  const parts: HighlightPart[] = [
    { text: text.slice(0, start), match: false },
    { text: text.slice(start, end + 1), match: true },
    { text: text.slice(end + 1), match: false },
  ]
  return parts.filter((part) => part.text !== '')
}
