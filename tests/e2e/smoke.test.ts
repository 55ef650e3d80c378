import { describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'

const browser = browserForFile()

describe('the built bundle', () => {
  it('loads from the server as one module script tag and defines <ev-console> without console errors', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      // Any same-origin document will do as the host page; the bundle itself is one.
      await page.goto(url('/ev-console.js'))
      await page.addScriptTag({ url: url('/ev-console.js'), type: 'module' })
      expect(await page.evaluate(() => customElements.get('ev-console') !== undefined)).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
