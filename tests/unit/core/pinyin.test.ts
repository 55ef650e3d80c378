/**
 * src/core/pinyin.ts answers as pinyin-match itself, over the catalogue's titles and texts that
 * reach its corners (polyphones, u/v/ü, spaces, accents, full-width and unknown characters),
 * for queries of every kind: letters, initials, whole and partial syllables, mixed, Chinese.
 */
import pinyinMatch from 'pinyin-match'
import { dict } from 'pinyin-match/src/simplified_dict.js'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../../src/core/domain/routes'
import { createPinyinMatcher } from '../../../src/core/pinyin'

const TEXTS = [
  ...ROUTES.map((route) => route.title),
  '重庆长安充电站',
  '银行 行驶 行业',
  'Café 充电 Station',
  'ÉTÉ 电站',
  '한국 충전소 Ǎ',
  '丽水 充电 ﬁ 站',
  'A1 号桩 B2',
  '  前后有空格  ',
  'ＡＢＣ全角字母',
  '𠮷野家充电',
  '充 电 充电站',
  ' 充电 站 ',
  '充  电站 2',
  '充\t电站',
  '㐀㐁未知字',
  '绿色女性虐待略微居民军队学校',
  '驴肉火烧 旅游 女儿',
  '',
]

const readings = new Map<string, string[]>()
for (const [syllable, chars] of Object.entries(dict))
  for (const char of chars) readings.set(char, [...(readings.get(char) ?? []), syllable])

/** A small deterministic generator (mulberry32), so a failure can be run again. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Queries users might type for `text`: initials, syllables, partial last syllables, mixed. */
function queriesFor(text: string, next: () => number): string[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]
  const chars = [...text]
  const queries: string[] = []
  for (let round = 0; round < 12 && chars.length > 0; round += 1) {
    const start = Math.floor(next() * chars.length)
    const length = 1 + Math.floor(next() * Math.min(4, chars.length - start))
    const pieces = chars.slice(start, start + length).map((char) => {
      const options = readings.get(char)
      if (!options) return char
      const reading = pick(options)
      const style = next()
      return style < 0.4
        ? reading[0]
        : style < 0.8
          ? reading
          : reading.slice(0, 1 + Math.floor(next() * reading.length))
    })
    let query = pieces.join('')
    if (next() < 0.15) query = query.toUpperCase()
    if (next() < 0.15) query = pieces.join(' ')
    if (next() < 0.1) query += pick(['a', 'z', 'x', 'g', 'ng'])
    queries.push(query)
  }
  return queries
}

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz']
const FIXED = [
  ...LETTERS,
  ...LETTERS.map((letter) => `${letter}${LETTERS[(letter.charCodeAt(0) * 7) % 26]}`),
  'cd',
  'cdz',
  'cdzhan',
  'chongdianz',
  'zhuang',
  'zhuangx',
  'lv',
  'lü',
  'lüe',
  'nüe',
  'nve',
  'nue',
  'jv',
  'ju',
  'xv',
  'cafe',
  'café',
  'ete',
  '充电',
  '电充',
  '站 档',
  '充d',
  'Ü',
  '1',
  'a1',
  'ＡＢ',
  '𠮷',
  '㐀',
  '\u0301',
  'sheb',
  'yonghu',
  'xtgl',
  'dingdan',
]

describe('pinyin matching as pinyin-match answers', () => {
  const match = createPinyinMatcher(dict)
  const asRange = (found: unknown) => (found ? [(found as number[])[0], (found as number[])[1]] : false)

  it('gives the same range or none for every text and query, asked twice (the second time from what it remembers)', () => {
    const next = random(20261124)
    let compared = 0
    let matched = 0
    for (const text of TEXTS) {
      const queries = [...FIXED, ...queriesFor(text, next)]
      for (const query of queries) {
        const want = asRange(pinyinMatch.match(text, query))
        for (let time = 0; time < 2; time += 1)
          expect([text, query, asRange(match(text, query))]).toEqual([text, query, want])
        compared += 1
        if (want) matched += 1
      }
    }
    // Enough of both answers that the comparison means something.
    expect(compared).toBeGreaterThan(5_000)
    expect(matched).toBeGreaterThan(compared / 10)
    expect(compared - matched).toBeGreaterThan(compared / 5)
  })
})
