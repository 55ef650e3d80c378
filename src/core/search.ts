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
 *
 * The matching is pinyin-match's, run by src/core/pinyin.ts over its dictionary with each text's
 * readings remembered (pinyin-match looks them up again at every call: too slow for a menu of
 * 1,000 entries at every keystroke, budgets.md).
 *
 * The dictionary (20 KB gzip) loads on first use, not with the page: a list's rows
 * do not wait for it (budgets.md). Until it has arrived, matching is by characters only
 * (case-insensitive substring); screens that filter by pinyin re-render when it is ready
 * (src/ui/usePinyin.ts), and lists load it as soon as their first page has answered.
 */
import type { PinyinMatch } from './pinyin'

let engine: ((text: string, query: string) => PinyinMatch) | null = null
let loading: Promise<void> | null = null
const readyListeners = new Set<() => void>()

/** Load pinyin-match's dictionary once; resolves when pinyin matching is available. */
export function loadPinyin(): Promise<void> {
  // The matcher comes with its dictionary: neither is part of a list's first bytes.
  loading ??= Promise.all([import('./pinyin'), import('pinyin-match/src/simplified_dict.js')]).then(
    ([{ createPinyinMatcher }, { dict }]) => {
      engine = createPinyinMatcher(dict)
      for (const listener of readyListeners) listener()
    },
  )
  return loading
}

/** Whether pinyin matching is available (else matching is by characters). */
export function pinyinReady(): boolean {
  return engine !== null
}

/** Call `listener` when pinyin matching becomes available; returns the unsubscribe. */
export function onPinyinReady(listener: () => void): () => void {
  readyListeners.add(listener)
  return () => readyListeners.delete(listener)
}

/** A case-insensitive substring match, what users get until pinyin-match has loaded. */
function characterMatch(text: string, query: string): [number, number] | false {
  const start = text.toLowerCase().indexOf(query.toLowerCase())
  return start < 0 ? false : [start, start + query.length - 1]
}

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
  const result = rangeOf(text, normaliseQuery(query))
  return result ? [result[0], result[1]] : null
}

/** The match of a query already without white space; none for an empty one. */
function rangeOf(text: string | null | undefined, query: string): PinyinMatch {
  if (!text || query === '') return false
  if (!engine) void loadPinyin()
  return engine ? engine(text, query) : characterMatch(text, query)
}

/** Whether `text` matches `query` by characters or pinyin; a blank query matches everything. */
export function pinyinMatch(text: string | null | undefined, query: string | null | undefined): boolean {
  const q = normaliseQuery(query)
  return q === '' || rangeOf(text, q) !== false
}

/** The items whose text matches `query`, in their original order; a blank query keeps all. */
export function filterByPinyin<T>(
  items: readonly T[],
  query: string | null | undefined,
  getText: (item: T) => string,
): T[] {
  const q = normaliseQuery(query)
  if (q === '') return [...items]
  return items.filter((item) => rangeOf(getText(item), q) !== false)
}

/**
 * `filterByPinyin` for a box the user types in: when the query extends the last one over the same
 * items, only the last matches are searched again (a text that does not match `cd` cannot match
 * `cdz`), so each keystroke costs less than the one before. Deleting starts from all items.
 */
export function createPinyinFilter<T>(getText: (item: T) => string) {
  let last: { items: readonly T[]; query: string; found: T[]; pinyin: boolean } | null = null
  return (items: readonly T[], query: string | null | undefined): T[] => {
    const q = normaliseQuery(query).toLowerCase()
    const narrowing =
      last !== null &&
      last.items === items &&
      last.pinyin === pinyinReady() &&
      last.query !== '' &&
      q.startsWith(last.query)
    const found = filterByPinyin(narrowing ? (last as { found: T[] }).found : items, q, getText)
    last = { items, query: q, found, pinyin: pinyinReady() }
    return found
  }
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
