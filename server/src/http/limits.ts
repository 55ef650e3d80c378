/**
 * Limits of the HTTP server (issue 23, item 10): slow-header and slow-body clients no longer hold
 * a socket for Node's 300 s, and one client address cannot take every connection. A console's
 * browser keeps about six connections per origin; a trusted proxy (TRUST_PROXY) carries many
 * clients and is held only by the overall cap.
 */
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { ServerConfig } from '../kernel/config'
import { isTrusted } from './client'

/** Connections one client address may hold open at once. */
export const MAX_CONNECTIONS_PER_CLIENT = 64

/**
 * The share of the pool kept for new clients (issue 38, item 9): once the open connections reach
 * the rest, each new one closes the oldest connection that has not sent a request yet.
 */
export const RESERVED_SHARE = 0.1

/**
 * Close a connection that has sent nothing. One whose request has begun is left to
 * `headersTimeout`: on an event loop busy with other requests (40 uploads at once, issue 40) its
 * headers may wait unparsed past `idleHeaderMs`, and closing it would reset a client that did
 * nothing wrong. What has come in but not been read yet is read first: the loop's poll phase runs
 * between this timer and `setImmediate`.
 */
function closeIfSilent(socket: Socket): void {
  if (socket.bytesRead > 0) return
  setImmediate(() => {
    if (socket.bytesRead === 0) socket.destroy()
  })
}

/** Apply the timeouts and connection caps to a listening server. */
export function applyHttpLimits(server: Server, config: ServerConfig): void {
  server.headersTimeout = config.headersTimeoutMs
  server.requestTimeout = config.requestTimeoutMs
  server.keepAliveTimeout = config.keepAliveTimeoutMs
  server.maxConnections = config.maxConnections
  // Issue 38, item 9: a connection that sends nothing is closed after `idleHeaderMs` (Node
  // checks headersTimeout only every 30 s), and the oldest such goes first when the pool is
  // nearly full, so a new client can always connect and sign in.
  const waiting = new Map<Socket, NodeJS.Timeout>()
  let total = 0
  const reserved = Math.max(1, Math.floor(config.maxConnections * RESERVED_SHARE))
  const served = (socket: Socket) => {
    clearTimeout(waiting.get(socket))
    waiting.delete(socket)
  }
  server.on('request', (request: { socket: Socket }) => served(request.socket))
  server.on('connection', (socket: Socket) => {
    total += 1
    socket.once('close', () => {
      total -= 1
      served(socket)
    })
    if (total > config.maxConnections - reserved) {
      const [oldest] = waiting.keys()
      if (oldest) oldest.destroy()
    }
    const timer = setTimeout(() => closeIfSilent(socket), config.idleHeaderMs)
    timer.unref()
    waiting.set(socket, timer)
  })
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = (socket.remoteAddress ?? '').replace(/^::ffff:/, '')
    if (isTrusted(address, config.trustProxy)) return
    const count = (open.get(address) ?? 0) + 1
    if (count > MAX_CONNECTIONS_PER_CLIENT) {
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
}
