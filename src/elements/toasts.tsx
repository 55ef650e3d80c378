/**
 * decisions: Toasts — at most 2 at once on the whole page, however many elements are mounted.
 * Each element has its own message holder (inside its shadow root); this wraps the toast API
 * every component of the element sees (`useToasts()`), so that a third toast anywhere on the
 * page closes the oldest one, in whichever element it is.
 */
import type { ArgsProps, JointContent, MessageInstance, NoticeType } from 'antd/es/message/interface'
import { isValidElement, type ReactNode } from 'react'
import { ToastProvider } from '../ui/toasts'
import { MESSAGE_CONFIG } from './theme'

interface OpenToast {
  api: MessageInstance
  key: string | number
}

const open: OpenToast[] = []
let counter = 0

function forget(key: string | number) {
  const index = open.findIndex((toast) => toast.key === key)
  if (index >= 0) open.splice(index, 1)
}

function isArgs(content: JointContent): content is ArgsProps {
  return !!content && typeof content === 'object' && !isValidElement(content) && 'content' in content
}

/** A message API that counts toasts page-wide. */
export function limitedMessage(api: MessageInstance): MessageInstance {
  const show = (args: ArgsProps) => {
    counter += 1
    const key = args.key ?? `ev-toast-${counter}`
    forget(key)
    open.push({ api, key })
    while (open.length > MESSAGE_CONFIG.maxCount) {
      const oldest = open.shift() as OpenToast
      oldest.api.destroy(oldest.key)
    }
    return api.open({
      ...args,
      key,
      onClose: () => {
        forget(key)
        args.onClose?.()
      },
    })
  }
  const typed =
    (type: NoticeType) =>
    (content: JointContent, duration?: number | VoidFunction, onClose?: VoidFunction) => {
      const args: ArgsProps = isArgs(content) ? { ...content } : { content: content as ReactNode }
      if (typeof duration === 'function') args.onClose = duration
      else if (typeof duration === 'number') args.duration = duration
      if (onClose) args.onClose = onClose
      return show({ ...args, type })
    }
  return {
    open: show,
    success: typed('success'),
    error: typed('error'),
    info: typed('info'),
    warning: typed('warning'),
    loading: typed('loading'),
    destroy: (key?: string | number) => {
      if (key === undefined) {
        for (const toast of open.filter((item) => item.api === api)) forget(toast.key)
      } else forget(key)
      api.destroy(key)
    },
  } as MessageInstance
}

/** Gives the element's components the page-wide limited toast API, with the element's holder. */
export function PageToasts({ children }: { children?: ReactNode }) {
  return (
    <ToastProvider config={MESSAGE_CONFIG} wrap={limitedMessage}>
      {children}
    </ToastProvider>
  )
}
