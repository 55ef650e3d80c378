/**
 * The rows a described list answers, as types (issue 39 item 1): `RowOf<typeof STATIONS>` is a
 * station list's row, `DetailOf<typeof STATIONS>` its detail's, read from the description's
 * fields, so a screen reads `row.stationName` as what the server sends rather than `unknown`.
 * Types only: nothing here reaches a bundle.
 *
 * What the server sends (server/src/resources/rows.ts: finishRows): each column as stored, which
 * may be null (a column left empty, a `time` stored as '' → null, a look-up without its record);
 * the key alone is always there. A field described `only: 'param'` is a query parameter, never
 * a value; `only: 'detail'` comes with the detail alone. An `operatorId` of kind `operator` brings
 * its operator's name beside it as `operatorName` (server/src/resources/described.ts:
 * impliedLookups).
 */
import type { EnumList, EnumValue } from '../../core/domain/enums'
import type { ListDescription, ListField, ListValueKind } from './describe'

/** The value type of each kind: text for days, regions, plates, operators' ids and moments (ISO). */
interface KindValues {
  text: string
  time: string
  date: string
  area: string
  operator: string
  plate: string
  int: number
  number: number
  money: number
  energy: number
}

/** A field's value as the server sends it, null aside: its enumeration's values, else its kind's. */
export type ValueOf<F extends ListField> = F extends { enum: infer E extends EnumList }
  ? EnumValue<E>
  : F extends { kind: infer K extends ListValueKind }
    ? KindValues[K]
    : string

/** The fields of a description. */
type FieldsOf<L> = L extends ListDescription<infer F> ? F : never

/** The keys of the fields that a row carries: every field's but those `only` excludes. */
type RowKeys<F, Excluded> = {
  [K in keyof F]: F[K] extends { only: Excluded } ? never : K
}[keyof F]

/** The row of fields `F` under key `Key`, without the fields described `only: Excluded`. */
type RowOfFields<F extends Record<string, ListField>, Key, Excluded> = {
  -readonly [K in RowKeys<F, Excluded> & string]: K extends Key ? ValueOf<F[K]> : ValueOf<F[K]> | null
} & (F extends { operatorId: { kind: 'operator' } } ? { operatorName: string | null } : unknown)

/** A row of a described list (`GET /<area>/<name>`). */
export type RowOf<L extends ListDescription> = RowOfFields<FieldsOf<L>, L['key'], 'param' | 'detail'>

/** The record of a described list's detail (`GET /<area>/<name>/:id`): the row and the detail's own fields. */
export type DetailOf<L extends ListDescription> = RowOfFields<FieldsOf<L>, L['key'], 'param'>
