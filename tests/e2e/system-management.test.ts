/**
 * System management against the real server (issue 7): an administrator grants pages through a
 * strategy bound to a role, creates a user with that role and watches what the user sees, then
 * disables the signed-in user (607), with the journal of every change; a user's password reset
 * by the administrator. Bad input and refusals are in system-management-forms.test.ts, the menu
 * tree in system-management-menu.test.ts.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, newPage, url } from './helpers'
import { adminPageForFile, freshUsername, openSignedIn, untilStill } from './shell-helpers'
import { createStrategy, open, pick, row, SYSTEM, searchKeyword } from './system-management-helpers'

const browser = browserForFile()
const admin = adminPageForFile(browser)

/** The labels of every entry of the side menu. */
async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  await nav.getByRole('menuitem').first().waitFor()
  return (await nav.getByRole('menuitem').allTextContents()).map((text) => text.trim()).sort()
}

/** The journal shows an entry of `action` (its Chinese label) on `target`. */
async function journalShows(page: Page, actionLabel: string, target: string) {
  await open(page, `${SYSTEM}/sso-journalaudit-management`, '审计日志')
  const filters = page.getByRole('search', { name: '筛选' })
  await pick(page, filters.getByLabel('操作', { exact: true }), actionLabel)
  await filters.getByRole('button', { name: '查询' }).click()
  await expect.poll(() => row(page, target).count()).toBeGreaterThan(0)
}

