/**
 * Caps on open live streams (issue 38, item 9): one account's streams could hold the whole
 * connection pool. A session keeps at most {@link MAX_STREAMS_PER_SESSION} streams and an account
 * {@link MAX_STREAMS_PER_ACCOUNT}: beyond, the OLDEST is closed (a console reopening its screens
 * keeps working, the stream it no longer shows goes). All streams together take at most
 * {@link STREAM_SHARE} of the pool (`maxConnections`); a new one beyond is refused with a 409, so
 * the rest of the pool stays for sign-ins and ordinary calls. And (item 11) the session check of
 * each stream also re-checks the account's rights and data scope: a stream whose right was removed
 * or whose scope changed ends, and the console opens it again within its new scope.
 */
import { can, loadPrincipal, type Principal, permissionVersion } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { machineMs } from '../kernel/clock'
import { conflict } from '../kernel/errors'

/** Streams one session may hold. */
export const MAX_STREAMS_PER_SESSION = 6
/** Streams one account may hold over all its sessions. */
export const MAX_STREAMS_PER_ACCOUNT = 20
/**
 * Work streams (issue 41: badge and counts follow without reload) are capped apart: one per open
 * console tab, so that a tab's own stream never pushes out a live screen's, nor the other way.
 */
export const MAX_WORK_STREAMS_PER_SESSION = 8

/** A live screen's stream, or a console's work stream (workflow/work-signal.ts). */
export type StreamKind = 'screen' | 'work'
/** The share of the connection pool live streams may take together. */
export const STREAM_SHARE = 0.5

/** An open stream: who holds it, and how to end it. */
export interface OpenStream {
  kind: StreamKind
  userId: number
  sessionId: string
  closed: boolean
  close(): void
}

// In opening order: the first of a holder's is its oldest.
const open = new Set<OpenStream>()

/** Open streams now (tests). */
export function openStreams(): number {
  return open.size
}

function closeOldest(held: (stream: OpenStream) => boolean, max: number): void {
  const streams = [...open].filter(held)
  for (const stream of streams.slice(0, Math.max(0, streams.length - max))) endStream(stream)
}

/**
 * Admit a new stream of `principal` (409 when streams fill their share of the pool), closing its
 * holder's oldest of the same kind beyond the caps.
 */
export function admitStream(
  principal: Principal,
  maxConnections: number,
  kind: StreamKind = 'screen',
): OpenStream {
  if (open.size >= Math.floor(maxConnections * STREAM_SHARE))
    throw conflict('实时数据连接已满，请稍后再打开实时页面')
  const stream: OpenStream = {
    kind,
    userId: principal.user.id,
    sessionId: principal.sessionId,
    closed: false,
    close: () => undefined,
  }
  open.add(stream)
  const perSession = kind === 'work' ? MAX_WORK_STREAMS_PER_SESSION : MAX_STREAMS_PER_SESSION
  closeOldest((other) => other.kind === kind && other.sessionId === stream.sessionId, perSession)
  closeOldest((other) => other.kind === kind && other.userId === stream.userId, MAX_STREAMS_PER_ACCOUNT)
  return stream
}

/** End a stream (or forget one that ended by itself). */
export function endStream(stream: OpenStream): void {
  if (!open.delete(stream)) return
  stream.closed = true
  stream.close()
}

/**
 * Whether a stream opened for `principal` on `page` may go on: its session open, and — once the
 * permission version moved (any administration change) — the right still held and the data
 * scope unchanged.
 */
export async function streamStillAllowed(
  db: Db,
  principal: Principal,
  page: string,
  openedAt: { version: string },
): Promise<boolean> {
  if (!(await sessionOpen(db, principal.sessionId))) return false
  const version = await permissionVersion(db)
  if (version === openedAt.version) return true
  const user = await db.selectFrom('users').selectAll().where('id', '=', principal.user.id).executeTakeFirst()
  if (!user) return false
  const now = await loadPrincipal(db, user, principal.sessionId)
  if (!can(now, `${page}/view`)) return false
  if (JSON.stringify(dataScope(now)) !== JSON.stringify(dataScope(principal))) return false
  openedAt.version = version
  return true
}

/** Whether the session `sessionId` is still open (not ended, not expired). */
export async function sessionOpen(db: Db, sessionId: string): Promise<boolean> {
  const session = await db
    .selectFrom('sessions')
    .select(['endedReason', 'expiresAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst()
  return !!session && !session.endedReason && Date.parse(session.expiresAt) > machineMs()
}
