/**
 * System management's forms against the real server (issue 7): the Chinese field messages for
 * bad input, and the server's refusals (a taken username or strategy name, a role still held by
 * users) shown where the user looks; a new resource, and the journal of it exported.
 */
import { describe, expect, it } from 'vitest'
import { browserForFile, SHOWN, url } from './helpers'
import { adminPageForFile } from './shell-helpers'
import { createStrategy, open, pick, row, SYSTEM, searchKeyword, toast } from './system-management-helpers'

const browser = browserForFile()
const admin = adminPageForFile(browser)

describe('system management', () => {
  it('shows the Chinese field messages for bad user input and the server’s for a taken username', async () => {
    const page = admin().page
    await open(page, `${SYSTEM}/sso-user-management`, '用户管理')
    await page.getByRole('button', { name: '新增用户' }).click()
    const form = page.getByRole('dialog', { name: '新增用户管理' })
    await form.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => form.getByText('请输入用户名').isVisible()).toBe(true)
    expect(await form.getByText('请输入初始密码').isVisible()).toBe(true)
    expect(await form.getByText('请输入姓名').isVisible()).toBe(true)

    await form.getByLabel('用户名').fill('9lives')
    await form.getByLabel('初始密码').fill('abc12345')
    await form.getByLabel('姓名').fill('坏输入')
    await form.getByLabel('手机号码').fill('10012345678')
    await form.getByLabel('邮箱').fill('not-an-email')
    await form.getByRole('button', { name: '确定' }).click()
    await expect
      .poll(() => form.getByText('用户名为3-32位字母、数字、下划线，以字母开头').isVisible())
      .toBe(true)
    expect(
      await form
        .getByText('密码应为大写字母、小写字母、数字、特殊字符中三种或三种以上且不低于8位')
        .isVisible(),
    ).toBe(true)
    expect(await form.getByText('请输入正确的手机号码').isVisible()).toBe(true)
    expect(await form.getByText('请输入正确的邮箱地址').isVisible()).toBe(true)

    // Fixed on the client, but the name is taken: the server's 400 is shown at 用户名.
    await form.getByLabel('用户名').fill('admin')
    await form.getByLabel('初始密码').fill('Fine@2026ev')
    await form.getByLabel('手机号码').fill('13812345678')
    await form.getByLabel('邮箱').fill('ok@example.com')
    await form.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => form.getByText('用户名已存在').isVisible()).toBe(true)
    expect(await form.isVisible()).toBe(true)
    await form.getByRole('button', { name: '取消' }).click()
  })

  it('asks before deleting a role and shows the refusal while users hold it', async () => {
    const page = admin().page
    await open(page, `${SYSTEM}/sso-role-management`, '角色管理')
    await searchKeyword(page, '档案查看员')
    await row(page, '档案查看员').getByRole('button', { name: '删除' }).click()
    const confirm = page.getByRole('dialog', { name: '确定删除该角色吗？' })
    await confirm.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => toast(page, '该角色下仍有用户，不能删除').isVisible()).toBe(true)
    await expect.poll(() => row(page, '档案查看员').count()).toBe(1)
  })

  it('asks for a strategy name and shows the server’s message for a name in use', async () => {
    const page = admin().page
    const taken = `重名策略${Date.now().toString(36)}`
    await createStrategy(page, taken, ['充电站档案'])
    await page.getByRole('button', { name: '新增策略' }).click()
    const dialog = page.getByRole('dialog', { name: '新增策略' })
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => dialog.getByText('请输入策略名称').isVisible()).toBe(true)
    await dialog.getByLabel('策略名称').fill(taken)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => dialog.getByText('策略名称已存在').isVisible()).toBe(true)
    await dialog.getByRole('button', { name: '取消' }).click()
  })

  it('checks a new resource’s id and name, creates it, and exports the journal of it', async () => {
    const page = admin().page
    const appId = `e2e-${Date.now().toString(36)}`
    await open(page, `${SYSTEM}/sso-resource-management`, '资源管理')
    await page.getByRole('button', { name: '新增资源' }).click()
    const form = page.getByRole('dialog', { name: '新增资源管理' })
    await form.getByLabel('资源编号').fill('9-Bad')
    await form.getByLabel('地址').fill('not a url')
    await form.getByRole('button', { name: '确定' }).click()
    await expect
      .poll(() => form.getByText('资源编号为2-64位小写字母、数字或连字符，以字母开头').isVisible())
      .toBe(true)
    await expect.poll(() => form.getByText('请输入资源名称').isVisible()).toBe(true)
    await form.getByLabel('资源编号').fill(appId)
    await form.getByLabel('资源名称').fill('端到端资源')
    await form.getByLabel('地址').fill('https://example.com/app')
    await form.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => form.isVisible()).toBe(false)
    await searchKeyword(page, appId)
    await expect.poll(() => row(page, appId).count()).toBe(1)

    await open(page, `${SYSTEM}/sso-journalaudit-management`, '审计日志')
    const filters = page.getByRole('search', { name: '筛选' })
    await pick(page, filters.getByLabel('操作', { exact: true }), '新建资源')
    await filters.getByRole('button', { name: '查询' }).click()
    await expect.poll(() => row(page, `resource:${appId}`).count()).toBe(1)
    await page.getByRole('button', { name: '导出' }).click()
    const job = page.getByRole('dialog', { name: '导出' })
    const link = job.getByRole('link', { name: '下载文件' })
    await expect.poll(() => link.isVisible()).toBe(true)
    // A plain link under the API base (decisions: Exports), fetched with the page's cookies.
    const href = String(await link.getAttribute('href'))
    const response = await page.request.get(href.startsWith('http') ? href : url(href))
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('spreadsheet')
    await job.getByRole('button', { name: SHOWN.close }).click()
  })
})
