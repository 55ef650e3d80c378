// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { detectEnv, isDevBuild } from '../../../src/core/env'

describe('environment detection (section 9)', () => {
  it('calls any address with a port dev', () => {
    expect(detectEnv(new URL('http://localhost:5173/#/login'))).toBe('dev')
    expect(detectEnv(new URL('https://test-ev.example.cn:8443/'))).toBe('dev')
  })

  it('calls a host starting with test- test', () => {
    expect(detectEnv(new URL('https://test-ev.example.cn/'))).toBe('test')
    expect(detectEnv({ host: 'TEST-console.gov.cn' })).toBe('test')
  })

  it('calls everything else prod', () => {
    expect(detectEnv(new URL('https://ev.example.cn/'))).toBe('prod')
    expect(detectEnv(new URL('https://ev-test.example.cn/'))).toBe('prod')
    expect(detectEnv({ host: 'ev.example.cn' })).toBe('prod')
  })

  it('reads a port from a bare host', () => {
    expect(detectEnv({ host: 'ev.example.cn:8080' })).toBe('dev')
  })

  it('reads the current page when given nothing', () => {
    expect(detectEnv()).toBe(detectEnv(window.location))
  })
})

describe('development build (decisions: Development mode)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is true only when import.meta.env.DEV is true', () => {
    vi.stubEnv('DEV', true)
    expect(isDevBuild()).toBe(true)
    vi.stubEnv('DEV', false)
    expect(isDevBuild()).toBe(false)
  })
})
