/**
 * Pinyin of names, stored at write time so keyword boxes match pinyin on the server
 * (decisions: Pinyin in lists).
 */
import { pinyin } from 'pinyin-pro'

/** Full pinyin (no tones, no spaces) and initials of a Chinese name, lower case. */
export function pinyinOf(text: string): { namePinyin: string; nameInitials: string } {
  const full = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
  const first = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
  return {
    namePinyin: full.join('').replace(/\s+/g, '').toLowerCase(),
    nameInitials: first.join('').replace(/\s+/g, '').toLowerCase(),
  }
}
