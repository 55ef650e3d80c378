/**
 * Filters given in a list's route (`?areaCode=120103&operatorId=…`): a dashboard's drill-down
 * opens the matching list this way. Only keys of the list's own filters count; values become
 * what the filter form holds (an area code its cascader path, an enum value its option's value).
 */
import { optionOf } from '../../core/domain/enums'
import { recordToForm } from '../fields/convert'
import type { Field, Row } from '../fields/types'

/** The filter values a route's search string sets, or null when it sets none. */
export function linkedFilters(fields: readonly Field[], search: string): Row | null {
  const params = new URLSearchParams(search)
  const record: Row = {}
  const linked: Field[] = []
  for (const field of fields) {
    const value = params.get(field.key)
    if (value === null || value === '' || field.kind === 'dateRange') continue
    record[field.key] = field.kind === 'enum' ? (optionOf(field.options, value)?.value ?? value) : value
    linked.push(field)
  }
  if (!linked.length) return null
  const values = recordToForm(linked, record)
  for (const field of linked) {
    if (field.kind === 'enum' && field.multiple) values[field.key] = [record[field.key]]
  }
  return values
}
