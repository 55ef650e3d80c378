/**
 * Limits of the HTTP server (issue 23, item 10): slow-header and slow-body clients no longer hold
 * a socket for Node's 300 s, and one client address cannot take every connection. A console's
 * browser keeps about six connections per origin; a trusted proxy (TRUST_PROXY) carries many
 * clients and is held only by the overall cap.
 */
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import type { ServerConfig } from '../config'
import { isTrusted } from './client'

/** Connections one client address may hold open at once. */
export const MAX_CONNECTIONS_PER_CLIENT = 64

/** Apply the timeouts and connection caps to a listening server. */
export function applyHttpLimits(server: Server, config: ServerConfig): void {
  server.headersTimeout = config.headersTimeoutMs
  server.requestTimeout = config.requestTimeoutMs
  server.keepAliveTimeout = config.keepAliveTimeoutMs
  server.maxConnections = config.maxConnections
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
