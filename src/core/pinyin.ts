/**
 * pinyin-match's matching (its src/core.js, 1.2.10), over its own dictionary, with what it works
 * out kept instead of worked out again at every call: each text's readings (pinyin-match looks
 * up and splits them per character, per call: ~7 µs a text, 6–9 ms a keystroke over a
 * 1,000-entry menu; budgets.md allows 2 ms) and each query's ways of splitting into syllables.
 * The rules are pinyin-match's, quirks included (src/core/search.ts lists what users get);
 * tests/unit/core/pinyin.test.ts holds this to pinyin-match's own answers over many texts and
 * queries.
 */

/** pinyin-match's dictionary: a reading → the characters with it. */
export type PinyinDictionary = Readonly<Record<string, string>>

/** Inclusive [start, end] indices of the match in the text, or false. */
export type PinyinMatch = [number, number] | false

/** What one character of a text may match: its readings, and with their initials. */
interface Cell {
  readonly exact: readonly string[]
  readonly extended: readonly string[]
}

/** A space in the text: skipped by the matching (pinyin-match's `' '`). */
const SPACE: Cell = { exact: [' '], extended: [' ', ' '] }

/** The syllables written with u that may also be typed with v (the pinyin-match package's GitHub issue #37). */
const UV = new Set([
  'ju',
  'jun',
  'jue',
  'juan',
  'qu',
  'qun',
  'que',
  'xuan',
  'xu',
  'xue',
  'yu',
  'yuan',
  'yue',
  'yun',
  'nve',
  'lve',
])
/** The syllables with v that may also be typed with ü (pinyin-match pull request 43). */
const V_TO_U = new Set(['lv', 'lve', 'nv', 'nve'])
const UMLAUT_QUERIES = ['lü', 'lüe', 'nü', 'nüe']
const COMBINING_MARKS = /[\u0300-\u036f]/g
/** Characters no Unicode decomposition changes: ASCII, CJK punctuation and ideographs, full-width forms. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, controls included
const NOT_DECOMPOSED = /^[\u0000-\u007f\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]*$/
/** Texts and queries remembered; past this many the memory starts again. */
const MAX_REMEMBERED = 20_000

/** pinyin-match's text normalisation: lower case, accents removed. */
function normaliseText(text: string): string {
  const lower = text.toLowerCase()
  // Called for every entry at every keystroke: most texts have nothing for NFD to decompose.
  return NOT_DECOMPOSED.test(lower) ? lower : lower.normalize('NFD').replace(COMBINING_MARKS, '')
}

function normaliseQuery(query: string): string {
  let key = query.replace(/\s+/g, '').toLowerCase()
  if (UMLAUT_QUERIES.some((syllable) => key.includes(syllable))) key = key.replace('ü', 'v')
  return key.normalize('NFD').replace(COMBINING_MARKS, '')
}

function swapUv(syllable: string): string {
  return syllable.includes('u') ? syllable.replace('u', 'v') : syllable.replace('v', 'u')
}

