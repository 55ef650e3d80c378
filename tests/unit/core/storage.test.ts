// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearSessionMarker,
  hasSessionMarker,
  local,
  readCookie,
  removeCookie,
  STORAGE_KEYS,
  session,
  setSessionMarker,
  writeCookie,
} from '../../../src/core/storage'

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => vi.restoreAllMocks())

describe('storage keys (section 3)', () => {
  it('keeps the stored names, misspelling included', () => {
    expect(STORAGE_KEYS).toMatchObject({
      columns: 'columns',
      curCol: 'curCol',
      oldcolumns: 'oldcolumns',
      roleNameValue: 'roleNameValue',
      lsatRoleNameValue: 'lsatRoleNameValue',
      codeArt: 'codeArt',
      longToken: 'long-token',
      tabs: 'ev-tabs',
      subPage: 'ev-sub-page',
    })
  })
})

describe('session marker (decisions: Session marker)', () => {
  it('has no session at first, one after setting it, none after clearing', () => {
    expect(hasSessionMarker()).toBe(false)
    setSessionMarker()
    expect(hasSessionMarker()).toBe(true)
    clearSessionMarker()
    expect(sessionStorage.getItem('codeArt')).toBe('null')
    expect(hasSessionMarker()).toBe(false)
  })

  it('counts the text "null" and an empty value as no session', () => {
    sessionStorage.setItem('codeArt', 'null')
    expect(hasSessionMarker()).toBe(false)
    sessionStorage.setItem('codeArt', '')
    expect(hasSessionMarker()).toBe(false)
  })
})

describe('JSON storage helpers', () => {
  it('round-trips values in local and session storage', () => {
    expect(local.set('columns', { list: ['a', 'b'] })).toBe(true)
    expect(local.get('columns', {})).toEqual({ list: ['a', 'b'] })
    session.set('ev-sub-page', { path: '/x' })
    expect(session.get('ev-sub-page', null)).toEqual({ path: '/x' })
    session.remove('ev-sub-page')
    expect(session.get('ev-sub-page', 'gone')).toBe('gone')
  })

  it('answers the fallback for missing keys, bad JSON and stored null', () => {
    expect(local.get('nothing', 7)).toBe(7)
    localStorage.setItem('columns', '{not json')
    expect(local.get('columns', { ok: true })).toEqual({ ok: true })
    localStorage.setItem('columns', 'null')
    expect(local.get('columns', [])).toEqual([])
  })

  it('never throws when storage is blocked or full', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(local.get('columns', 'fallback')).toBe('fallback')
    expect(local.set('columns', [1])).toBe(false)
    expect(() => local.remove('columns')).not.toThrow()
    expect(hasSessionMarker()).toBe(false)
    expect(() => setSessionMarker()).not.toThrow()
    expect(() => clearSessionMarker()).not.toThrow()
  })

  it('refuses values that cannot be written as JSON', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(local.set('columns', cyclic)).toBe(false)
  })
})

describe('cookies', () => {
  it('writes a script-readable cookie and reads it back decoded', () => {
    writeCookie('long-token', 'a b;c=d')
    expect(readCookie('long-token')).toBe('a b;c=d')
    removeCookie('long-token')
    expect(readCookie('long-token')).toBeUndefined()
  })

  it('writes path=/ and SameSite=Lax (decisions: Long-token)', () => {
    const written: string[] = []
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value)
    })
    writeCookie('long-token', 'abc')
    expect(written).toEqual(['long-token=abc; path=/; SameSite=Lax'])
  })
})
