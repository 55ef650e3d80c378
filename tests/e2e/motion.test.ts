/**
 * Reduced motion (WCAG 2.3.3): when the system asks for it, the console's dialogs open without
 * antd's zoom animation (with the preference ignored, the same steps start 4 animations). The
 * animated console most users see is the accessibility walk's (tests/e2e/accessibility.test.ts):
 * counting animations there would depend on the machine drawing a frame in time.
 * Both tests share one admin page asking for reduced motion (newPage's default), its session
 * opened through the API: neither is about signing in (issue 40: one cold load, not two forms).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, screenAt } from './helpers'
import { adminPageForFile } from './shell-helpers'

const browser = browserForFile()
const admin = adminPageForFile(browser)

/** Show a screen of the signed-in console through its hash route; resolves with its container. */
async function show(page: Page, path: string) {
  await page.evaluate((hash) => {
    location.hash = hash
  }, `#${path}`)
  return screenAt(page, path)
}

describe('motion', () => {
  it('a dialog opens and closes without animation when the system asks for reduced motion', async () => {
    const { page, errors } = admin()
    await show(page, '/system-management/sso-role-management')
    const add = page.getByRole('button', { name: '新增角色' })
    await add.waitFor({ state: 'visible' })
    // Animation events bubble to the shadow root but do not leave it.
    await page.locator('ev-console').evaluate((host) => {
      const counter = { started: 0 }
      Object.assign(window, { evAnimations: counter })
      host.shadowRoot?.addEventListener('animationstart', () => {
        counter.started += 1
      })
    })
    await add.click()
    const dialog = page.getByRole('dialog', { name: '新增角色管理' })
    await dialog.getByRole('button', { name: '取消' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    expect(errors).toEqual([])
    const started = await page.evaluate(
      () => (window as unknown as { evAnimations: { started: number } }).evAnimations.started,
    )
    expect(started).toBe(0)
  })

  it('draws the list’s tags in the colours of the theme after a switch and back, with reduced motion', async () => {
    const { page, errors } = admin()
    // The list's own tags: the role list the test before showed stays in the page, kept alive.
    const screen = await show(page, '/supervise-services/supervise-audit')
    const tags = screen.locator('.ev-table-tbody .ev-tag')
    await tags.first().waitFor({ state: 'visible' })
    const colours = () =>
      tags.evaluateAll((nodes) => nodes.map((node) => `${getComputedStyle(node).color} ${node.textContent}`))
    const light = await colours()
    const host = page.locator('ev-console')
    await host.evaluate((node) => node.setAttribute('theme', 'dark'))
    await expect.poll(colours).not.toEqual(light)
    await host.evaluate((node) => node.setAttribute('theme', 'light'))
    await expect.poll(colours).toEqual(light)
    expect(errors).toEqual([])
  })
})
