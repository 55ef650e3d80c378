/**
 * The list machinery speaks the REST shape of api.md (`GET <resource>`, `POST <resource>`,
 * `POST <resource>/:id`); the administration calls of section 7 have their own paths. This adapter
 * gives a list screen a data client whose list, create and update go to the screen's calls.
 */
import type { Page } from '../../core/api'
import { type DataClient, type ListQuery, listParams, type RecordId } from '../../core/data'
import type { QueryValue } from '../../core/http'

type Body = Record<string, unknown>

/** The calls behind one administration list. */
export interface ListCalls {
  list: (params: Record<string, QueryValue>) => Promise<Page<Body>>
  create?: (body: Body) => Promise<unknown>
  update?: (id: RecordId, body: Body) => Promise<unknown>
  /** Shape each row for the table and the forms (e.g. role ids out of role objects). */
  row?: (row: Body) => Body
}

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not offered here`))

/** A data client over `base` whose list, create and update are `calls`. */
export function listClient(base: DataClient, calls: ListCalls): DataClient {
  return {
    ...base,
    list: async <T>(_resource: string, query: ListQuery) => {
      const page = await calls.list(listParams(query))
      const list = Array.isArray(page?.list) ? page.list : []
      return { ...page, list: (calls.row ? list.map(calls.row) : list) as T[] }
    },
    create: <T>(_resource: string, body: unknown) =>
      (calls.create ?? unsupported('create'))(body as Body) as Promise<T>,
    update: <T>(_resource: string, id: RecordId, body: unknown) =>
      (calls.update ?? unsupported('update'))(id, body as Body) as Promise<T>,
    get: unsupported('get') as DataClient['get'],
    remove: unsupported('remove'),
  }
}
