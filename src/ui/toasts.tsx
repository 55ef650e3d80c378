/**
 * Toasts (antd's message) for every component of an element, without antd's `App`: `App` also
 * builds the notification and modal stacks, a fifth of the login page's bytes, which nothing
 * here needs up front (budgets.md; screens that confirm use `Modal.useModal()` themselves).
 * The element root provides the API (src/elements/toasts.tsx adds the page-wide limit).
 */
import { message as antdMessage } from 'antd'
import type { ConfigOptions, MessageInstance } from 'antd/es/message/interface'
import { createContext, type ReactNode, useContext, useMemo } from 'react'

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

/** Renders the toast holder (its toasts go to antd's popup container) and provides the API. */
export function ToastProvider({ config, wrap, children }: ToastProviderProps) {
  const [api, holder] = antdMessage.useMessage(config)
  const value = useMemo(() => (wrap ? wrap(api) : api), [api, wrap])
  return (
    <ToastContext.Provider value={value}>
      {holder}
      {children}
    </ToastContext.Provider>
  )
}
