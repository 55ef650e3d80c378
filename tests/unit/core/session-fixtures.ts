/**
 * Shared by the session tests (session*.test.ts): a user_info answer, a back menu, the clock they
 * are judged at, and a fresh session for every test.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import type { UserInfoData } from '../../../src/core/api'
import type { BackMenuItem } from '../../../src/core/menu'
import { clearSession } from '../../../src/core/session'

/** The clock the tests judge dates at, and a day of it. */
export const DAY = 24 * 60 * 60 * 1000
export const NOW = new Date('2026-11-22T10:00:00+08:00').getTime()

export function at(time: number): string {
  // The server's 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai (vitest runs with TZ=Asia/Shanghai).
  const d = new Date(time)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/** tianjin's user_info answer (a password changed 3 days ago), with `overrides`. */
export function user(overrides: Partial<UserInfoData> = {}): UserInfoData {
  return {
    name: 'tianjin',
    nickName: '天津市管理员',
    pages: ['station-archives-management'],
    areaType: 0,
    authStg: 1,
    operatorsType: 2,
    attrs: [{ attrKey: 'auth_area', attrValue: '120100' }],
    resetPwdFlag: false,
    userInfo: { createTime: at(NOW - 400 * DAY), lastResetPwdTime: at(NOW - 3 * DAY) },
    auths: [
      { resPath: 'station-archives-management/view' },
      { resPath: 'station-archives-management/export' },
    ],
    feedbackCount: 2,
    evaluateCount: 1,
    phoneNumber: '13800000000',
    ...overrides,
  }
}

/** The back menu: 档案管理 with two pages, of which user() may open 充电站档案 only. */
export const BACK_MENU: BackMenuItem[] = [
  {
    path: '/archives-management',
    key: 'archives-management',
    label: '档案管理',
    secondaryMenuList: [
      { path: '/archives-management/station-archives-management', key: 's', label: '充电站档案' },
      { path: '/archives-management/battery-file', key: 'b', label: '电池档案' },
    ],
  },
]

/** Start every test of the calling file with an empty session and storage, and no mocks left. */
export function freshSessionEachTest(): void {
  beforeEach(() => {
    sessionStorage.clear()
    clearSession()
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })
}
