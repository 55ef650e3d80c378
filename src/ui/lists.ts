/** What a list screen module needs, named one by one (no `export *`): the definition and its builders. */
export { col, filter } from './fields/builders'
export type { Field, FieldKind, Row } from './fields/types'
export { defineListScreen } from './list/defineListScreen'
export {
  type ActionDefinition,
  action,
  type DetailDefinition,
  type ListScreenDefinition,
  type RelatedDefinition,
} from './list/definition'
