/**
 * The confirmation of a list's `confirm` action (antd's confirm dialog, rendered in the screen's
 * shadow root through `Modal.useModal`'s holder). Its own chunk: antd's Modal is some 15 KB gzip
 * a list's rows need not wait for (budgets.md); ListScreen fetches it ahead once the rows are in.
 * Other screens ask through `useConfirmation` (a flow's steps, 提交材料, 发布结果). The dialog is
 * keyboard-usable: 确定 has the focus, Enter confirms, Escape cancels.
 */
import { Modal } from 'antd'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

/** A confirmation asked for: shown once, then `onShown` (the request is not shown again). */
export interface ConfirmRequest {
  title: ReactNode
  content?: ReactNode
  danger?: boolean
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
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: request.danger },
      onOk: request.onOk,
    })
    onShown()
  }, [request, modal, onShown])
  return holder
}

/**
 * Ask for a confirmation from a screen's own code: `ask(request)` opens the dialog, `holder` is
 * rendered where the dialog belongs (inside the screen's shadow root).
 */
export function useConfirmation(): { ask: (request: ConfirmRequest) => void; holder: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null)
  const onShown = useCallback(() => setRequest(null), [])
  return { ask: setRequest, holder: <ConfirmDialog request={request} onShown={onShown} /> }
}
