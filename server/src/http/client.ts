/**
 * The calling client: its address and agent (sessions, sign-in history, throttling, the journal)
 * and whether it came over HTTPS (the session cookie's `Secure`). Behind a proxy named in
 * `TRUST_PROXY`, the proxy's `X-Forwarded-For` and `X-Forwarded-Proto` are believed; from any
 * other peer they are ignored, so a client cannot pick its own address to dodge the throttle.
 */
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'

/** What is known of the client of a request. */
export interface ClientInfo {
  ip: string
  userAgent: string
  https: boolean
}

const KEY = 'evClient'

const bare = (address: string) => address.trim().replace(/^::ffff:/, '')

function socketAddress(c: Context): string {
  try {
    return bare(getConnInfo(c).remote.address ?? '')
  } catch {
    return ''
  }
}

/** Whether an address is one of the trusted proxies (`true` or `*` trusts every peer). */
export function isTrusted(address: string, trustProxy: readonly string[]): boolean {
  return trustProxy.some((entry) => entry === 'true' || entry === '*' || bare(entry) === address)
}

/** Work out the client of a request under the proxy setting. */
export function resolveClient(c: Context, trustProxy: readonly string[]): ClientInfo {
  const peer = socketAddress(c)
  let ip = peer
  let https = new URL(c.req.url).protocol === 'https:'
  if (peer && isTrusted(peer, trustProxy)) {
    // The nearest address that is not a trusted proxy is the client's.
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(bare).filter(Boolean)
    while (hops.length && isTrusted(hops[hops.length - 1], trustProxy)) hops.pop()
    ip = hops.pop() ?? peer
    const proto = (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase()
    if (proto) https = proto === 'https'
  }
  return { ip, userAgent: c.req.header('user-agent') ?? '', https }
}

/** Middleware: resolve the client once per request under the proxy setting. */
export function clientResolver(trustProxy: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    c.set(KEY as never, resolveClient(c, trustProxy) as never)
    await next()
  }
}

/** The client of the request (resolved by {@link clientResolver}, else from the socket). */
export function clientOf(c: Context): ClientInfo {
  return (c.get(KEY as never) as ClientInfo | undefined) ?? resolveClient(c, [])
}
