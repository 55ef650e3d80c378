// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { decodeLongToken, encodeLongToken, takeLongToken } from '../../../src/core/long-token'
import { readCookie, removeCookie } from '../../../src/core/storage'

afterEach(() => removeCookie('long-token'))

describe('long-token hand-off (section 2)', () => {
  it('decodes base64 first, then URL decoding', () => {
    const value = btoa(encodeURIComponent('tok/en+=1&x'))
    expect(decodeLongToken(value)).toBe('tok/en+=1&x')
  })

  it('round-trips any token through encode and decode', () => {
    for (const token of ['abc', 'a.b-c_d', '令牌 1/2?+=', 'x'.repeat(500)]) {
      expect(decodeLongToken(encodeLongToken(token))).toBe(token)
    }
  })

  it('stores the token as the long-token cookie and removes it from the query', () => {
    const value = encodeURIComponent(encodeLongToken('session-xyz'))
    const taken = takeLongToken(`?showMode=0&long-token=${value}&jumpTo=%2Fa`)
    expect(taken).toEqual({ token: 'session-xyz', search: '?showMode=0&jumpTo=%2Fa' })
    expect(readCookie('long-token')).toBe('session-xyz')
  })

  it('reads a base64 "+" that arrived unencoded as a space', () => {
    const token = 'ab~' // encodes as YWJ+
    const encoded = encodeLongToken(token)
    expect(encoded).toContain('+')
    expect(takeLongToken(`long-token=${encoded}`).token).toBe(token)
  })

  it('leaves a query without a token alone', () => {
    expect(takeLongToken('?a=1')).toEqual({ token: null, search: '?a=1' })
    expect(takeLongToken('')).toEqual({ token: null, search: '' })
    expect(readCookie('long-token')).toBeUndefined()
  })

  it('drops a malformed token without storing it', () => {
    expect(takeLongToken('?long-token=%%%&a=1')).toEqual({ token: null, search: '?a=1' })
    expect(takeLongToken('?long-token=').token).toBeNull()
    expect(readCookie('long-token')).toBeUndefined()
  })
})
