/**
 * Changes carried out at most once per `Idempotency-Key` (issue 43, the kill drill;
 * server/src/http/request-keys.ts): the key is claimed in the change's own transaction, so a change
 * the proxy sends again after its first attempt committed is refused with 409 and changes
 * nothing, and one whose first attempt was refused (or never committed) goes through.
 */
import { describe, expect, it } from 'vitest'
import { defaultConfig } from '../../server/src/kernel/config'
import { sweep } from '../../server/src/retention'
import { IDEMPOTENCY_HEADER, newRequestKey } from '../../src/contract/request-keys'
import { DIALECTS, ENTERPRISE_FIELDS } from './helpers'
import { signedIn } from './signed-in'

const APPLIES = '/universal-services/enterprise-applies'

describe.each(DIALECTS)('changes with an Idempotency-Key on %s (issue 43)', (dialect) => {
  const { server, operator } = signedIn(dialect, ['operator'])
  const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } })
  const create = (key: string, fields: object = ENTERPRISE_FIELDS) =>
    operator.post(APPLIES, { type: 'new', fields }, keyed(key))
  const applications = async () =>
    (await server.db.selectFrom('applications').select('applyId').execute()).map((row) => row.applyId)

  it('carries a change out once: the same key again is refused with 409 and writes nothing', async () => {
    const before = await applications()
    const key = newRequestKey()
    const first = await create(key)
    expect(first.code).toBe(200)
    const again = await create(key)
    expect(again.code).toBe(409)
    expect(again.msg).toContain('已经处理过')
    expect((await applications()).length).toBe(before.length + 1)
    // A new key is a new change.
    expect((await create(newRequestKey())).code).toBe(200)
    expect((await applications()).length).toBe(before.length + 2)
  })

  it('lets exactly one of ten sends of one key at once through', async () => {
    const before = (await applications()).length
    const key = newRequestKey()
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(key)))
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, ...Array(9).fill(409)])
    expect((await applications()).length).toBe(before + 1)
  })

  it('keeps no key of a change that was refused: sent again, it is carried out', async () => {
    const before = (await applications()).length
    const key = newRequestKey()
    const refused = await create(key, { ...ENTERPRISE_FIELDS, companyName: '' })
    expect(refused.code).toBe(400)
    expect(await server.db.selectFrom('request_keys').select('key').where('key', '=', key).execute()).toEqual(
      [],
    )
    expect((await create(key)).code).toBe(200)
    expect((await applications()).length).toBe(before + 1)
  })

  it('refuses a malformed key with 400 and changes nothing; a change without a key goes as before', async () => {
    const before = (await applications()).length
    const malformed = await create('short')
    expect(malformed.code).toBe(400)
    expect(malformed.msg).toContain(IDEMPOTENCY_HEADER)
    expect((await applications()).length).toBe(before)
    const plain = await operator.post(APPLIES, { type: 'new', fields: ENTERPRISE_FIELDS })
    expect(plain.code).toBe(200)
  })

  it('forgets keys after a day (retention sweep)', async () => {
    const old = newRequestKey()
    const recent = newRequestKey()
    await server.db
      .insertInto('request_keys')
      .values([
        { key: old, at: new Date(Date.now() - 25 * 3600_000).toISOString() },
        { key: recent, at: new Date(Date.now() - 3600_000).toISOString() },
      ])
      .execute()
    const removed = await sweep(server.db, defaultConfig(server.dataDir))
    expect(removed.requestKeys).toBeGreaterThanOrEqual(1)
    const left = await server.db
      .selectFrom('request_keys')
      .select('key')
      .where('key', 'in', [old, recent])
      .execute()
    expect(left.map((row) => row.key)).toEqual([recent])
  })
})