/** A matcher over `dictionary`, answering as pinyin-match's `match(text, query)`. */
export function createPinyinMatcher(
  dictionary: PinyinDictionary,
): (text: string, query: string) => PinyinMatch {
  // pinyin-match's init: the extra spellings share the characters of the syllable they stand for
  // (and, as there, one that is also a syllable of its own takes the other's characters).
  const spelled: Record<string, string> = {}
  const syllables: string[] = []
  for (const syllable of Object.keys(dictionary)) {
    spelled[syllable] = dictionary[syllable]
    syllables.push(syllable)
    if (UV.has(syllable)) {
      const other = swapUv(syllable)
      spelled[other] = dictionary[syllable]
      syllables.push(other)
    }
    if (V_TO_U.has(syllable)) {
      const other = syllable.replace('v', 'ü')
      spelled[other] = dictionary[syllable]
      syllables.push(other)
    }
  }
  const readings = new Map<string, string[]>()
  for (const syllable of Object.keys(spelled))
    for (const char of spelled[syllable]) {
      const known = readings.get(char)
      if (known) known.push(syllable)
      else readings.set(char, [syllable])
    }
  const exactSyllables = new Set(syllables)

  const cellOf = (exact: string[]): Cell => ({
    exact,
    extended: [...exact, ...exact.map((r) => r.charAt(0))],
  })
  const pinyinCells = new Map<string, Cell>()
  const plainCells = new Map<string, Cell>()
  /** A character as itself (the pass over the text as written). */
  const plainCell = (char: string): Cell => {
    if (char === ' ') return SPACE
    let cell = plainCells.get(char)
    if (!cell) {
      cell = cellOf([char])
      plainCells.set(char, cell)
    }
    return cell
  }
  /** A character by its readings; one without stands for itself. */
  const pinyinCell = (char: string): Cell => {
    const exact = readings.get(char)
    if (!exact) return plainCell(char)
    let cell = pinyinCells.get(char)
    if (!cell) {
      cell = cellOf(exact)
      pinyinCells.set(char, cell)
    }
    return cell
  }

  interface Prepared {
    normal: string
    plain: Cell[]
    pinyin: Cell[]
    /**
     * Every character a match can start with: the text's own, and its readings' first letters.
     * Every way of matching compares the query's first character with one of them, so a text
     * without it is passed over at once (most texts, at the first key typed).
     */
    starts: Set<string>
  }
  const texts = new Map<string, Prepared>()
  const prepared = (text: string): Prepared => {
    let found = texts.get(text)
    if (found) return found
    if (texts.size >= MAX_REMEMBERED) texts.clear()
    const normal = normaliseText(text)
    // One cell per UTF-16 unit, as pinyin-match's charAt and split('') count.
    const plain: Cell[] = []
    const pinyin: Cell[] = []
    const starts = new Set<string>()
    for (let index = 0; index < normal.length; index += 1) {
      const char = normal.charAt(index)
      plain.push(plainCell(char))
      const cell = pinyinCell(char)
      pinyin.push(cell)
      starts.add(char)
      for (const reading of cell.exact) starts.add(reading.charAt(0))
    }
    found = { normal, plain, pinyin, starts }
    texts.set(text, found)
    return found
  }

  /**
   * pinyin-match's wordBreak + getFullKey: the ways to read a query, each a list of pieces. A last
   * piece that is the start of a syllable stays one piece here; pinyin-match tries each syllable
   * it may start in turn, which comes to the same answer (a reading starts with one of them if and
   * only if it starts with the piece) at a tenth of the work for a query like "ch".
   */
  const keyings = new Map<string, string[][]>()
  const keyingsOf = (key: string): string[][] => {
    const found = keyings.get(key)
    if (found) return found
    if (keyings.size >= MAX_REMEMBERED) keyings.clear()
    const solutions: string[][] = []
    const result: string[] = []
    const possible = new Array<boolean>(key.length + 1).fill(true)
    const solve = (start: number): void => {
      if (start === key.length) {
        solutions.push([...result])
        return
      }
      for (let index = start; index < key.length; index += 1) {
        const piece = key.substring(start, index + 1)
        const fits =
          index + 1 >= key.length && possible[index + 1]
            ? syllables.some((syllable) => syllable.startsWith(piece))
            : exactSyllables.has(piece) && possible[index + 1]
        if (fits) {
          result.push(piece)
          const before = solutions.length
          solve(index + 1)
          if (solutions.length === before) possible[index + 1] = false
          result.pop()
        }
      }
    }
    solve(0)
    if (solutions.length === 0 || solutions[0].length !== key.length) solutions.push(key.split(''))
    keyings.set(key, solutions)
    return solutions
  }

  /** pinyin-match's point2point: whether a cell matches a piece of the query. */
  const fits = (cell: Cell | undefined, piece: string, last: boolean, extend: boolean): boolean => {
    if (!cell) return false
    const options = extend ? cell.extended : cell.exact
    if (!last) return options.includes(piece)
    for (const option of options) if (option.startsWith(piece)) return true
    return false
  }

  /** pinyin-match's getIndex, its handling of spaces included. */
  const indexOf = (
    cells: readonly Cell[],
    keyingsToTry: readonly string[][],
    keyLength: number,
  ): PinyinMatch => {
    for (let p = 0; p < cells.length; p += 1) {
      for (const keying of keyingsToTry) {
        if (keying.length > cells.length) continue
        const extend = keying.length === keyLength
        let isMatch = true
        let i = 0
        let leadingSpaces = 0
        let spaces = 0
        for (; i < keying.length; i += 1) {
          if (i === 0 && cells[p + i + leadingSpaces] === SPACE) {
            leadingSpaces += 1
            i -= 1
          } else if (cells[p + i + spaces] === SPACE) {
            spaces += 1
            i -= 1
          } else {
            const last = !(cells[p + i + 1] !== undefined && keying[i + 1] !== undefined)
            if (!fits(cells[p + i + spaces], keying[i], last, extend)) {
              isMatch = false
              break
            }
          }
        }
        if (isMatch) return [p + leadingSpaces, spaces + p + i - 1]
      }
    }
    return false
  }

  // A search asks about one query for many texts in a row: its normal form is worked out once.
  let lastQuery: { query: string; key: string; asWritten: string[][] } | null = null
  const queryOf = (query: string) => {
    if (lastQuery?.query !== query) {
      const key = normaliseQuery(query)
      lastQuery = { query, key, asWritten: [key.split('')] }
    }
    return lastQuery
  }

  return (text, query) => {
    if (!text || !query) return false
    const { normal, plain, pinyin, starts } = prepared(text)
    const { key, asWritten } = queryOf(query)
    const literal = normal.indexOf(key)
    if (literal !== -1) return [literal, literal + key.length - 1]
    if (!starts.has(key.charAt(0))) return false
    // The text as written, skipping its spaces; then by pinyin.
    return indexOf(plain, asWritten, key.length) || indexOf(pinyin, keyingsOf(key), key.length)
  }
}
