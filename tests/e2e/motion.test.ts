/**
 * Reduced motion (WCAG 2.3.3): when the system asks for it, the console's dialogs open without
 * antd's zoom animation (with the preference ignored, the same steps start 4 animations). The
 * animated console most users see is the accessibility walk's (tests/e2e/accessibility.test.ts):
 * counting animations there would depend on the machine drawing a frame in time.
 */
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN, signIn } from './shell-helpers'

const browser = browserForFile()

/**
 * Sign in with the given motion preference, open the 新增角色 dialog and close it again; resolves
 * with the number of CSS animations that started in the console's shadow root meanwhile.
 */
async function dialogAnimations(reducedMotion: 'reduce' | 'no-preference'): Promise<number> {
  const { page, errors, close } = await newPage(browser(), { reducedMotion })
  try {
    await page.goto(url('/#/login'))
    await signIn(page, ADMIN.username, ADMIN.password)
    await expect.poll(() => page.url()).not.toContain('#/login')
    await page.goto(url('/#/system-management/sso-role-management'))
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
    return await page.evaluate(
      () => (window as unknown as { evAnimations: { started: number } }).evAnimations.started,
    )
  } finally {
    await close()
  }
}

describe('motion', () => {
  it('a dialog opens and closes without animation when the system asks for reduced motion', async () => {
    expect(await dialogAnimations('reduce')).toBe(0)
  })

  it('draws the list’s tags in the colours of the theme after a switch and back, with reduced motion', async () => {
    const { page, errors, close } = await newPage(browser(), { reducedMotion: 'reduce' })
    try {
      await page.goto(url('/#/login'))
      await signIn(page, ADMIN.username, ADMIN.password)
      await expect.poll(() => page.url()).not.toContain('#/login')
      await page.goto(url('/#/supervise-services/supervise-audit'))
      const tags = page.locator('ev-console').locator('.ev-table-tbody .ev-tag')
      await tags.first().waitFor({ state: 'visible' })
      const colours = () =>
        tags.evaluateAll((nodes) =>
          nodes.map((node) => `${getComputedStyle(node).color} ${node.textContent}`),
        )
      const light = await colours()
      const host = page.locator('ev-console')
      await host.evaluate((node) => node.setAttribute('theme', 'dark'))
      await expect.poll(colours).not.toEqual(light)
      await host.evaluate((node) => node.setAttribute('theme', 'light'))
      await expect.poll(colours).toEqual(light)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })
})
