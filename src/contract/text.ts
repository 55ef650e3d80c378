/**
 * Text fields (issue 23, item 8): what a person can type, nothing else. Refused anywhere: control
 * characters (newline and tab only in multi-line fields), invalid Unicode (lone surrogates,
 * noncharacters), bidirectional controls and invisible characters (they make a name read
 * differently from what is stored; a zero-width joiner only between emoji); text is
 * normalised to NFC and its length counted in characters, not UTF-16 units. The server applies
 * {@link textProblem} to every string it receives; `text()` adds the single-line rule and the
 * character count to a field's schema; `calendarDate()` is a date field as a person picks it.
 * Framework-free: imports zod only.
 */
import { z } from 'zod'

// C0 controls but tab, line feed and carriage return; DEL and the C1 controls (finding them is the point).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters this rule refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/
// Embeddings, overrides and isolates, and the invisible direction marks.
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
// Noncharacters (issue 38, item 16): U+FDD0–U+FDEF and the last two code points of every plane.
const NONCHARACTER =
  /[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]/
// Invisible characters that make two names look alike (issue 38, item 16): the byte-order mark,
// zero-width space and non-joiner, the word joiner. The zero-width joiner is among them too,
// except between two emoji, where it is part of the picture (a family, a rainbow flag): refusing
// it there would refuse what a phone keyboard types into a remark, while a joiner anywhere else
// only hides (`ad\u200Dmin` shows as `admin`).
// (An alternation: a class holding the joiner reads as a joined sequence to linters.)
const INVISIBLE = /\uFEFF|\u200B|\u200C|\u200D|\u2060/
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu

/** Why a text cannot be stored (null: it can); `multiline` allows newlines and tabs. */
export function textProblem(value: string, multiline = true): string | null {
  if (LONE_SURROGATE.test(value)) return '包含无效的字符编码'
  if (CONTROL.test(value)) return '不能包含控制字符'
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) return '不能包含换行符或制表符'
  if (BIDI.test(value)) return '不能包含文字方向控制字符'
  if (NONCHARACTER.test(value)) return '包含无效的字符'
  if (INVISIBLE.test(value.replace(EMOJI_JOINER, ''))) return '不能包含不可见字符（零宽字符、字节顺序标记）'
  return null
}

/** The length of a text in characters (code points), as a person counts it. */
export const charCount = (value: string): number => [...value].length

/** Options of a text field. */
export interface TextOptions {
  /** The field's name in messages, e.g. 角色名称. */
  label?: string
  min?: number
  max: number
  /** Newlines and tabs allowed (remarks, descriptions). */
  multiline?: boolean
  /** Trim surrounding white space first (default true). */
  trim?: boolean
}

/**
 * A text field: trimmed, no control or direction characters (newlines and tabs only when
 * multi-line), length in characters. The server has made every string NFC before this runs.
 * No transform, so the OpenAPI document still describes it (with its length in characters).
 */
export function text(options: TextOptions) {
  const label = options.label ?? ''
  const base = options.trim === false ? z.string() : z.string().trim()
  return base
    .superRefine((value, context) => {
      const problem = textProblem(value, options.multiline ?? false)
      const count = charCount(value)
      const message =
        problem !== null
          ? `${label}${problem}`
          : options.min && count < options.min
            ? count === 0
              ? `请输入${label}`
              : `${label}不能少于${options.min}个字符`
            : count > options.max
              ? `${label}不能超过${options.max}个字符`
              : null
      if (message) context.addIssue({ code: 'custom', message, input: value })
    })
    .meta({ maxLength: options.max, ...(options.min ? { minLength: options.min } : {}) })
}

// Spaces between two Chinese characters (`和平 区`): a keyword box ignores them (section 1).
const SPACE_BETWEEN_HAN = /(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu

/**
 * A list keyword as it is matched: trimmed, without the spaces between Chinese characters
 * (section 1: "spaces ignored"; issue 42, item 22: `和平 区` found nothing). Spaces between Latin
 * words stay: `BYD Auto` is not `BYDAuto` in a name; the pinyin terms drop every space themselves.
 */
export function keywordText(raw: string | null | undefined): string {
  return (raw ?? '').trim().replace(SPACE_BETWEEN_HAN, '')
}

/** A real calendar day, YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const ms = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value
}

/** A date field as a person picks it: YYYY-MM-DD, a real day. */
export const calendarDate = (label: string) =>
  z
    .string({ message: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `请选择${label}`)
    .refine((value) => isCalendarDate(value), `${label}不是有效日期`)
