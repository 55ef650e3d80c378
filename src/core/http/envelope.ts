import type { Envelope } from '../../contract/define'
import { CLIENT_CODES, CLIENT_MESSAGES, HTTP_STATUSES_AS_CODES } from './codes'
import type { TransportResponse } from './transport'

/** The platform's response envelope (api.md: Envelope; the contract's). */
export type { Envelope }

/** A transport answer read as the envelope's business code, message and data. */
export interface ReadAnswer {
  code: number
  msg: unknown
  data: unknown
  /** Set when the answer is not a business answer: the generic message to show instead. */
  generic?: string
}

/** Whether a body is the envelope `{ code: number, msg?, data? }`. */
export function isEnvelope(body: unknown): body is Envelope {
  return (
    !!body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof (body as { code?: unknown }).code === 'number'
  )
}

/**
 * Read an answer (decisions: HTTP status): every answer given on purpose is HTTP 200 with the
 * envelope; a bare HTTP 401/403 counts as that business code; HTTP 5xx, and anything else
 * without an envelope, is a server failure with a generic message.
 */
export function readAnswer({ status, body }: TransportResponse): ReadAnswer {
  if (HTTP_STATUSES_AS_CODES.has(status)) {
    const envelope = isEnvelope(body) ? body : undefined
    const msg = body && typeof body === 'object' ? (body as { msg?: unknown }).msg : undefined
    return { code: envelope?.code ?? status, msg, data: envelope?.data ?? null }
  }
  if (status >= 500 || !isEnvelope(body)) {
    return { code: CLIENT_CODES.server, msg: '', data: null, generic: CLIENT_MESSAGES.server }
  }
  return { code: body.code, msg: body.msg, data: body.data ?? null }
}
