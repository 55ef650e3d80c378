/**
 * The confirmation of a list's `confirm` action (antd's confirm dialog, rendered in the screen's
 * shadow root through `Modal.useModal`'s holder). Its own chunk: antd's Modal is some 15 KB gzip
 * a list's rows need not wait for (budgets.md); ListScreen fetches it ahead once the rows are in.
 * Other screens ask through `useConfirmation` (./useConfirmation.tsx). The dialog is
 * keyboard-usable: 确定 has the focus, Enter confirms, Escape cancels.
 */
import { Modal } from 'antd'
import { type ReactNode, useEffect, useRef } from 'react'

/** A confirmation asked for: shown once, then `onShown` (the request is not shown again). */
export interface ConfirmRequest {
  title: ReactNode
  content?: ReactNode
  danger?: boolean
  /** The confirming button's text, naming the act where it is final (发布); default 确定. */
  okText?: string
  /** 确定: the dialog closes when it settles. */
  onOk: () => Promise<unknown>
}

export default function ConfirmDialog({
  request,
  onShown,
}: {
  request: ConfirmRequest | null
  onShown: () => void
}) {
  const [modal, holder] = Modal.useModal()
  // Each request once, however often the effect runs again (a kept-alive page shown again).
  const shown = useRef<ConfirmRequest | null>(null)
  useEffect(() => {
    if (!request || shown.current === request) return
    shown.current = request
    modal.confirm({
      title: request.title,
      content: request.content,
      okText: request.okText ?? '确定',
      cancelText: '取消',
      okButtonProps: { danger: request.danger },
      onOk: request.onOk,
    })
    onShown()
  }, [request, modal, onShown])
  return holder
}
