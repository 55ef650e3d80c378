/**
 * The login page (bare, section 2): username, password, 登录. The password goes encrypted
 * (src/core/api.ts). After sign-in: jumpTo (a full address) or the first page of the user's menu
 * (decisions: `pages`). The server's wrong-password and lockout messages show as toasts (section 8).
 *
 * Two required fields do not need antd's Form: its field store, validator and label tooltips
 * are a tenth of the login page's bytes (budgets.md: the login page ≤ 220 KB). The page keeps
 * antd's inputs and button, and the vertical form's look (label above, message below in red).
 */
import { LockOutlined, UserOutlined } from '@ant-design/icons'
import { Button, Input } from 'antd'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useSearch } from 'wouter'
import { loadCrypto } from '../../core/api'
import { cityConfig } from '../../core/cities'
import { markSignedIn, session } from '../../core/session'
import { ensureSession } from '../../core/session-load'
import { useShell } from '../context'
import { startPath } from '../layout/menuItems'
import { publicConfigOf, useCityConfig } from '../publicConfig'

interface LoginForm {
  username: string
  password: string
}

type Errors = Partial<Record<keyof LoginForm, string>>

/** The messages of the two required fields (a username of spaces counts as empty). */
export function loginErrors({ username, password }: LoginForm): Errors {
  return {
    ...(username.trim() ? {} : { username: '请输入用户名' }),
    ...(password ? {} : { password: '请输入密码' }),
  }
}

/** A label above its input and the field's message below it, tied to the input for screen readers. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="evc-login-field">
      <label className="evc-login-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <div className="evc-login-error" id={`${id}-error`} role="alert">
        {error}
      </div>
    </div>
  )
}

/** The sign-in page. */
export default function Login() {
  const { api, table, location, navigate } = useShell()
  const search = useSearch()
  const [busy, setBusy] = useState(false)
  const [values, setValues] = useState<LoginForm>({ username: '', password: '' })
  // Messages show after the first submit, then follow every keystroke (as antd's Form does).
  const [checked, setChecked] = useState(false)
  const errors = checked ? loginErrors(values) : {}
  const id = useId()
  const field = (name: keyof LoginForm) => ({
    id: `${id}-${name}`,
    value: values[name],
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': !!errors[name],
    'aria-describedby': `${id}-${name}-error`,
    onChange: (event: { target: { value: string } }) =>
      setValues((now) => ({ ...now, [name]: event.target.value })),
  })
  const [platformName, setPlatformName] = useState<string | null>(null)
  const city = useCityConfig(api)

  useEffect(() => {
    let live = true
    // The password cipher loads while the user types, not on 登录 (issue 14: not in a signed-in
    // user's first load).
    void loadCrypto()
    api.platformName().then((name) => live && setPlatformName(name))
    return () => {
      live = false
    }
  }, [api])

  const goOn = async () => {
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
    const dashboard = cityConfig((await publicConfigOf(api))?.cityCode)?.dashboardRoute
    navigate(startPath(session.menu, table, session.authMap, dashboard), { replace: true })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (busy || Object.keys(loginErrors(values)).length > 0) return
    const { username, password } = values
    setBusy(true)
    try {
      await api.login(username.trim(), password)
      markSignedIn(api)
      if (await ensureSession(api, { fresh: true })) await goOn()
    } catch {
      // Wrong credentials or a locked account: the client showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="evc-login">
      <main className="evc-login-card">
        <h1 className="evc-login-title">{city?.firstScreenTitle ?? platformName ?? '充换电设施监管平台'}</h1>
        <p className="evc-login-subtitle">用户登录</p>
        <form className="evc-login-form" onSubmit={submit} noValidate autoComplete="on">
          <Field id={`${id}-username`} label="用户名" error={errors.username}>
            <Input
              {...field('username')}
              size="large"
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
            />
          </Field>
          <Field id={`${id}-password`} label="密码" error={errors.password}>
            <Input.Password
              {...field('password')}
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
            />
          </Field>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            登录
          </Button>
        </form>
      </main>
    </div>
  )
}
