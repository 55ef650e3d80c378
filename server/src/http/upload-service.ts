/**
 * The upload service (issue 38, item 7): every upload route (multipart body) is received here and
 * nowhere else. The body is streamed to a temporary file under `DATA_DIR/uploads/.incoming` (never
 * held whole in memory); the route's own size limit refuses it early — from Content-Length when
 * given, else as soon as the streamed file passes it; and one account (or, before sign-in, one
 * address) has at most `maxUploadsPerUser` uploads in progress (409 beyond). Handlers get a `File`
 * read lazily from the temporary file, check its bytes with {@link inspectUpload} and keep it with
 * `keepUpload` (http/upload-store.ts); whatever is not kept is removed when the request ends.
 */
import { randomBytes } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import { type FileHandle, mkdir, open, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { Context } from 'hono'
import { FILE_LIMIT_BYTES, type FileType, type ImageType } from '../../../src/core/domain/files'
import { machineMs } from '../kernel/clock'
import type { ServerConfig } from '../kernel/config'
import { ApiError, CODES, conflict, fieldError } from '../kernel/errors'
import { assertImageBounds } from './image-check'
import { BodyTooLarge, boundaryOf, type FileSink, MalformedMultipart, readMultipart } from './multipart'
import { bytesMatchType, discardBody, imageTypeOf, refuseTooLarge } from './uploads'

/** A route's upload rule: the largest file it takes and the message shown at the field when over. */
export interface UploadRule {
  maxBytes: number
  tooLarge: string
}

/** The rule of file uploads checked by file-management's rules (src/core/domain/files.ts `fileProblem`). */
export const FILE_UPLOAD: UploadRule = { maxBytes: FILE_LIMIT_BYTES, tooLarge: '文件不能超过20MB' }

/** What a multipart body may carry besides its file: part headers, boundaries, a remark. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

/** The folder of files being received, under the uploads folder. */
export const INCOMING_FOLDER = '.incoming'

/** A received file still in its temporary place, and the request it belongs to. */
interface Incoming {
  temp: string
  request: UploadRequest
}

/** One request's upload: its temporary files and the files it kept (removed again if it fails). */
interface UploadRequest {
  uploads: string
  temps: string[]
  kept: string[]
}

const incoming = new WeakMap<File, Incoming>()
/**
 * Uploads in progress per account or address, for each server (its configuration): two servers in
 * one process — the e2e suite runs one per worker in its main process — count apart, as two
 * processes would (one server's operator filling its four slots refused the other's upload: 409).
 */
const inProgressOf = new WeakMap<ServerConfig, Map<string, number>>()
/** All servers' uploads in progress together. */
let inProgressTotal = 0

/** A received upload: its fields (files as `File`), and `settle` to call when the request ends. */
export interface ReceivedUpload {
  fields: Record<string, unknown>
  /** Remove the temporary files, and the kept ones too when the request failed; free the slot. */
  settle(succeeded: boolean): Promise<void>
}

/** The uploads folder of a configuration. */
export const uploadsFolder = (config: ServerConfig) => join(config.dataDir, 'uploads')

/** Uploads in progress now (tests read it to see that every slot was freed). */
export function uploadsInProgress(): number {
  return inProgressTotal
}

/**
 * Receive the multipart body of an upload route for `who` (an account id or an address), within
 * `rule`. Throws 400 for a broken body or one over the limit (its message at `file`), 409 when
 * `who` has too many uploads in progress.
 */
export async function receiveUpload(
  c: Context,
  who: string,
  rule: UploadRule,
  config: ServerConfig,
): Promise<ReceivedUpload> {
  const boundary = boundaryOf(c.req.header('content-type') ?? '')
  const bound = rule.maxBytes + MULTIPART_OVERHEAD_BYTES
  const declared = Number(c.req.header('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > bound) throw await tooLarge(c, rule)
  let inProgress = inProgressOf.get(config)
  if (!inProgress) {
    inProgress = new Map<string, number>()
    inProgressOf.set(config, inProgress)
  }
  const busy = inProgress.get(who) ?? 0
  if (busy >= config.maxUploadsPerUser) {
    await discardBody(c)
    c.header('Connection', 'close')
    throw conflict(`同时进行的上传不能超过${config.maxUploadsPerUser}个，请等当前上传完成后再试`)
  }
  inProgress.set(who, busy + 1)
  inProgressTotal += 1
  const request: UploadRequest = { uploads: uploadsFolder(config), temps: [], kept: [] }
  const settle = async (succeeded: boolean) => {
    const left = (inProgress.get(who) ?? 1) - 1
    if (left > 0) inProgress.set(who, left)
    else inProgress.delete(who)
    inProgressTotal -= 1
    const remove = succeeded ? request.temps : [...request.temps, ...request.kept]
    await Promise.all(remove.map((path) => unlink(path).catch(() => undefined)))
  }
  try {
    const fields = await readFields(c, boundary, rule, bound, request)
    return { fields, settle }
  } catch (error) {
    await settle(false)
    if (error instanceof BodyTooLarge) throw await tooLarge(c, rule)
    if (error instanceof MalformedMultipart || !(error instanceof ApiError)) {
      await discardBody(c)
      throw new ApiError(CODES.badInput, '请求体格式不正确，无法读取表单内容', { body: '请求体格式不正确' })
    }
    throw error
  }
}

const tooLarge = (c: Context, rule: UploadRule) => refuseTooLarge(c, rule.tooLarge)

async function readFields(
  c: Context,
  boundary: string | null,
  rule: UploadRule,
  bound: number,
  request: UploadRequest,
): Promise<Record<string, unknown>> {
  const body = c.req.raw.body
  if (!boundary || !body) {
    // Not multipart: nothing to read as an upload (the schema then names the missing file).
    if (!/multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
      await discardBody(c)
      return {}
    }
    throw new MalformedMultipart('no boundary')
  }
  const folder = join(request.uploads, INCOMING_FOLDER)
  await mkdir(folder, { recursive: true })
  const files = new Map<string, { temp: string; name: string; type: string }>()
  const handles: FileHandle[] = []
  const openFile = async (info: { name: string; filename: string | null; contentType: string }) => {
    const temp = join(folder, `${machineMs()}-${randomBytes(8).toString('hex')}.part`)
    request.temps.push(temp)
    const handle = await open(temp, 'w')
    handles.push(handle)
    files.set(info.name, { temp, name: info.filename ?? '', type: info.contentType })
    let size = 0
    const sink: FileSink = {
      write: async (chunk) => {
        size += chunk.byteLength
        if (size > rule.maxBytes) {
          await handle.close().catch(() => undefined)
          throw new BodyTooLarge('file over its limit')
        }
        await handle.write(chunk)
      },
      end: () => handle.close(),
    }
    return sink
  }
  // A body that breaks off leaves its part's file open: closed here whatever happens.
  const texts = await readMultipart(body, boundary, openFile, bound).finally(() =>
    Promise.all(handles.map((handle) => handle.close().catch(() => undefined))),
  )
  const fields: Record<string, unknown> = Object.fromEntries(texts)
  for (const [name, file] of files) {
    const received = new File([await openAsBlob(file.temp)], file.name, { type: file.type })
    incoming.set(received, { temp: file.temp, request })
    fields[name] = received
  }
  return fields
}

/** Where a received file waits, and its request (for keepUpload); throws for a file not received here. */
export function incomingOf(file: File): Incoming {
  const found = incoming.get(file)
  if (!found) throw new Error('incomingOf: not a file received by the upload service')
  return found
}

/**
 * How much of a file of a picture type (an archived jpg, a png attachment) the pixel bound reads:
 * its header, wherever the metadata before it ends (a jpg's EXIF block, thumbnail and all, is
 * within 64 KB), without reading a 20 MB file whole.
 */
const IMAGE_HEADER_BYTES = 256 * 1024

/**
 * THE check of an accepted upload's bytes, for every upload route: an image (`'image'`: jpg, png,
 * webp, judged by its signature; read whole — images are small) or a file of the type its name
 * claims (only its first bytes read). Every picture that passes is held to the pixel bound of
 * issue 38, item 16 (http/image-check.ts), read from its header.
 */
export async function inspectUpload(
  file: File,
  expected: 'image' | FileType,
  messages: { mismatch: string },
): Promise<{ type: ImageType | FileType; head: Uint8Array; image: Uint8Array | null }> {
  if (expected === 'image') {
    const image = new Uint8Array(await file.arrayBuffer())
    const type = imageTypeOf(image)
    if (!type) throw fieldError('file', messages.mismatch)
    await assertImageBounds(image)
    return { type, head: image.subarray(0, 64), image }
  }
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer())
  if (!bytesMatchType(head, expected)) throw fieldError('file', messages.mismatch)
  if (imageTypeOf(head))
    await assertImageBounds(new Uint8Array(await file.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()))
  return { type: expected, head, image: null }
}
