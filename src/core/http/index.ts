/** The console's HTTP client (section 7, catalogue of section 8). */

export { whenCallsSettled } from './activity'
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type Notify,
  type NotifyType,
  type RequestConfig,
  type RequestOptions,
} from './client'
export {
  CLIENT_CODES,
  CLIENT_MESSAGES,
  CODE_TABLE,
  type CodeRule,
  isHiddenMessage,
  ruleFor,
  shownMessage,
} from './codes'
export { type Envelope, isEnvelope } from './envelope'
export { ApiError, type ApiErrorKind, fieldErrors, isApiError, isCancelled } from './errors'
export { createSessionLatch, type SessionLatch } from './latch'
export { createLoading, type LoadingContext } from './loading'
export { type AppendQueryOptions, appendQuery, type QueryValue, toFormBody } from './query'
export { joinURL } from './request-key'
export {
  configureHttp,
  getHttpClient,
  type HttpConfiguration,
  resetHttpClients,
  resetSessionInvalid,
} from './shared'
export type { HttpMethod } from './transport'
