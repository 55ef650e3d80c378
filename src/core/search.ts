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
 * pinyin-match (20 KB gzip, its dictionary) loads on first use, not with the page: a list's rows
 * do not wait for it (budgets.md). Until it has arrived, matching is by characters only
 * (case-insensitive substring); screens that filter by pinyin re-render when it is ready
 * (src/ui/usePinyin.ts), and lists load it as soon as their first page has answered.
 */
type Engine = typeof import('pinyin-match').default

let engine: Engine | null = null
let loading: Promise<void> | null = null
const readyListeners = new Set<() => void>()

/** Load pinyin-match once; resolves when pinyin matching is available. */
export function loadPinyin(): Promise<void> {
  loading ??= import('pinyin-match').then((module) => {
    engine = module.default
    for (const listener of readyListeners) listener()
  })
  return loading
}

/**
 * One-letter queries without pinyin-match's search: the first key typed in a search box runs
 * over every entry and costs pinyin-match ~7 µs per entry (its pinyin of the whole text), 6–9 ms
 * over a 1,000-entry menu (budgets.md: ≤ 2 ms per keystroke). For one letter its answer is
 * simple: the first place the letter stands in the (lower-cased, accent-free) text, else the
 * first character with a reading that starts with it. So each character's initials are learnt
 * once, from pinyin-match itself (`prepareInitials`), as a 26-bit mask; texts with a character
 * not learnt yet still go to pinyin-match. tests/unit/core/search.test.ts holds both to the same
 * answers.
 */
const initials = new Map<string, number>()
const LETTER = /^[a-z]$/

/** Characters no Unicode decomposition changes: ASCII, CJK punctuation and ideographs, full-width forms. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, controls included
const NOT_DECOMPOSED = /^[\u0000-\u007f\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]*$/

/** pinyin-match's text normalisation: lower case, accents removed (same length for CJK text). */
function normaliseText(text: string): string {
  const lower = text.toLowerCase()
  // Called for every entry at every keystroke: most texts have nothing for NFD to decompose.
  return NOT_DECOMPOSED.test(lower) ? lower : lower.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

/**
 * Learn the initials of the characters of `texts` not known yet (the menu search calls this when
 * it opens). Per letter, pinyin-match finds the first character with that initial in a string of
 * all unknown characters, then searches on after it: one call per hit instead of 26 per character.
 * Returns how many characters were learnt; 0 until pinyin-match has loaded.
 */
export function prepareInitials(texts: Iterable<string>): number {
  if (!engine) return 0
  const unknown = new Set<string>()
  for (const text of texts)
    for (const char of normaliseText(text ?? ''))
      if (char > '\u007f' && !initials.has(char)) unknown.add(char)
  if (unknown.size === 0) return 0
  // Characters beyond the BMP (two UTF-16 units) are left to pinyin-match: its indices count units.
  const chars = [...unknown].filter((char) => char.length === 1)
  const probe = chars.join('')
  const masks = new Array<number>(chars.length).fill(0)
  for (let letter = 0; letter < 26; letter += 1) {
    const query = String.fromCharCode(97 + letter)
    let from = 0
    while (from < probe.length) {
      const found = engine.match(probe.slice(from), query)
      if (!found) break
      masks[from + found[0]] |= 1 << letter
      from += found[0] + 1
    }
  }
  for (const [index, char] of chars.entries()) initials.set(char, masks[index])
  return chars.length
}

/**
 * pinyin-match's answer where it is simple, else undefined: a one-letter query (`letterMatch`),
 * or a query without a Latin letter (Chinese, digits). Pinyin cannot match that one, only the
 * characters themselves can (readings are Latin letters; a character without one stands for
 * itself): where the query stands in the text, else where it stands if the text's spaces are
 * skipped (`spacedMatch`).
 */
function quickMatch(text: string, query: string): [number, number] | false | undefined {
  const q = normaliseText(query)
  if (q.length === 1 && LETTER.test(q)) return letterMatch(text, q)
  if (/[a-z]/.test(q)) return undefined
  const normal = normaliseText(text)
  // pinyin-match skips the space character only; other white space is left to it.
  if (/[^\S ]/.test(normal)) return undefined
  const start = normal.indexOf(q)
  if (start >= 0) return [start, start + q.length - 1]
  return normal.includes(' ') ? spacedMatch(normal, q) : false
}

/** The first place `query` stands in `text` when spaces in the text are skipped: its first and last characters. */
function spacedMatch(text: string, query: string): [number, number] | false {
  for (let index = 0; index < text.length; index += 1) {
    let at = index
    while (text[at] === ' ') at += 1
    const start = at
    let matched = 0
    while (matched < query.length && at < text.length) {
      if (text[at] === ' ') at += 1
      else if (text[at] === query[matched]) {
        at += 1
        matched += 1
      } else break
    }
    if (matched === query.length) return [start, at - 1]
  }
  return false
}

/** pinyin-match's answer for a one-letter query, when every character's initials are known. */
function letterMatch(text: string, letter: string): [number, number] | false | undefined {
  const normal = normaliseText(text)
  const literal = normal.indexOf(letter)
  if (literal >= 0) return [literal, literal]
  const bit = 1 << (letter.charCodeAt(0) - 97)
  let unknown = false
  for (let index = 0; index < normal.length; index += 1) {
    const char = normal[index]
    if (char <= '\u007f') continue
    const mask = initials.get(char)
    if (mask === undefined) unknown = true
    else if (mask & bit && !unknown) return [index, index]
  }
  return unknown ? undefined : false
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
  const q = normaliseQuery(query)
  if (!text || q === '') return null
  if (!engine) void loadPinyin()
  const quick = engine ? quickMatch(text, q) : undefined
  const result = quick !== undefined ? quick : engine ? engine.match(text, q) : characterMatch(text, q)
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
    const found = narrowing
      ? (last as { found: T[] }).found.filter((item) => pinyinMatch(getText(item), q))
      : filterByPinyin(items, q, getText)
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
