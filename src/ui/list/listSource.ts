/**
 * The list machinery speaks the REST shape of api.md (`GET <resource>`, `POST <resource>`,
 * `POST <resource>/:id`); a list with a `source` (the administration calls of section 7 have their
 * own paths) gets a data client whose list, create and update go to the source's calls.
 */
import { type DataClient, type ListQuery, listParams, type RecordId } from '../../core/data'
import type { Row } from '../fields/types'
import type { ListSource } from './definition'

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not offered here`))

/** A data client over `base` whose list, create and update are the source's calls. */
export function sourceClient(base: DataClient, source: ListSource): DataClient {
  return {
    ...base,
    list: async <T>(_resource: string, query: ListQuery) => {
      const page = await source.list(listParams(query))
      const list = Array.isArray(page?.list) ? page.list : []
      return { ...page, list: (source.row ? list.map(source.row) : list) as T[] }
    },
    // Its rows come from its own calls: nothing asked for ahead is its answer.
    prefetchList: async () => false,
    takeList: () => undefined,
    create: <T>(_resource: string, body: unknown) =>
      (source.create ?? unsupported('create'))(body as Row) as Promise<T>,
    update: <T>(_resource: string, id: RecordId, body: unknown) =>
      (source.update ?? unsupported('update'))(id, body as Row) as Promise<T>,
    get: unsupported('get') as DataClient['get'],
    remove: unsupported('remove'),
  }
}
