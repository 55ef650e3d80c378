/** The catalogue sub-pages of a flow list (decisions: Flow screens) and their concrete paths. */
import { ROUTES } from '../../core/domain/routes'
import type { Row } from '../fields/types'

/** The sub-page of a list by its kind (`…-detail/…`, `…-examine/…`, `…-edit/…`), from the catalogue. */
export function subPageOf(listPath: string, kind: 'detail' | 'examine' | 'edit'): string | undefined {
  return ROUTES.find((route) => route.parent === listPath && route.flow === kind)?.path
}

/** A sub-page's path for an application: the pattern's parameters filled from the row. */
export function fillPath(pattern: string, row: Row): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(row[name] ?? '')))
}
