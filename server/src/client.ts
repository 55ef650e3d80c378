/** The calling client's address and agent, for sessions, sign-in history and the journal. */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** IP (the socket's; a proxy in front should be configured to pass the real one) and user agent. */
export function clientOf(c: Context): { ip: string; userAgent: string } {
  let ip = ''
  try {
    ip = getConnInfo(c).remote.address ?? ''
  } catch {
    ip = ''
  }
  return { ip: ip.replace(/^::ffff:/, ''), userAgent: c.req.header('user-agent') ?? '' }
}
