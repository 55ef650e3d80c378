/**
 * Typed calls of the API contract (src/contract) over the console's HTTP client. Imports the
 * contract's types only: the zod schemas stay on the server and in tests.
 *
 * @example
 * const page = await callApi(http, accessApplyList, { query: { pageNum: 1, pageSize: 20 } })
 */
import type { BodyOf, Call, DataOf, QueryOf } from '../contract/define'
import type { HttpClient, QueryValue, RequestOptions } from './http'

/** What one call sends: path parameters, query and body as the contract types them. */
export interface CallInput<C extends Call> {
  params?: Readonly<Record<string, string | number>>
  query?: QueryOf<C>
  body?: BodyOf<C>
}

/** The path of a call with its `:name` parameters filled in (each encoded). */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`callApi: missing path parameter ${name} of ${path}`)
    return encodeURIComponent(String(value))
  })
}

/** Make one call of the contract; resolves to its typed `data`. */
export function callApi<C extends Call>(
  http: HttpClient,
  call: C,
  input: CallInput<C> = {},
  options: Omit<RequestOptions, 'params' | 'form'> = {},
): Promise<DataOf<C>> {
  return http.request<DataOf<C>>({
    ...options,
    method: call.method === 'get' ? 'GET' : 'POST',
    path: pathOf(call.path, input.params),
    params: input.query as Readonly<Record<string, QueryValue>> | undefined,
    body: input.body,
    form: call.bodyType === 'form',
  })
}