describe('system management', () => {
  it('grants exactly the pages of a role’s strategy, takes one away, and disables the user (607), all journaled', async () => {
    const page = admin().page
    const stgName = `两页策略${Date.now().toString(36)}`
    const roleName = `两页角色${Date.now().toString(36)}`
    const username = freshUsername('sys')

    await createStrategy(page, stgName, ['充电站档案', '充电设备档案'])
    await searchKeyword(page, stgName)
    await expect.poll(() => row(page, stgName).getByRole('cell').nth(3).textContent()).toBe('2')

    // A role bound to the strategy.
    await open(page, `${SYSTEM}/sso-role-management`, '角色管理')
    await page.getByRole('button', { name: '新增角色' }).click()
    const roleForm = page.getByRole('dialog', { name: '新增角色管理' })
    await roleForm.getByLabel('角色名称').fill(roleName)
    await roleForm.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => roleForm.isVisible()).toBe(false)
    await searchKeyword(page, roleName)
    await row(page, roleName).getByRole('button', { name: '分配策略' }).click()
    const stgs = page.getByRole('dialog', { name: `分配策略：${roleName}` })
    await stgs.getByText(stgName, { exact: true }).click()
    await stgs.getByRole('button', { name: 'right' }).click()
    await stgs.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => stgs.isVisible()).toBe(false)
    await expect.poll(() => row(page, roleName).getByRole('cell').nth(3).textContent()).toBe('1')
    expect(await page.evaluate(() => localStorage.getItem('roleNameValue'))).toBe(JSON.stringify(roleName))

    // A user with the role.
    await open(page, `${SYSTEM}/sso-user-management`, '用户管理')
    await page.getByRole('button', { name: '新增用户' }).click()
    const userForm = page.getByRole('dialog', { name: '新增用户管理' })
    await userForm.getByLabel('用户名').fill(username)
    await userForm.getByLabel('初始密码').fill('Start@2026ev')
    await userForm.getByLabel('姓名').fill('两页用户')
    await pick(page, userForm.getByLabel('角色'), roleName)
    await userForm.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => userForm.isVisible()).toBe(false)
    await searchKeyword(page, username)
    await expect.poll(() => row(page, username).textContent()).toContain(roleName)

    // The user signs in elsewhere, changes the forced password and sees exactly the two pages.
    const user = await newPage(browser())
    try {
      await openSignedIn(user.page, username, 'Start@2026ev')
      const pwd = user.page.getByRole('dialog', { name: '修改密码' })
      // The dialog's code loads once the session says a change is due.
      await expect.poll(() => pwd.isVisible()).toBe(true)
      await pwd.getByLabel('当前密码').fill('Start@2026ev')
      await pwd.getByLabel('新密码').fill('Later@2026ev')
      await pwd.getByLabel('确认密码').fill('Later@2026ev')
      await pwd.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => pwd.isVisible()).toBe(false)
      await expect
        .poll(() => menuLabels(user.page))
        .toEqual(['充电站档案', '充电设备档案', '档案管理'].sort())
    } finally {
      await user.close()
    }

    // Take 充电设备档案 away: the next sign-in shows only 充电站档案.
    await open(page, `${SYSTEM}/sso-policy-management`, '策略管理')
    await searchKeyword(page, stgName)
    await row(page, stgName).getByRole('button', { name: '编辑' }).click()
    const edit = page.getByRole('dialog', { name: '编辑策略' })
    await expect.poll(() => edit.getByText('已选 2 项操作').isVisible()).toBe(true)
    await edit.getByLabel('筛选页面').fill('充电设备档案')
    await edit
      .getByRole('treeitem', { name: '充电设备档案', exact: true })
      .getByRole('treeitem', { name: '查看', exact: true })
      .getByRole('checkbox')
      .uncheck()
    await edit.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => edit.isVisible()).toBe(false)

    const again = await newPage(browser())
    try {
      await openSignedIn(again.page, username, 'Later@2026ev')
      await expect.poll(() => menuLabels(again.page)).toEqual(['充电站档案', '档案管理'].sort())
      expect(again.page.url()).toBe(url('/#/archives-management/station-archives-management'))

      // Disable the user while signed in: their next call answers 607 and they land on login.
      await open(page, `${SYSTEM}/sso-user-management`, '用户管理')
      await searchKeyword(page, username)
      await row(page, username).getByRole('button', { name: '停用' }).click()
      const confirm = page.getByRole('dialog', { name: '确定停用该用户吗？' })
      await untilStill(confirm)
      await confirm.getByRole('button', { name: '确定' }).click()
      await expect.poll(() => confirm.isVisible()).toBe(false)
      // Disabled: the row's action turns to 启用 (its 停用 button read 停用 before too).
      await expect.poll(() => row(page, username).getByRole('button', { name: '启用' }).count()).toBe(1)
      await again.page.evaluate(() => {
        location.hash = '#/message'
      })
      await expect.poll(() => again.page.url()).toContain('#/login?jumpTo=')
    } finally {
      await again.close()
    }

    // Every change is in the journal.
    await journalShows(page, '新建策略', `stg:${stgName}`)
    await journalShows(page, '新建角色', `role:${roleName}`)
    await journalShows(page, '角色绑定策略', `role:${roleName}`)
    await journalShows(page, '新建用户', `user:${username}`)
    await journalShows(page, '启用/停用用户', `user:${username}`)
    await journalShows(page, '修改策略', `stg:${stgName}`)
    // Its detail shows the granted actions before and after.
    await row(page, `stg:${stgName}`).first().getByRole('button', { name: '详情' }).click()
    const detail = page.getByRole('dialog', { name: '审计日志：admin' })
    const actions = detail.getByRole('row', { name: /^actions / })
    await expect.poll(() => actions.textContent()).toContain('equipment-archives-management/view')
    expect(await actions.getByRole('cell').nth(2).textContent()).not.toContain(
      'equipment-archives-management',
    )
    // Screens left while loading cancel their calls (net::ERR_ABORTED); nothing else may be reported.
    expect(admin().errors.filter((error) => !error.includes('net::ERR_ABORTED'))).toEqual([])
  })

  it('resets a user’s password under the rules of section 5', async () => {
    const page = admin().page
    const username = freshUsername('rst')
    await open(page, `${SYSTEM}/sso-user-management`, '用户管理')
    await page.getByRole('button', { name: '新增用户' }).click()
    const form = page.getByRole('dialog', { name: '新增用户管理' })
    await form.getByLabel('用户名').fill(username)
    await form.getByLabel('初始密码').fill('Start@2026ev')
    await form.getByLabel('姓名').fill('重置用户')
    await form.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await searchKeyword(page, username)
    await row(page, username).getByRole('button', { name: '重置密码' }).click()
    const dialog = page.getByRole('dialog', { name: '重置密码' })
    await dialog.getByLabel('新密码').fill('abcdefgh')
    await dialog.getByLabel('确认密码').fill('abcdefgh')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect
      .poll(() =>
        dialog
          .getByText('密码应为大写字母、小写字母、数字、特殊字符中三种或三种以上且不低于8位')
          .first()
          .isVisible(),
      )
      .toBe(true)
    await dialog.getByLabel('新密码').fill('Reset@2026ev')
    await dialog.getByLabel('确认密码').fill('Reset@2026ex')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => dialog.getByText('确认密码与新密码不一致!').isVisible()).toBe(true)
    await dialog.getByLabel('确认密码').fill('Reset@2026ev')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
    // The new password works, and the user must change it (forced dialog).
    const user = await newPage(browser())
    try {
      await openSignedIn(user.page, username, 'Reset@2026ev')
      await expect.poll(() => user.page.getByRole('dialog', { name: '修改密码' }).isVisible()).toBe(true)
    } finally {
      await user.close()
    }
  })
})
