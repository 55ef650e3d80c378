import { beforeAll, describe, expect, it } from 'vitest'
import { encodeLongToken } from '../../src/core/long-token'
import { archivesPath, consoleErrors, pageOf, waitForList } from './archives-helpers'
import { browserForFile, newPage, SHOWN, twoFrames, url } from './helpers'
import { AdminClient, freshUsername, giveSession, openSignedIn, signIn } from './shell-helpers'

const browser = browserForFile()
const admin = new AdminClient()

beforeAll(async () => {
  await admin.signIn()
})

describe('signing in', () => {
  it('sends a signed-out visitor to login with the address as jumpTo, and back there after sign-in', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      await page.goto(url('/#/message'))
      await expect.poll(() => page.url()).toContain('#/login?jumpTo=')
      const jumpTo = new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('jumpTo')
      expect(jumpTo).toBe(url('/#/message'))
      await signIn(page, 'admin', 'Admin@2026ev')
      await expect.poll(() => page.url()).toBe(url('/#/message'))
      await expect
        .poll(() => page.getByRole('tab', { name: '待办事项' }).getAttribute('aria-selected'))
        .toBe('true')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('signs out from the user menu: the server ends the session (issue 23: logout needs the ajax header)', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      await openSignedIn(page, 'stale', 'Stale@2026ev')
      await page.getByRole('button', { name: /^用户菜单/ }).click()
      await page.getByRole('menuitem', { name: '退出登录' }).click()
      await expect.poll(() => page.url()).toContain('#/login')
      // Asked again until the page has settled on login: a navigation under way destroys the
      // page's context, and that question is lost, not answered.
      const status = () =>
        page
          .evaluate(async () => {
            const response = await fetch('/api/user_info', {
              headers: { 'X-Requested-With': 'XMLHttpRequest' },
            })
            return (await response.json()).code
          })
          .catch(() => 'navigating')
      await expect.poll(status).toBe(401)
      // Signing out while the landing screen still loads (its chart chunk) abandons that request.
      expect(consoleErrors(errors)).toEqual([])
    } finally {
      await close()
    }
  })

  it('signs in with a long-token in the query and continues to the same path without it', async () => {
    const { token } = await admin.call<{ token: string }>('POST', '/sso/token')
    const { page, errors, close } = await newPage(browser())
    try {
      await page.goto(url(`/#/message?long-token=${encodeURIComponent(encodeLongToken(token))}`))
      await expect.poll(() => page.url()).toBe(url('/#/message'))
      await expect
        .poll(() => page.getByRole('tab', { name: '待办事项' }).getAttribute('aria-selected'))
        .toBe('true')
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('redirects / to /login', async () => {
    const { page, close } = await newPage(browser())
    try {
      await page.goto(url('/'))
      await expect.poll(() => page.url()).toBe(url('/#/login'))
      await expect.poll(() => page.getByRole('button', { name: '登录', exact: true }).isVisible()).toBe(true)
    } finally {
      await close()
    }
  })

  it('names an empty field at the field, sends nothing, and clears the message as the user types', async () => {
    const { page, errors, close } = await newPage(browser())
    try {
      const logins: string[] = []
      page.on('request', (request) => request.url().endsWith('/api/login') && logins.push(request.url()))
      await page.goto(url('/#/login'))
      await page.getByLabel('用户名').fill('   ')
      await page.getByRole('button', { name: '登录', exact: true }).click()
      await expect.poll(() => page.getByText('请输入用户名').isVisible()).toBe(true)
      expect(await page.getByText('请输入密码').isVisible()).toBe(true)
      expect(await page.getByLabel('用户名').getAttribute('aria-invalid')).toBe('true')
      await page.getByLabel('密码', { exact: true }).fill('x')
      await expect.poll(() => page.getByText('请输入密码').count()).toBe(0)
      expect(await page.getByText('请输入用户名').isVisible()).toBe(true)
      expect(logins).toEqual([])
      // Enter in a field submits, as the button does.
      await page.getByLabel('用户名').fill('tianjin')
      await page.getByLabel('密码', { exact: true }).fill('Wrong@2026ev')
      await page.getByLabel('密码', { exact: true }).press('Enter')
      await expect.poll(() => page.getByText('用户名或密码错误').isVisible()).toBe(true)
      expect(page.url()).toContain('#/login')
      expect(logins).toHaveLength(1)
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('forces newuser to change the password: the dialog cannot be dismissed', async () => {
    const { page, settled, close } = await newPage(browser())
    try {
      await openSignedIn(page, 'newuser', 'New@2026ev')
      const dialog = page.getByRole('dialog', { name: '修改密码' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      // Issue 42, item 29: the calls refused until the change (the frame's, the screen's) make no
      // error toast over the dialog, which says why itself.
      await settled()
      expect(await page.getByText('请先修改初始密码后再进行其他操作').count()).toBe(0)
      expect(await dialog.getByText('首次登录或密码已被重置，请修改密码后继续使用。').isVisible()).toBe(true)
      expect(await dialog.getByRole('button', { name: '取消', exact: true }).isDisabled()).toBe(true)
      expect(await dialog.getByRole('button', { name: SHOWN.close }).count()).toBe(0)
      await page.keyboard.press('Escape')
      // A key is handled as it comes and what it changed is drawn in the frames after it.
      await twoFrames(page)
      expect(await dialog.isVisible()).toBe(true)
      expect(await dialog.getByRole('textbox').first().inputValue()).toBe('newuser')
    } finally {
      await close()
    }
  })

  it('enforces the password rules of section 5 and then changes the password', async () => {
    const username = freshUsername('pwd')
    await admin.createUser(username, 'First@2026ev')
    const { page, close } = await newPage(browser())
    try {
      await openSignedIn(page, username, 'First@2026ev')
      const dialog = page.getByRole('dialog', { name: '修改密码' })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      const ok = dialog.getByRole('button', { name: '确定', exact: true })
      await ok.click()
      await expect.poll(() => dialog.getByText('请输入当前密码').isVisible()).toBe(true)
      await dialog.getByLabel('当前密码').fill('First@2026ev')
      await dialog.getByLabel('新密码').fill('abc12345')
      await dialog.getByLabel('确认密码').fill('abc12345')
      await ok.click()
      await expect
        .poll(() =>
          dialog
            .getByText('密码应为大写字母、小写字母、数字、特殊字符中三种或三种以上且不低于8位')
            .first()
            .isVisible(),
        )
        .toBe(true)
      await dialog.getByLabel('新密码').fill('First@2026ev')
      await ok.click()
      await expect.poll(() => dialog.getByText('新密码不能与旧密码相同!').isVisible()).toBe(true)
      await dialog.getByLabel('新密码').fill('Second@2026ev')
      await dialog.getByLabel('确认密码').fill('Second@2026ex')
      await ok.click()
      await expect.poll(() => dialog.getByText('确认密码与新密码不一致!').isVisible()).toBe(true)
      await dialog.getByLabel('确认密码').fill('Second@2026ev')
      await ok.click()
      await expect.poll(() => page.getByText('操作成功').isVisible()).toBe(true)
      await expect.poll(() => dialog.isVisible()).toBe(false)
      // The server took the new password: a fresh sign-in with it shows no forced dialog.
      const second = await newPage(browser())
      try {
        await openSignedIn(second.page, username, 'Second@2026ev')
        // The forced dialog's code is asked for as the shell is drawn: once nothing is in flight
        // and two frames are painted, it would be on the screen.
        await second.page.getByRole('button', { name: /^用户菜单/ }).waitFor()
        await second.settled()
        expect(await second.page.getByRole('dialog', { name: '修改密码' }).isVisible()).toBe(false)
      } finally {
        await second.close()
      }
    } finally {
      await close()
    }
  })

  it('shows operator the feedback popup and not the evaluation one; dismissing does not bring it up', async () => {
    const { page, close, settled } = await newPage(browser())
    try {
      await openSignedIn(page, 'operator', 'Oper@2026ev')
      const feedback = page.getByRole('dialog', { name: '意见反馈处理' })
      // The popup's code loads once the session says there is something to show.
      await expect.poll(() => feedback.isVisible()).toBe(true)
      expect(await feedback.getByText('您有新的意见反馈，请尽快处理。').isVisible()).toBe(true)
      expect(await feedback.getByRole('button', { name: '去处理' }).isVisible()).toBe(true)
      expect(await page.getByRole('dialog', { name: '评定材料上传' }).count()).toBe(0)
      await feedback.getByRole('button', { name: SHOWN.close }).click()
      await expect.poll(() => feedback.isVisible()).toBe(false)
      // The evaluation popup would load its code once the feedback one closed: once nothing is in
      // flight and two frames are painted, it would be on the screen.
      await settled()
      expect(await page.getByRole('dialog', { name: '评定材料上传' }).count()).toBe(0)
    } finally {
      await close()
    }
  })

  it('sends tianjin to not-found with the permission message on a page it may not open', async () => {
    const { page, close } = await newPage(browser())
    try {
      // Typed into a signed-in tab: the address is the document's first load.
      await giveSession(page, 'tianjin', 'City@2026ev')
      await page.goto(url('/#/system-management/sso-user-management'))
      await expect.poll(() => page.url()).toBe(url('/#/not-found'))
      await expect.poll(() => page.getByText('您没有当前页面的权限，请联系管理员~').isVisible()).toBe(true)
    } finally {
      await close()
    }
  })

  it('fetches the screen of the address while the session loads, and asks for the session before the first render', async () => {
    const { page, close } = await newPage(browser())
    try {
      await openSignedIn(
        page,
        'admin',
        'Admin@2026ev',
        '/#/login?jumpTo=' + encodeURIComponent(url('/#/welcome')),
      )
      // A second tab of the same browser: the session cookie is there, the session state is not,
      // so the guard loads user_info first; the station list's code has not been fetched yet.
      const second = await page.context().newPage()
      const events: string[] = []
      second.on('request', (request) => {
        if (/\/chunks\/station-archives-[^/]+\.js$/.test(request.url())) events.push('screen fetched')
        const path = new URL(request.url()).pathname
        if (path === '/api/user_info') events.push('user_info asked')
        // Asked by the console's first render (AppearanceSync's effect).
        if (path === '/api/appearance/platform') events.push('first render')
      })
      second.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname === '/api/user_info') events.push('user_info answered')
      })
      await second.goto(url(`/#${archivesPath('station-archives-management')}`))
      await waitForList(pageOf(second, 'station-archives-management'))
      const answered = events.indexOf('user_info answered')
      expect(answered).toBeGreaterThan(-1)
      expect(events.indexOf('screen fetched')).toBeGreaterThan(-1)
      expect(events.indexOf('screen fetched')).toBeLessThan(answered)
      // Issue 14: the element asks for the session when it is connected, not after React's first
      // render (src/shell/Console.tsx: bootConsole).
      expect(events.indexOf('first render')).toBeGreaterThan(-1)
      expect(events.indexOf('user_info asked')).toBeLessThan(events.indexOf('first render'))
      await second.close()
    } finally {
      await close()
    }
  })
})
