/**
 * The toast API before antd's message has loaded (src/ui/toasts.tsx, issue 14): calls wait for
 * the real API and keep antd's handle — closing before the toast showed closes it when it shows,
 * awaiting resolves when it closes; destroy before anything loaded does nothing.
 */
import type { MessageInstance, MessageType } from 'antd/es/message/interface'
import { describe, expect, it, vi } from 'vitest'
import { deferredMessage } from '../../../src/ui/toasts'

function fakeApi() {
  const closes: ReturnType<typeof vi.fn>[] = []
  const shown: unknown[][] = []
  const handle = (args: unknown[]) => {
    shown.push(args)
    const close = vi.fn()
    closes.push(close)
    const result = close as unknown as MessageType
    // biome-ignore lint/suspicious/noThenProperty: antd's MessageType is thenable
    result.then = (filled, rejected) => Promise.resolve(true).then(filled, rejected)
    return result
  }
  const api = {
    open: vi.fn((...args: unknown[]) => handle(args)),
    success: vi.fn((...args: unknown[]) => handle(args)),
    error: vi.fn((...args: unknown[]) => handle(args)),
    info: vi.fn((...args: unknown[]) => handle(args)),
    warning: vi.fn((...args: unknown[]) => handle(args)),
    loading: vi.fn((...args: unknown[]) => handle(args)),
    destroy: vi.fn(),
  } as unknown as MessageInstance
  return { api, closes, shown }
}

describe('deferredMessage', () => {
  it('shows a toast once the real API is there, and its handle closes and awaits it', async () => {
    const { api, closes, shown } = fakeApi()
    let release: (api: MessageInstance) => void = () => {}
    const ready = new Promise<MessageInstance>((resolve) => {
      release = resolve
    })
    let loaded: MessageInstance | null = null
    const deferred = deferredMessage(
      () => ready,
      () => loaded,
    )
    deferred.destroy('nothing yet')
    expect(api.destroy).not.toHaveBeenCalled()
    const first = deferred.success('已保存', 2)
    const second = deferred.error({ content: '失败', key: 'k' })
    second()
    expect(shown).toEqual([])
    loaded = api
    release(api)
    await expect(first).resolves.toBe(true)
    expect(api.success).toHaveBeenCalledWith('已保存', 2)
    expect(api.error).toHaveBeenCalledWith({ content: '失败', key: 'k' })
    // Closed before it showed: closed as soon as it did.
    expect(closes[1]).toHaveBeenCalledTimes(1)
    expect(closes[0]).not.toHaveBeenCalled()
    first()
    expect(closes[0]).toHaveBeenCalledTimes(1)
    deferred.destroy('k')
    expect(api.destroy).toHaveBeenCalledWith('k')
  })
})
