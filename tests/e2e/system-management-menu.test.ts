/**
 * System management's menu tree against the real server (issue 7): renaming an entry (with the
 * label's check) and moving one among its siblings, saved and followed by the side menu. Each
 * test puts the menu back as it found it, for the other files of the run.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile } from './helpers'
import { adminPageForFile } from './shell-helpers'
import { open, SYSTEM, toast } from './system-management-helpers'

const browser = browserForFile()
const admin = adminPageForFile(browser)

/** Open the 系统管理 branch of the menu tree (its pages are rendered once expanded). */
async function expandSystemArea(page: Page) {
  await page.getByLabel('菜单名称 system-management').waitFor()
  if ((await page.getByLabel('菜单名称 sso-user-management').count()) > 0) return
  const area = page.getByRole('row').filter({ has: page.getByLabel('菜单名称 system-management') })
  await area.getByRole('button', { name: /Expand|展开/ }).click()
  await page.getByLabel('菜单名称 sso-user-management').waitFor()
}

describe('system management', () => {
  it('renames a menu entry in the menu tree, checks the label, and the side menu follows after saving', async () => {
    const page = admin().page
    await open(page, `${SYSTEM}/sso-menu-management`, '菜单管理')
    await expandSystemArea(page)
    const label = page.getByLabel('菜单名称 sso-resource-management')
    await expect.poll(() => label.inputValue()).toBe('资源管理')
    await label.fill('')
    await expect.poll(() => page.getByText('请输入菜单名称', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: '保存' }).isDisabled()).toBe(true)
    await label.fill('应用资源')
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => toast(page, '保存成功').first().isVisible()).toBe(true)
    const nav = page.getByRole('navigation', { name: '主菜单' })
    await expect.poll(() => nav.getByRole('menuitem', { name: '应用资源' }).count()).toBe(1)
    // Put it back for the other tests of the run.
    await label.fill('资源管理')
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => nav.getByRole('menuitem', { name: '资源管理' }).count()).toBe(1)
  })

  it('moves a menu entry down among its siblings and keeps the new order after reloading', async () => {
    const page = admin().page
    await open(page, `${SYSTEM}/sso-menu-management`, '菜单管理')
    const inputs = page.getByLabel(/^菜单名称 sso-/)
    const order = async () => Promise.all((await inputs.all()).map((input) => input.inputValue()))
    await expandSystemArea(page)
    await expect.poll(order).toContain('用户管理')
    const before = await order()
    await page.getByRole('button', { name: `下移 ${before[0]}` }).click()
    const moved = [before[1], before[0], ...before.slice(2)]
    await expect.poll(order).toEqual(moved)
    await page.getByRole('button', { name: '保存' }).click()
    // Saved: nothing is left unsaved.
    await expect.poll(() => page.getByRole('button', { name: '保存' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: '刷新' }).click()
    await expect.poll(order).toEqual(moved)
    // Back to the original order.
    await page.getByRole('button', { name: `上移 ${before[0]}` }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(order).toEqual(before)
  })
})
