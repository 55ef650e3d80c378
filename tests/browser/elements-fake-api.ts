/**
 * Shared by the elements-* browser tests: the built bundle's URL, a small in-page fake of the
 * platform API answering `fetch` under /fake-api (the real server is exercised by
 * tests/e2e/embedding-*), and helpers to mount elements and wait for what they show.
 */
import { WAIT_MS, waitFor as waitUntil } from './waits'
export const BUNDLE = '/dist/ev-console.js'
export const API = '/fake-api'

export type Element = HTMLElement & { setToken(token: string): Promise<boolean>; apiBase?: string }

/** The fake platform: a session flag and the calls it answered. */
export const server = {
  signedIn: false,
  tokens: new Set<string>(),
  calls: [] as string[],
  /** When set, list pages answer this error (code and message). */
  listError: null as null | { code: number; msg: string },
  /** Rows every list page answers (none by default). */
  rows: [] as Record<string, unknown>[],
  /** The platform's appearance (issue 21): grey days and watermark, answered to anyone. */
  appearance: { greyFrom: null as string | null, greyTo: null as string | null, watermark: false },
  /** Pages the user may open besides USER's (`resPath`s such as `p1/view`). */
  extraAuths: [] as string[],
  /** The back menu list, when not the default MENU. */
  menu: null as unknown[] | null,
  /** The user's 菜单设置 entries (GET /menu/setting/list) and the global menu tree (GET /menu/tree). */
  menuSettings: [] as unknown[],
  menuTree: [] as unknown[],
}

const USER = {
  name: 'tester',
  nickName: '测试员',
  auths: [
    { resPath: 'station-archives-management/view' },
    { resPath: 'equipment-archives-management/view' },
    { resPath: 'order-archives-management/view' },
    { resPath: 'operator-archives-management/view' },
    { resPath: 'battery-file/view' },
    { resPath: 'exchange-station-management/view' },
    { resPath: 'exchange-order-management/view' },
    { resPath: 'mobile-operator-management/view' },
    { resPath: 'enterprise-record/view' },
    { resPath: 'message/view' },
    { resPath: 'account-center/view' },
  ],
  userInfo: { createTime: '2026-01-01 00:00:00', lastResetPwdTime: new Date().toISOString() },
}
const MENU = [
  {
    path: ['/archives-management'],
    key: 'archives-management',
    label: '档案管理',
    secondaryMenuList: [
      { path: ['/archives-management/station-archives-management'], key: 'sa', label: '充电站档案' },
      { path: ['/archives-management/equipment-archives-management'], key: 'ea', label: '充电设备档案' },
    ],
  },
]

function answer(path: string, method: string): { code: number; msg?: string; data?: unknown } {
  if (path === '/login' && method === 'POST') {
    server.signedIn = true
    return { code: 200, data: {} }
  }
  if (path === '/appearance/platform') return { code: 200, data: server.appearance }
  if (path.startsWith('/common/')) return { code: 200, data: { platformName: '测试平台', hostOrigins: [] } }
  if (!server.signedIn && /(^|;\s*)long-token=/.test(document.cookie)) {
    const token = decodeURIComponent(document.cookie.match(/long-token=([^;]*)/)?.[1] ?? '')
    if (server.tokens.delete(token)) server.signedIn = true
  }
  if (!server.signedIn) return { code: 401, msg: '登录已过期' }
  if (path === '/new_logout') {
    server.signedIn = false
    return { code: 200 }
  }
  if (path === '/user_info') {
    const extra = server.extraAuths.map((resPath) => ({ resPath }))
    return { code: 200, data: { ...USER, auths: [...USER.auths, ...extra] } }
  }
  if (path === '/menu/backMenuList') return { code: 200, data: server.menu ?? MENU }
  if (path === '/menu/setting/list') return { code: 200, data: server.menuSettings }
  if (path === '/menu/tree' && method === 'GET') return { code: 200, data: server.menuTree }
  if (path === '/appearance/theme') return { code: 200, data: { theme: null } }
  if (path === '/appearance/alarm-notices') return { code: 200, data: { enabled: true, sound: false } }
  // Option lists (operators, area codes) are arrays; everything else here is a list page.
  if (path.startsWith('/base/') || path.startsWith('/common/') || path.includes('area'))
    return { code: 200, data: [] }
  if (server.listError) return { ...server.listError, msg: `${server.listError.msg}${server.calls.length}` }
  return { code: 200, data: { list: server.rows, total: server.rows.length, pageNum: 1, pageSize: 10 } }
}

