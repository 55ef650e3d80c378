/**
 * A streaming multipart/form-data reader (issue 38, item 7): text fields are kept (small), each
 * file part is handed over chunk by chunk as it arrives, so an upload never sits whole in memory.
 * Hono's `parseBody` reads the whole body into memory first; this replaces it for uploads only.
 */

/** Thrown for a body that is not well-formed multipart (answered as 400 by the caller). */
export class MalformedMultipart extends Error {}

/** Thrown as soon as a body passes its bound (answered with the route's size message). */
export class BodyTooLarge extends Error {}

/** What the reader does with a file part: `write` each chunk, `end` once the part is complete. */
export interface FileSink {
  write(chunk: Uint8Array): Promise<void>
  end(): Promise<void>
}

/** The part's header values the reader needs. */
export interface PartInfo {
  name: string
  /** Null for a text field; a file part has one (maybe empty). */
  filename: string | null
  contentType: string
}

const MAX_HEADER_BYTES = 16 * 1024
/** A text field longer than this is refused: uploads carry at most a remark or an area code. */
export const MAX_FIELD_BYTES = 64 * 1024
const MAX_PARTS = 32
const CRLF = Buffer.from('\r\n')
const HEADER_END = Buffer.from('\r\n\r\n')

/** The boundary of a multipart content type, or null. */
export function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data/i.test(contentType)) return null
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2]) : null
}

function parseHeaders(block: string): PartInfo {
  let disposition = ''
  let contentType = ''
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) throw new MalformedMultipart('bad part header')
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line.slice(colon + 1).trim()
    if (name === 'content-disposition') disposition = value
    else if (name === 'content-type') contentType = value
  }
  if (!/^form-data\b/i.test(disposition)) throw new MalformedMultipart('no form-data disposition')
  const param = (key: string) =>
    new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition)?.[1]?.replace(/\\(.)/g, '$1')
  const name = param('name')
  if (name === undefined) throw new MalformedMultipart('part without a name')
  return { name, filename: param('filename') ?? null, contentType }
}

/**
 * Read a multipart body from `body`: returns the text fields; each part with a file name goes to
 * the sink `openFile` gives (awaited chunk by chunk: the socket is read no faster than the sink
 * writes). Throws {@link MalformedMultipart} for a broken body (no closing boundary, bad headers).
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  openFile: (info: PartInfo) => Promise<FileSink>,
  maxBodyBytes: number,
): Promise<Map<string, string>> {
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const fields = new Map<string, string>()
  // The body starts with `--boundary`, which is the delimiter without its leading CRLF.
  let buffer: Buffer = Buffer.from('\r\n')
  type State = 'preamble' | 'after-delimiter' | 'headers' | 'data' | 'done'
  // Widened: `step` moves it, which the compiler's narrowing does not see.
  let state = 'preamble' as State
  let part: { info: PartInfo; sink: FileSink | null; text: Buffer[]; textBytes: number } | null = null
  let parts = 0

  const emit = async (chunk: Buffer) => {
    if (!part || !chunk.length) return
    if (part.sink) await part.sink.write(chunk)
    else {
      part.textBytes += chunk.length
      if (part.textBytes > MAX_FIELD_BYTES) throw new MalformedMultipart('text field too long')
      part.text.push(chunk)
    }
  }
  const finishPart = async () => {
    if (!part) return
    if (part.sink) await part.sink.end()
    else fields.set(part.info.name, Buffer.concat(part.text).toString('utf8'))
    part = null
  }

  // Consume what the buffer holds; false when more bytes are needed.
  const step = async (): Promise<boolean> => {
    switch (state) {
      case 'preamble': {
        const at = buffer.indexOf(delimiter)
        if (at < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MalformedMultipart('no boundary')
          return false
        }
        buffer = buffer.subarray(at + delimiter.length)
        state = 'after-delimiter'
        return true
      }
      case 'after-delimiter': {
        if (buffer.length < 2) return false
        if (buffer[0] === 0x2d && buffer[1] === 0x2d) {
          state = 'done'
          return false
        }
        if (!buffer.subarray(0, 2).equals(CRLF)) throw new MalformedMultipart('bad delimiter')
        buffer = buffer.subarray(2)
        state = 'headers'
        return true
      }
      case 'headers': {
        const at = buffer.indexOf(HEADER_END)
        if (at < 0) {
          if (buffer.length > MAX_HEADER_BYTES) throw new MalformedMultipart('headers too long')
          return false
        }
        parts += 1
        if (parts > MAX_PARTS) throw new MalformedMultipart('too many parts')
        const info = parseHeaders(buffer.subarray(0, at).toString('utf8'))
        buffer = buffer.subarray(at + HEADER_END.length)
        part = { info, sink: info.filename === null ? null : await openFile(info), text: [], textBytes: 0 }
        state = 'data'
        return true
      }
      case 'data': {
        const at = buffer.indexOf(delimiter)
        if (at >= 0) {
          await emit(buffer.subarray(0, at))
          buffer = buffer.subarray(at + delimiter.length)
          await finishPart()
          state = 'after-delimiter'
          return true
        }
        // Keep what could be the start of a delimiter split across chunks.
        const keep = delimiter.length - 1
        if (buffer.length > keep) {
          await emit(Buffer.from(buffer.subarray(0, buffer.length - keep)))
          buffer = Buffer.from(buffer.subarray(buffer.length - keep))
        }
        return false
      }
      default:
        return false
    }
  }

  const reader = body.getReader()
  let total = 0
  const read = async () => {
    const result = await reader.read()
    total += result.value?.byteLength ?? 0
    if (total > maxBodyBytes) throw new BodyTooLarge('body over its bound')
    return result
  }
  try {
    while ((state as State) !== 'done') {
      const { done, value } = await read()
      if (done) break
      buffer = buffer.length ? Buffer.concat([buffer, value]) : Buffer.from(value)
      while (await step()) {}
    }
    if ((state as State) !== 'done') throw new MalformedMultipart('truncated body')
    // The epilogue after the closing boundary is read and ignored (within the bound).
    for (;;) {
      const { done } = await read()
      if (done) break
    }
  } finally {
    reader.releaseLock()
  }
  return fields
}
