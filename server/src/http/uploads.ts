/**
 * Uploads. Bodies over the size limit (issue 23, item 10): the answer must reach the browser, so
 * the rest of the body is read and thrown away (up to a bound, so a client cannot keep the server
 * reading for ever) before the 400 is sent; the message is the one the upload control shows.
 * And what uploaded bytes are, judged by their signature (never by the file name): the avatar,
 * the brand logos and article images, archived files and workflow attachments all check here.
 */
import type { Context } from 'hono'
import type { FileType, ImageType } from '../../../src/core/domain/files'
import { ApiError, CODES } from '../kernel/errors'
import { envelope } from './envelope'

/** At most this much of a refused body is read before answering (then the socket is closed). */
export const DISCARD_BOUND_BYTES = 64 * 1024 * 1024

/** Read and discard what is left of the request body, up to {@link DISCARD_BOUND_BYTES}. */
export async function discardBody(c: Context): Promise<void> {
  const body = c.req.raw.body
  // A body already being read (a chunked upload measured by the limit) cannot be read again.
  if (!body || body.locked) return
  const reader = body.getReader()
  let read = 0
  try {
    while (read <= DISCARD_BOUND_BYTES) {
      const { done, value } = await reader.read()
      if (done) return
      read += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away: nothing to answer to.
  }
}

/**
 * The refusal of a body over its limit: the rest is discarded first, then the answer (400, with
 * the upload's field message when it is an upload's: `message`); the socket is closed after it
 * (what was beyond the bound is still unread).
 */
export async function refuseTooLarge(c: Context, message: string | null): Promise<ApiError> {
  // A body declared beyond the bound would not be read to its end anyway: answered at once.
  if (!(Number(c.req.header('content-length')) > DISCARD_BOUND_BYTES)) await discardBody(c)
  c.header('Connection', 'close')
  return new ApiError(CODES.badInput, message ?? '请求内容过大', message ? { file: message } : null)
}

/** Answer a body over the generic limit (every route but uploads, which have their own: upload-service.ts). */
export async function answerTooLarge(c: Context): Promise<Response> {
  const refusal = await refuseTooLarge(c, null)
  return envelope(c, refusal.data, refusal.code, refusal.message)
}

/** The image type of the bytes, judged by their signature (never by the file name). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.slice(start, end))
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const starts = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/** Whether the bytes fit the file type the name claims. */
export function bytesMatchType(bytes: Uint8Array, type: FileType): boolean {
  switch (type) {
    case 'pdf':
      return starts(bytes, [0x25, 0x50, 0x44, 0x46])
    case 'docx':
    case 'xlsx':
      return starts(bytes, [0x50, 0x4b, 0x03, 0x04])
    case 'doc':
    case 'xls':
      return starts(bytes, OLE)
    case 'jpg':
      return starts(bytes, [0xff, 0xd8, 0xff])
    case 'png':
      return starts(bytes, [0x89, 0x50, 0x4e, 0x47])
  }
}
