/**
 * A confirmation asked from a screen's own code (a flow's steps, 提交材料, 发布结果: issue 42 items
 * 7 and 8), through the list's confirm dialog (./ConfirmDialog.tsx), whose code loads when the
 * first confirmation is asked, not with the screen.
 */
import { type ReactNode, useCallback, useState } from 'react'
import { preloadable } from '../preloadable'
import { useShownOnce } from '../useShownOnce'
import type { ConfirmRequest } from './ConfirmDialog'

const ConfirmDialog = preloadable(() => import('./ConfirmDialog').then((module) => module.default))

/**
 * `ask(request)` opens the dialog; `holder` is rendered where the dialog belongs (inside the
 * screen's shadow root).
 *
 * @example
 * const confirmation = useConfirmation()
 * confirmation.ask({ title: '确定提交材料吗？', content: '提交后不能修改材料。', onOk: submit })
 * return <>{confirmation.holder}<Button onClick={…}>提交材料</Button></>
 */
export function useConfirmation(): { ask: (request: ConfirmRequest) => void; holder: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null)
  const onShown = useCallback(() => setRequest(null), [])
  const used = useShownOnce(request !== null)
  return { ask: setRequest, holder: used ? <ConfirmDialog request={request} onShown={onShown} /> : null }
}
