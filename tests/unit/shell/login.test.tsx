/** The login page's field checks (src/shell/pages/Login.tsx): both fields required, spaces are empty. */
import { describe, expect, it } from 'vitest'
import { loginErrors } from '../../../src/shell/pages/Login'

describe('loginErrors', () => {
  it('names each empty field', () => {
    expect(loginErrors({ username: '', password: '' })).toEqual({
      username: '请输入用户名',
      password: '请输入密码',
    })
  })

  it('counts a username of spaces as empty, but not a password of spaces', () => {
    expect(loginErrors({ username: '  ', password: ' ' })).toEqual({ username: '请输入用户名' })
  })

  it('passes filled fields', () => {
    expect(loginErrors({ username: 'admin', password: 'Admin@2026ev' })).toEqual({})
  })
})
