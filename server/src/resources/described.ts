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
import { areaLists } from '../../../src/contract/lists/titles'
import { OPERATOR_NAME, STATION_NAME } from './fields'
import type { FieldDef, LookupDef, ResourceDef, Stored, ValueKind } from './types'

export type { Stored }

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
    ...(field.exportWidth ? { width: field.exportWidth } : {}),
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

/**
 * The look-ups a description implies: a station's name (`stationName`, described as a look-up) by
 * its `stationId`, then the operator's name by an operator field `operatorId`.
 */
function impliedLookups(list: ListDescription): LookupDef[] {
  const { stationName, operatorId } = list.fields
  return [
    ...(stationName?.only === 'lookup' ? [STATION_NAME] : []),
    ...(operatorId?.kind === 'operator' ? [OPERATOR_NAME] : []),
  ]
}

/**
 * What a resource built from its description may add or replace: any of its settings, and how
 * some of its fields are stored.
 */
export type DescribedOverride = Partial<ResourceDef> & { stored?: Record<string, Stored> }

/**
 * A list resource built from its description alone (`serve`: page, table, default sort, scope,
 * keyword, window; each field a column of the same name, its export width the description's;
 * the station's and the operator's names looked up), with `override` where the server stores,
 * computes or loads more.
 */
export function describedDef(list: ListDescription, override: DescribedOverride = {}): ResourceDef {
  const serve = list.serve
  if (!serve) throw new Error(`${list.resource}: no \`serve\` in its description, and no ResourceDef`)
  const { stored, ...rest } = override
  const lookups = impliedLookups(list)
  return {
    ...describedResource(list),
    page: serve.page,
    table: serve.table,
    defaultSort: serve.defaultSort,
    ...(serve.numericKey ? { numericKey: true } : {}),
    ...(serve.scope ? { scope: serve.scope } : {}),
    ...(serve.keyword ? { keyword: serve.keyword } : {}),
    ...(serve.window ? { window: serve.window } : {}),
    fields: describedFields(list, stored),
    ...(lookups.length ? { lookups: describedLookups(list, lookups) } : {}),
    ...rest,
  }
}

/**
 * The resources of an area's descriptions, in their order: the area's own ResourceDef where it
 * has one (`defs`, by `<area>/<name>`), else the one built from the description; a description
 * without either (a flow screen's list, registered by the workflow engine) is left out.
 */
export function describedResources(
  lists: readonly ListDescription[],
  defs: readonly ResourceDef[] = [],
): ResourceDef[] {
  const own = new Map(defs.map((def) => [`${def.area}/${def.name}`, def]))
  for (const key of own.keys())
    if (!lists.some((list) => list.resource === key))
      throw new Error(`${key}: no description (src/contract/lists/<area>/)`)
  return lists.flatMap((list) => {
    const def = own.get(list.resource)
    return def ? [def] : list.serve ? [describedDef(list)] : []
  })
}

/**
 * An area's described lists that it does not register among its own routes (`own`, each checked to
 * have its description): those served from their description alone (`serve`). An area whose
 * ResourceDefs stand at their own places among its routes registers these after them, so that a
 * new list with `serve` needs no server file.
 */
export function describedRest(area: string, own: readonly ResourceDef[]): ResourceDef[] {
  return describedResources(areaLists(area), own).filter((def) => !own.includes(def))
}