export const realFetch = window.fetch.bind(window)
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href)
  if (!url.pathname.startsWith(`${API}/`)) return realFetch(input, init)
  const path = url.pathname.slice(API.length)
  const method = (init?.method ?? 'GET').toUpperCase()
  server.calls.push(`${method} ${path}`)
  return new Response(JSON.stringify(answer(path, method)), {
    headers: { 'content-type': 'application/json' },
  })
}

/**
 * The fake platform's event streams (the console's work signal, GET /workflow/work-stream): open,
 * with nothing to tell unless a test pushes an event (pushStreamEvent). EventSource does not go
 * through fetch.
 */
const RealEventSource = window.EventSource
/** The fake streams opened, in order. */
export const streams: FakeEventSource[] = []
class FakeEventSource extends EventTarget {
  readyState = 1
  onerror: ((event: Event) => void) | null = null
  onopen: ((event: Event) => void) | null = null
  constructor(
    readonly url: string,
    init?: EventSourceInit,
  ) {
    super()
    if (!new URL(url, location.href).pathname.startsWith(`${API}/`))
      // biome-ignore lint/correctness/noConstructorReturn: any other stream is the browser's own
      return new RealEventSource(url, init) as unknown as FakeEventSource
    streams.push(this)
  }
  close() {
    this.readyState = 2
  }
}
window.EventSource = FakeEventSource as unknown as typeof EventSource

/** The work streams open now. */
export const openWorkStreams = () =>
  streams.filter((stream) => stream.readyState === 1 && stream.url.includes('/workflow/work-stream'))

/** Send an event (`alarm`, `work`) down every open work stream. */
export function pushStreamEvent(type: string, data: unknown): void {
  for (const stream of openWorkStreams())
    stream.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }))
}

/** waitFor (./waits.ts) that names, when it fails, what each mounted element shows and the last calls. */
export function waitFor(check: () => boolean, what: string, ms = WAIT_MS): Promise<void> {
  return waitUntil(check, what, ms, () => {
    const shown = mounted.map(
      (element) => `${element.localName}: ${shadowOf(element).textContent?.slice(-300)}`,
    )
    return `shown: ${shown.join(' | ')}; calls: ${server.calls.slice(-8).join(', ')}`
  })
}

export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

export const mounted: HTMLElement[] = []

export function mount(
  tag: string,
  attributes: Record<string, string> = {},
  parent: HTMLElement = document.body,
) {
  const element = document.createElement(tag) as Element
  element.setAttribute('api-base', API)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.style.height = '640px'
  parent.append(element)
  mounted.push(element)
  return element
}

export const shadowOf = (element: HTMLElement) => element.shadowRoot as ShadowRoot
export const loginForm = (element: HTMLElement) =>
  shadowOf(element).querySelector('.evc-login button[type="submit"]')
export const screenShown = (element: HTMLElement) =>
  !!shadowOf(element).querySelector('table') && !loginForm(element)

export async function signInThrough(element: HTMLElement): Promise<void> {
  const shadow = shadowOf(element)
  await waitFor(() => !!loginForm(element), 'the sign-in form')
  const type = (selector: string, value: string) => {
    const input = shadow.querySelector(selector) as HTMLInputElement
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  type('input[autocomplete="username"]', 'tester')
  type('input[autocomplete="current-password"]', 'Secret@2026')
  ;(loginForm(element) as HTMLButtonElement).click()
}

/** Remove what a test mounted and sign the fake platform out. */
export async function cleanUp(): Promise<void> {
  for (const element of mounted.splice(0)) element.remove()
  await nextTask()
  server.signedIn = false
  server.listError = null
  server.rows = []
  server.appearance = { greyFrom: null, greyTo: null, watermark: false }
  server.extraAuths = []
  server.menu = null
  server.menuSettings = []
  server.menuTree = []
  sessionStorage.clear()
  localStorage.clear()
}
