/**
 * The console with the keyboard alone (issue 21: Done when): sign in, open a list from the side
 * menu, filter it, open a row's detail (focus inside, Tab kept in it), close it (focus back on the
 * row's button), switch tab with the arrow keys and close a tab with Delete. No clicks.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { waitForContent } from './accessibility-helpers'
import { ApiUser, consoleErrors, pageOf, shownTotal, tabBar } from './archives-helpers'
import { browserForFile, newPage, url } from './helpers'
import { ADMIN } from './shell-helpers'

const browser = browserForFile()

/** What holds the focus, through the shadow roots: its markup summary. */
function focusedElement(page: Page) {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    if (!active) return null
    return {
      role: active.getAttribute('role') ?? active.tagName.toLowerCase(),
      text: (active.textContent ?? '').trim(),
      label: active.getAttribute('aria-label') ?? '',
      /** A menu group's title: 'true' open, 'false' closed; null for a page. */
      expanded: active.getAttribute('aria-expanded'),
      inDialog: !!active.closest('[role="dialog"][aria-modal="true"]'),
      row: active.closest('tr')?.getAttribute('data-row-key') ?? null,
    }
  })
}

/** Whether the element of `locator` holds the focus. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === element
  })
}

type Focused = NonNullable<Awaited<ReturnType<typeof focusedElement>>>

/** Press `key` until the focused element matches; fails after `max` presses. */
async function pressUntil(page: Page, key: string, matches: (focused: Focused) => boolean, max = 60) {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(key)
    const focused = await focusedElement(page)
    if (focused && matches(focused)) return focused
  }
  throw new Error(
    `${key} ×${max} never reached the element wanted; focus on ${JSON.stringify(await focusedElement(page))}`,
  )
}

/**
 * Open a page from the side menu by keyboard (WAI-ARIA menu/tree keys, src/shell/layout/menuKeys.ts):
 * ArrowDown to each group of `groups` in turn, ArrowRight opens a closed one (the focus stays on
 * it) and ArrowRight again enters it; then ArrowDown to the page `title`, Enter opens it.
 */
async function openFromMenu(page: Page, groups: readonly string[], title: string) {
  for (const group of groups) {
    const found = await pressUntil(page, 'ArrowDown', (f) => f.role === 'menuitem' && f.text === group)
    if (found.expanded === 'false') {
      await page.keyboard.press('ArrowRight')
      await expect.poll(async () => (await focusedElement(page))?.expanded).toBe('true')
      expect((await focusedElement(page))?.text).toBe(group)
    }
    expect((await focusedElement(page))?.expanded).toBe('true')
    await page.keyboard.press('ArrowRight')
  }
  await pressUntil(page, 'ArrowDown', (f) => f.role === 'menuitem' && f.text === title)
  await page.keyboard.press('Enter')
}

