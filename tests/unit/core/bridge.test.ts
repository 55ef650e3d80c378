// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  listenToHost,
  parseOrigins,
  postSessionExpired,
  postToHost,
  resolveAllowedOrigins,
} from '../../../src/core/bridge'

const OWN = window.location.origin
const PORTAL = 'https://portal.gov.example'

/** Pretend the console is framed: `window.parent` becomes a recording fake. */
function framed() {
  const parent = { postMessage: vi.fn() }
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
  return parent
}

/** Deliver a message to the console's window as if the host sent it. */
function deliver(data: unknown, origin: string, source: unknown = window.parent) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('messages to the host', () => {
  it('posts the plain string SESSION_EXPIRED with target * when framed', () => {
    const parent = framed()
    postSessionExpired()
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith('SESSION_EXPIRED', '*')
  })

  it('posts nothing when the console is not framed', () => {
    const post = vi.spyOn(window, 'postMessage')
    postSessionExpired()
    postToHost('READY', {}, [OWN])
    expect(post).not.toHaveBeenCalled()
  })

  it('posts structured messages only to the allowed origins, never to *', () => {
    const parent = framed()
    postToHost('ROUTE_CHANGE', { path: '/welcome' }, [PORTAL, '*'])
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { ns: 'ev-console', v: 1, type: 'ROUTE_CHANGE', payload: { path: '/welcome' } },
      PORTAL,
    )
  })

  it("posts to the page's own origin when no allow-list is given", () => {
    const parent = framed()
    postToHost('READY', null)
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith(
      { ns: 'ev-console', v: 1, type: 'READY', payload: null },
      OWN,
    )
  })
})

describe('messages from the host', () => {
  function listen(origins?: readonly string[]) {
    const onShowMode = vi.fn()
    const onNavigate = vi.fn()
    const stop = listenToHost({ onShowMode, onNavigate }, origins ? () => origins : undefined)
    return { onShowMode, onNavigate, stop }
  }

  it('accepts SET_SHOW_MODE and NAVIGATE from the parent on an allowed origin', () => {
    const { onShowMode, onNavigate, stop } = listen([PORTAL])
    deliver({ ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: 1 } }, PORTAL)
    deliver(
      { ns: 'ev-console', v: 1, type: 'NAVIGATE', payload: { path: '/archives-management/battery-file' } },
      PORTAL,
    )
    expect(onShowMode).toHaveBeenCalledExactlyOnceWith(1)
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/archives-management/battery-file')
    stop()
  })

  it("accepts the page's own origin by default", () => {
    const { onShowMode, stop } = listen()
    deliver({ ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: 0 } }, OWN)
    expect(onShowMode).toHaveBeenCalledExactlyOnceWith(0)
    stop()
  })

  it('ignores a message from an origin not in the allow-list', () => {
    const { onShowMode, onNavigate, stop } = listen([PORTAL])
    deliver(
      { ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: 1 } },
      'https://evil.example',
    )
    deliver({ ns: 'ev-console', v: 1, type: 'NAVIGATE', payload: { path: '/welcome' } }, OWN)
    expect(onShowMode).not.toHaveBeenCalled()
    expect(onNavigate).not.toHaveBeenCalled()
    stop()
  })

  it('ignores a message whose source is not window.parent', () => {
    const { onShowMode, stop } = listen([PORTAL])
    const otherWindow = { postMessage: () => undefined }
    deliver({ ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: 1 } }, PORTAL, otherWindow)
    deliver({ ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: 1 } }, PORTAL, null)
    expect(onShowMode).not.toHaveBeenCalled()
    stop()
  })

  it.each([
    ['a plain string', 'SET_SHOW_MODE'],
    ['another namespace', { ns: 'other', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: 1 } }],
    ['another version', { ns: 'ev-console', v: 2, type: 'SET_SHOW_MODE', payload: { showMode: 1 } }],
    ['no payload', { ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE' }],
    ['a text showMode', { ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: '1' } }],
    ['a NaN showMode', { ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: Number.NaN } }],
    ['a path without /', { ns: 'ev-console', v: 1, type: 'NAVIGATE', payload: { path: 'welcome' } }],
    [
      'an absolute URL',
      { ns: 'ev-console', v: 1, type: 'NAVIGATE', payload: { path: 'https://evil.example/' } },
    ],
    [
      'a protocol-relative URL',
      { ns: 'ev-console', v: 1, type: 'NAVIGATE', payload: { path: '//evil.example' } },
    ],
    ['an unknown type', { ns: 'ev-console', v: 1, type: 'LOGOUT', payload: {} }],
  ])('ignores a malformed message: %s', (_, data) => {
    const { onShowMode, onNavigate, stop } = listen([PORTAL])
    deliver(data, PORTAL)
    expect(onShowMode).not.toHaveBeenCalled()
    expect(onNavigate).not.toHaveBeenCalled()
    stop()
  })

  it('stops listening after unsubscribe', () => {
    const { onShowMode, stop } = listen([PORTAL])
    stop()
    deliver({ ns: 'ev-console', v: 1, type: 'SET_SHOW_MODE', payload: { showMode: 1 } }, PORTAL)
    expect(onShowMode).not.toHaveBeenCalled()
  })
})

describe('allowed origins (decisions: Bridge origins)', () => {
  it('takes the attribute first, then the server setting, then the own origin', () => {
    expect(
      resolveAllowedOrigins(`${PORTAL}/path https://b.example:8443`, ['https://server.example']),
    ).toEqual([PORTAL, 'https://b.example:8443'])
    expect(resolveAllowedOrigins('', ['https://server.example'])).toEqual(['https://server.example'])
    expect(resolveAllowedOrigins(null, [])).toEqual([OWN])
  })

  it('drops * and anything that is not an http(s) origin', () => {
    expect(parseOrigins('* javascript:alert(1) ftp://x.example https://ok.example')).toEqual([
      'https://ok.example',
    ])
  })
})
