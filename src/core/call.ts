/**
 * Typed calls of the API contract (src/contract) over the console's HTTP client. Imports the
 * contract's types only: the zod schemas stay on the server and in tests.
 *
 * Console code passes a call's {@link Endpoint} from src/contract/endpoints (generated from the
 * contract by scripts/endpoints.ts: method, path and body type, typed by the call, no zod); a test
 * may pass the call itself. Screens call through their data client's {@link Caller} (`data.call`),
 * never the HTTP client.
 *
 * @example
 * import * as account from '../contract/endpoints/account'
 * const info = await callApi(http, account.userInfo)
 * const page = await data.call(resources.universalServicesAccessAppliesList, { query: { pageNum: 1 } })
 */
import type { BodyOf, Call, DataOf, Endpoint, QueryOf } from '../contract/define'
import type { HttpClient, QueryValue, RequestOptions } from './http'

/** What one call sends: path parameters, query and body as the contract types them. */
export interface CallInput<C extends Call> {
  params?: Readonly<Record<string, string | number>>
  query?: QueryOf<C>
  body?: BodyOf<C>
}

/** Options of one call: cancel (`signal`), a loading context, no toast (`silent`), headers, timeout. */
export type CallerOptions = Omit<RequestOptions, 'params' | 'form'>

/** What makes calls of the contract: the data client a screen gets (src/core/data.ts). */
export interface Caller {
  /** Make one call; resolves to its typed `data`. */
  call<C extends Call>(
    call: C | Endpoint<C>,
    input?: CallInput<C>,
    options?: CallerOptions,
  ): Promise<DataOf<C>>
}

/** The path of a call with its `:name` parameters filled in (each encoded). */
export function pathOf(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`callApi: missing path parameter ${name} of ${path}`)
    return encodeURIComponent(String(value))
  })
}

/** A multipart body: each field a file or a text (a FormData is sent as it is). */
function formDataOf(body: unknown): unknown {
  if (!body || typeof body !== 'object' || body instanceof FormData) return body
  const form = new FormData()
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    form.append(name, value instanceof Blob ? value : String(value))
  }
  return form
}

/** Make one call of the contract; resolves to its typed `data`. */
export function callApi<C extends Call>(
  http: HttpClient,
  call: C | Endpoint<C>,
  input: CallInput<C> = {},
  options: CallerOptions = {},
): Promise<DataOf<C>> {
  return http.request<DataOf<C>>({
    ...options,
    method: call.method === 'get' ? 'GET' : 'POST',
    path: pathOf(call.path, input.params),
    params: input.query as Readonly<Record<string, QueryValue>> | undefined,
    body: call.bodyType === 'multipart' ? formDataOf(input.body) : input.body,
    form: call.bodyType === 'form',
  })
}
