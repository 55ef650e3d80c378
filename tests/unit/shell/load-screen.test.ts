/** The URL a retry fetches again (src/shell/router/loadScreen.ts), from the browsers' import errors. */
import { describe, expect, it } from 'vitest'
import { failedModuleUrl } from '../../../src/shell/router/loadScreen'

describe('failedModuleUrl', () => {
  it('reads the chunk URL of Chromium’s and Firefox’s failed dynamic imports', () => {
    const url = 'http://127.0.0.1:5173/chunks/battery-file-Ez3pFhQc.js'
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url)
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}?retry=k1`))).toBe(
      url,
    )
  })

  it('gives null when the error names no module', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull()
    expect(failedModuleUrl('boom')).toBeNull()
  })
})
