/**
 * What every enumeration of src/core/domain is made of (enums.ts re-exports it): the entry and
 * list types and the lookups of labels, colours and values.
 */
/** A colour for antd Tag: a status preset or a colour word. */
export type TagColor =
  | 'success'
  | 'processing'
  | 'error'
  | 'warning'
  | 'default'
  | 'blue'
  | 'cyan'
  | 'geekblue'
  | 'gold'
  | 'green'
  | 'lime'
  | 'magenta'
  | 'orange'
  | 'purple'
  | 'red'
  | 'volcano'

/** One entry of an enumeration. */
export interface EnumOption<V extends string | number = string | number> {
  value: V
  label: string
  color?: TagColor
}

/** An enumeration: its entries in display order. */
export type EnumList<V extends string | number = string | number> = readonly EnumOption<V>[]

/** The value type of an enumeration: `EnumValue<typeof STATION_STATUS>` is 0 | 1 | 5 | 6 | 50. */
export type EnumValue<E extends EnumList> = E[number]['value']

/** The entry for a value; numbers and numeric text compare equal (servers send either). */
export function optionOf<E extends EnumList>(list: E, value: unknown): E[number] | undefined {
  if (value === null || value === undefined || value === '') return undefined
  return list.find((option) => String(option.value) === String(value))
}

/** The label for a value, or `fallback` ('-') when unknown: `labelOf(STATION_STATUS, 50)` → '正常使用'. */
export function labelOf(list: EnumList, value: unknown, fallback = '-'): string {
  return optionOf(list, value)?.label ?? fallback
}

/** The Tag colour for a value ('default' when unknown or uncoloured). */
export function colorOf(list: EnumList, value: unknown): TagColor {
  return optionOf(list, value)?.color ?? 'default'
}

/** Whether a value belongs to the enumeration (server-side input checks). */
export function isEnumValue<E extends EnumList>(list: E, value: unknown): value is EnumValue<E> {
  return optionOf(list, value) !== undefined
}

/** The values of an enumeration, e.g. for a zod `z.union` or a select. */
export function valuesOf<E extends EnumList>(list: E): EnumValue<E>[] {
  return list.map((option) => option.value)
}
