/**
 * The login page (bare, section 2): username, password, 登录. The password goes encrypted
 * (src/core/api.ts). After sign-in: jumpTo (a full address) or the first page of the user's menu
 * (decisions: `pages`). The server's wrong-password and lockout messages show as toasts (section 8).
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Form, Input } from 'antd'
import { useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { ensureSession, markSignedIn, session } from '../../core/session'
import { useShell } from '../context'
import { homePath } from '../layout/menuItems'

interface LoginForm {
  username: string
  password: string
}

/** The sign-in page. */
export default function Login() {
  const { api, table, location, navigate } = useShell()
  const search = useSearch()
  const [busy, setBusy] = useState(false)
  const [platformName, setPlatformName] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    api.platformName().then((name) => live && setPlatformName(name))
    return () => {
      live = false
    }
  }, [api])

  const goOn = () => {
    const jumpTo = new URLSearchParams(search).get('jumpTo')
    const route = jumpTo ? location.routeOf(jumpTo) : null
    if (route && !route.startsWith('/login')) return navigate(route, { replace: true })
    if (jumpTo && !route) {
      // Another page of this site (e.g. a host page): go there; other sites are never followed.
      try {
        const url = new URL(jumpTo, window.location.href)
        if (url.origin === window.location.origin && location.kind === 'hash')
          return window.location.assign(url.href)
      } catch {
        // Not an address: fall through to the first page.
      }
    }
    navigate(homePath(session.menu, table), { replace: true })
  }

  const submit = async ({ username, password }: LoginForm) => {
    setBusy(true)
    try {
      await api.login(username.trim(), password)
      markSignedIn(api)
      if (await ensureSession(api)) goOn()
    } catch {
      // Wrong credentials or a locked account: the client showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="evc-login">
      <main className="evc-login-card">
        <h1 className="evc-login-title">{platformName ?? '充换电设施监管平台'}</h1>
        <p className="evc-login-subtitle">用户登录</p>
        <Form<LoginForm>
          layout="vertical"
          size="large"
          onFinish={submit}
          requiredMark={false}
          autoComplete="on"
        >
          <Form.Item
            label="用户名"
            name="username"
            rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </main>
    </div>
  )
}
