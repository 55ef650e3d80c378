/**
 * The shell's dialogs: change password (forced or opened), and the popup shown on entering.
 * Each loads when it is first to be shown: most sessions show neither, and antd's Modal and the
 * password form are not part of a screen's first rows (budgets.md).
 */
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../core/session'
import { preloadable } from '../../ui/preloadable'
import { useSession } from '../../ui/useSession'
import { useShownOnce } from '../../ui/useShownOnce'
import { useShell } from '../context'
import { retrying } from '../router/loadScreen'
import { noticeOnEntry } from './notices'

const ChangePasswordDialog = preloadable(
  retrying(() => import('./ChangePasswordDialog').then((module) => module.ChangePasswordDialog)),
)
const NoticePopups = preloadable(
  retrying(() => import('./NoticePopups').then((module) => module.NoticePopups)),
)

export function Dialogs() {
  const { ui } = useShell()
  const { passwordDialogOpen } = useSnapshot(ui)
  const { changePwd } = useSession()
  const passwordUsed = useShownOnce(changePwd || passwordDialogOpen)
  // Decided once, on entering the shell: dismissing feedback does not bring up the other one.
  const [notice] = useState(() => noticeOnEntry(session.feedbackCount, session.evaluateCount))
  return (
    <>
      {passwordUsed && <ChangePasswordDialog />}
      {notice && <NoticePopups kind={notice} />}
    </>
  )
}