/** Sign in as admin by typing: the login page puts the focus on 用户名. */
async function signInByKeyboard(page: Page) {
  await page.goto(url('/#/login'))
  await expect.poll(() => isFocused(page.getByLabel('用户名'))).toBe(true)
  await page.keyboard.type(ADMIN.username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(ADMIN.password)
  await page.keyboard.press('Enter')
}

const EQUIPMENT = 'equipment-archives-management'

describe('the keyboard alone', () => {
  it('signs in, opens a list from the menu, filters, opens and closes a detail, switches and closes tabs', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await signInByKeyboard(page)
      await expect.poll(() => page.url()).not.toContain('#/login')
      await expect.poll(() => tabBar(page).getByRole('tab').count()).toBe(1)
      const firstTab = (await tabBar(page).getByRole('tab').textContent()) ?? ''

      // The skip link is the first stop; the side menu the next; arrows walk it and open its
      // groups (the first page is in another area: 档案管理 is closed), Enter opens a page.
      await page.keyboard.press('Tab')
      expect(await isFocused(page.getByRole('link', { name: '跳到主要内容' }))).toBe(true)
      await page.keyboard.press('Tab')
      await openFromMenu(page, ['档案管理'], '充电设备档案')
      const list = pageOf(page, EQUIPMENT)
      await waitForContent(list)
      await expect
        .poll(() => tabBar(page).getByRole('tab', { selected: true }).textContent())
        .toBe('充电设备档案')

      // Filter: the skip link leads to the page, whose first stop is 关键字; Enter searches.
      await pressUntil(page, 'Shift+Tab', (focused) => focused.text === '跳到主要内容', 5)
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      expect(await isFocused(list.getByLabel('关键字'))).toBe(true)
      const stationId = String(
        await list.locator('tbody tr[data-row-key]').first().getAttribute('data-row-key'),
      ).slice(0, 12)
      const api = await new ApiUser(ADMIN.username, ADMIN.password).signIn()
      const expected = await api.total('equipment', { keyword: stationId })
      expect(expected).toBeGreaterThan(0)
      expect(expected).toBeLessThan(await api.total('equipment'))
      await page.keyboard.type(stationId)
      await page.keyboard.press('Enter')
      await expect.poll(() => shownTotal(list)).toBe(expected)

      // A row's 详情 opens the drawer with the focus inside; Tab and Shift+Tab stay in it.
      const { row } = await pressUntil(page, 'Tab', (focused) => focused.text === '详情')
      expect(row).not.toBe(null)
      await page.keyboard.press('Enter')
      const drawer = page.getByRole('dialog').filter({ hasText: '基本信息' })
      await expect.poll(() => drawer.isVisible()).toBe(true)
      await expect.poll(async () => (await focusedElement(page))?.inDialog).toBe(true)
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key)
        expect((await focusedElement(page))?.inDialog).toBe(true)
      }

      // Escape closes it and gives the focus back to the row's 详情.
      await page.keyboard.press('Escape')
      await expect.poll(() => drawer.isVisible()).toBe(false)
      const back = list.locator(`tbody tr[data-row-key="${row}"]`).getByRole('button', { name: '详情' })
      await expect.poll(() => isFocused(back)).toBe(true)

      // Back to the tab bar: the selected tab is its one stop; ArrowLeft shows the other page.
      await pressUntil(page, 'Shift+Tab', (focused) => focused.role === 'tab', 80)
      await page.keyboard.press('ArrowLeft')
      const other = tabBar(page).getByRole('tab', { name: firstTab })
      await expect.poll(() => other.getAttribute('aria-selected')).toBe('true')
      await expect.poll(() => isFocused(other)).toBe(true)
      await expect.poll(() => list.isVisible()).toBe(false)

      // Delete closes it: the list's tab is left, selected and focused, its page shown again.
      await page.keyboard.press('Delete')
      await expect.poll(() => tabBar(page).getByRole('tab').allTextContents()).toEqual(['充电设备档案'])
      const left = tabBar(page).getByRole('tab', { name: '充电设备档案' })
      await expect.poll(() => left.getAttribute('aria-selected')).toBe('true')
      await expect.poll(() => isFocused(left)).toBe(true)
      await expect.poll(() => list.isVisible()).toBe(true)
      expect(await shownTotal(list)).toBe(expected)
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('opens 菜单搜索 from the 更多 menu with Enter and the arrows, and goes to the page found', async () => {
    const { page, errors, close } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    try {
      await signInByKeyboard(page)
      await expect.poll(() => tabBar(page).getByRole('tab').count()).toBe(1)

      await pressUntil(page, 'Tab', (focused) => focused.text.startsWith('更多'), 20)
      await page.keyboard.press('Enter')
      await expect.poll(() => page.getByRole('menuitem', { name: '搜索' }).isVisible()).toBe(true)
      await page.keyboard.press('ArrowDown')
      expect(await isFocused(page.getByRole('menuitem', { name: '搜索' }))).toBe(true)
      // Escape closes the menu and returns to its button.
      await page.keyboard.press('Escape')
      await expect.poll(() => page.getByRole('menuitem', { name: '搜索' }).isVisible()).toBe(false)
      expect((await focusedElement(page))?.text.startsWith('更多')).toBe(true)

      await page.keyboard.press('Enter')
      await expect.poll(() => page.getByRole('menuitem', { name: '搜索' }).isVisible()).toBe(true)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: '菜单搜索' })
      const box = dialog.getByRole('combobox', { name: '搜索菜单' })
      await expect.poll(() => isFocused(box)).toBe(true)
      await page.keyboard.type('充电设备档案')
      await expect.poll(() => dialog.getByRole('option').first().textContent()).toContain('充电设备档案')
      await page.keyboard.press('Enter')
      await expect
        .poll(() => tabBar(page).getByRole('tab', { selected: true }).textContent())
        .toBe('充电设备档案')
      await expect.poll(() => dialog.isVisible()).toBe(false)
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })
})
