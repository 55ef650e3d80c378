/**
 * A resource's fields and look-ups built from the list's shared description
 * (src/contract/lists): labels, kinds, enumerations, filters and sort keys come from there; the
 * server adds only how a field is stored.
 */
import {
  exportHeader,
  type ListDescription,
  type ListField,
  type ListValueKind,
} from '../../../src/contract/lists/describe'
import type { FieldDef, LookupDef, ResourceDef, ValueKind } from './types'

/** What the server adds to a described field. */
export type Stored = Pick<FieldDef, 'column' | 'list' | 'export' | 'compute' | 'width' | 'matches'>

const SERVER_KIND: Record<ListValueKind, ValueKind> = {
  text: 'text',
  int: 'int',
  number: 'number',
  money: 'number',
  energy: 'number',
  time: 'time',
  date: 'text',
  area: 'area',
  operator: 'text',
  plate: 'plate',
}

/** The server's field of a described one. */
function fieldOf(name: string, field: ListField, stored: Stored | undefined): FieldDef {
  return {
    name,
    label: exportHeader(field),
    ...(field.kind && field.kind !== 'text' ? { kind: SERVER_KIND[field.kind] } : {}),
    ...(field.filter ? { filter: field.filter } : {}),
    ...(field.sortable ? { sortable: true } : {}),
    ...(field.enum ? { enum: field.enum } : {}),
    ...(field.kind === 'time' ? { width: 20 } : {}),
    ...stored,
  }
}

/**
 * The resource's fields: every described field that is a column of its rows (not a look-up, a
 * detail-only value or a parameter), in the description's order (the export's column order).
 */
export function describedFields<F extends Record<string, ListField>>(
  list: ListDescription<F>,
  stored: { [K in keyof F]?: Stored } = {},
): FieldDef[] {
  return Object.entries(list.fields)
    .filter(([, field]) => !field.only)
    .map(([name, field]) => fieldOf(name, field, stored[name]))
}

/**
 * The resource's look-ups, labelled by the description: a look-up writing a described field
 * (e.g. `stationName`) takes that field's label; the operator's name takes the operator field's.
 */
export function describedLookups(list: ListDescription, lookups: LookupDef[]): LookupDef[] {
  return lookups.map((lookup) => {
    const own = list.fields[lookup.name]
    const from = list.fields[lookup.from]
    const label = own?.only === 'lookup' ? own.label : from?.kind === 'operator' ? from.label : undefined
    if (!label) throw new Error(`${list.resource}: look-up ${lookup.name} is not described`)
    return { ...lookup, label }
  })
}

/**
 * What a resource takes from its description: its area and name (`<area>/<name>`), its title, its
 * key and the description itself; spread into the ResourceDef.
 */
export function describedResource(
  list: ListDescription,
): Pick<ResourceDef, 'area' | 'name' | 'title' | 'key' | 'list'> {
  const [area, name] = list.resource.split('/')
  return { area, name, title: list.title, key: list.key, list }
}
