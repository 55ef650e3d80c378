/**
 * The idle-connection timer of server/src/http/limits.ts (issue 38 item 9, issue 40): a connection
 * that sends nothing is closed after `idleHeaderMs`; one whose request has begun is not — its
 * headers are `headersTimeout`'s business. On a loop busy with 40 uploads at once, a request's
 * headers waited unparsed past the timer and the client saw `read ECONNRESET`
 * (tests/server/upload-memory.test.ts, in a whole run beside other work).
 */
import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { applyHttpLimits } from '../../server/src/http/limits'
import type { ServerConfig } from '../../server/src/kernel/config'

let server: Server | undefined
const sockets: Socket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
})

const limits = {
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 100,
  idleHeaderMs: 100,
  trustProxy: [],
} as unknown as ServerConfig

async function listening(): Promise<number> {
  server = createServer((_request, response) => response.end('ok'))
  applyHttpLimits(server, limits)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

async function opened(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  await new Promise((resolve) => socket.once('connect', resolve))
  return socket
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed || socket.readyState === 'closed') resolve()
    else socket.once('close', () => resolve())
  })

it('closes a silent connection, and keeps one whose headers have begun to its answer', async () => {
  const port = await listening()
  // Half a request first: its timer fires first, while its headers are still coming.
  const begun = await opened(port)
  begun.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
  const silent = await opened(port)
  await closed(silent)
  // The silent one connected later, so the begun one's timer has fired too by now.
  expect(begun.destroyed).toBe(false)
  const answer = new Promise<string>((resolve) => begun.once('data', (chunk) => resolve(String(chunk))))
  begun.write('Connection: close\r\n\r\n')
  expect(await answer).toMatch(/^HTTP\/1\.1 200/)
})
