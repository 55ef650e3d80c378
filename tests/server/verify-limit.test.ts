/**
 * The public document verification's limit per client address (issue 42 item 11, api.md: Official
 * documents): within `verifyLimit` per window every lookup is answered (a wrong code as the usual
 * 400); beyond it 429 with a Chinese message saying when to try again, and the first refusal of
 * the window journaled once; another address is not affected; the window ends by the server's
 * clock (moved here, not waited for).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setClockOffsetMs } from '../../server/src/kernel/clock'
import { CODES } from '../../server/src/kernel/errors'
import { type ApiClient, bootServer, DIALECTS, type TestServer } from './helpers'

const LIMIT = 3
const WINDOW_MS = 10 * 60_000

describe.each(DIALECTS)('document verification limit on %s', (dialect) => {
  let server: TestServer

  beforeAll(async () => {
    server = await bootServer(dialect, {
      config: { verifyLimit: LIMIT, verifyWindowMs: WINDOW_MS, trustProxy: ['127.0.0.1'] },
    })
  })
  afterAll(() => server?.close())
  afterEach(() => setClockOffsetMs(0))

  /** A client behind the trusted proxy at `address`. */
  function from(address: string): ApiClient {
    const client = server.client()
    client.defaultHeaders['X-Forwarded-For'] = address
    return client
  }

  const verify = (client: ApiClient) =>
    client.get('/common/documents/verify', { query: { serial: 'JRZM209999999', code: 'AAAA-AAAA-AAAA' } })

  async function journaled(address: string): Promise<number> {
    const rows = await server.db
      .selectFrom('journal')
      .select(['action', 'result', 'message'])
      .where('action', '=', 'document.verify.limit')
      .where('target', '=', `ip:${address}`)
      .execute()
    for (const row of rows)
      expect(row).toMatchObject({ result: 'failure', message: expect.stringMatching(/^查验次数过多，请/) })
    return rows.length
  }

  it('answers within the limit, refuses beyond it with 429, journals once; other addresses unaffected', async () => {
    const guesser = from('203.0.113.7')
    for (let index = 0; index < LIMIT; index += 1) {
      const answer = await verify(guesser)
      // Within the limit the lookup itself answers: the code is wrong.
      expect(answer.code, answer.msg).toBe(CODES.badInput)
    }
    const refused = await verify(guesser)
    expect(refused.code).toBe(CODES.tooManyRequests)
    expect(refused.code).toBe(429)
    expect(refused.msg).toBe('查验次数过多，请10分钟后再试')
    expect((await verify(guesser)).code).toBe(429)
    expect(await journaled('203.0.113.7')).toBe(1)

    const neighbour = await verify(from('198.51.100.20'))
    expect(neighbour.code, neighbour.msg).toBe(CODES.badInput)
    expect(await journaled('198.51.100.20')).toBe(0)
  })

  it('lets the address in again when the window has passed on the server clock', async () => {
    const guesser = from('203.0.113.9')
    for (let index = 0; index < LIMIT; index += 1) expect((await verify(guesser)).code).toBe(CODES.badInput)
    setClockOffsetMs(WINDOW_MS - 60_000)
    const later = await verify(guesser)
    expect(later.code).toBe(429)
    expect(later.msg).toBe('查验次数过多，请60秒后再试')
    setClockOffsetMs(WINDOW_MS + 1000)
    expect((await verify(guesser)).code).toBe(CODES.badInput)
  })
})
