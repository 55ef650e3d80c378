/**
 * Pinyin of names, stored at write time so keyword boxes match pinyin on the server
 * (decisions: Pinyin in lists).
 *
 * pinyin-pro is loaded on the first name written, not with the server: its dictionaries take
 * ~15 MB of memory once loaded and ~25 MB once used, and most processes that load the server
 * never write a name (a server on a seeded database until someone saves a user; the export
 * worker, which loads the whole server to know its resources — issue 14's export memory).
 */
import { createRequire } from 'node:module'
import type * as PinyinPro from 'pinyin-pro'

let library: typeof PinyinPro | undefined

// Required at run time (not bundled: the bundler leaves createRequire alone), from node_modules.
const load = () => {
  library ??= createRequire(import.meta.url)('pinyin-pro') as typeof PinyinPro
  return library
}

/** Full pinyin (no tones, no spaces) and initials of a Chinese name, lower case. */
export function pinyinOf(text: string): { namePinyin: string; nameInitials: string } {
  const { pinyin } = load()
  const full = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
  const first = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
  return {
    namePinyin: full.join('').replace(/\s+/g, '').toLowerCase(),
    nameInitials: first.join('').replace(/\s+/g, '').toLowerCase(),
  }
}
