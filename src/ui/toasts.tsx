/**
 * Toasts (antd's message) for every component of an element, without antd's `App`: `App` also
 * builds the notification and modal stacks, a fifth of the login page's bytes, which nothing
 * here needs up front (budgets.md; screens that confirm use `Modal.useModal()` themselves).
 * antd's message itself (and the notification code it is built on, ~8 KB gzip) loads with the
 * first toast, not with the first screen (issue 14): the API a component gets works at once and
 * shows its toast as soon as the holder is there.
 * The element root provides the API (src/elements/toasts.tsx adds the page-wide limit).
 */
import type { ConfigOptions, MessageInstance, MessageType } from 'antd/es/message/interface'
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'

export type { MessageInstance }

const ToastContext = createContext<MessageInstance | null>(null)

/** The toast API of the element a component is in. */
export function useToasts(): MessageInstance {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToasts() needs a <ToastProvider> above it (the element root gives one)')
  return api
}

export interface ToastProviderProps {
  config?: ConfigOptions
  /** Wraps the API the components see (the element root's page-wide limit). */
  wrap?: (api: MessageInstance) => MessageInstance
  children?: ReactNode
}

/**
 * A message API whose calls wait for the real one (`load`): each returns antd's handle at once —
 * calling it closes the toast (also before it showed), awaiting it waits for the toast to close.
 */
export function deferredMessage(load: () => Promise<MessageInstance>, loaded: () => MessageInstance | null) {
  const run = (call: (api: MessageInstance) => MessageType): MessageType => {
    let real: MessageType | null = null
    let closed = false
    const shown = load().then((api) => {
      real = call(api)
      if (closed) real()
      return real
    })
    const handle = (() => {
      closed = true
      real?.()
    }) as MessageType
    // biome-ignore lint/suspicious/noThenProperty: antd's MessageType is thenable (await = until it closes)
    handle.then = (filled, rejected) => shown.then((result) => result).then(filled, rejected)
    return handle
  }
  const typed =
    (type: 'success' | 'error' | 'info' | 'warning' | 'loading') =>
    (...args: Parameters<MessageInstance['info']>) =>
      run((api) => api[type](...args))
  return {
    open: (args) => run((api) => api.open(args)),
    success: typed('success'),
    error: typed('error'),
    info: typed('info'),
    warning: typed('warning'),
    loading: typed('loading'),
    // Nothing to close before the first toast loaded the holder.
    destroy: (key) => loaded()?.destroy(key),
  } as MessageInstance
}

/** Provides the API; renders the toast holder (its toasts go to antd's popup container) from the first toast on. */
export function ToastProvider({ config, wrap, children }: ToastProviderProps) {
  const [holder, setHolder] = useState<ReactNode>(null)
  const value = useMemo(() => {
    let ready: Promise<MessageInstance> | null = null
    let instance: MessageInstance | null = null
    const load = () => {
      ready ??= import('./ToastHolder').then(
        ({ ToastHolder }) =>
          new Promise<MessageInstance>((resolve) =>
            setHolder(
              <ToastHolder
                config={config}
                onReady={(api) => {
                  instance = api
                  resolve(api)
                }}
              />,
            ),
          ),
      )
      return ready
    }
    const api = deferredMessage(load, () => instance)
    return wrap ? wrap(api) : api
  }, [config, wrap])
  return (
    <ToastContext.Provider value={value}>
      {holder}
      {children}
    </ToastContext.Provider>
  )
}
