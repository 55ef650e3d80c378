/**
 * The shell's dialogs: change password (forced or opened), and the popup shown on entering.
 * Each loads when it is first to be shown: most sessions show neither, and antd's Modal and the
 * password form are not part of a screen's first rows (budgets.md).
 */
import { lazy, Suspense, useState } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../core/session'
import { useSession } from '../../ui/useSession'
import { useShownOnce } from '../../ui/useShownOnce'
import { useShell } from '../context'
import { retrying } from '../router/loadScreen'
import { noticeOnEntry } from './notices'

const ChangePasswordDialog = lazy(
  retrying(() =>
    import('./ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })),
  ),
)
const NoticePopups = lazy(
  retrying(() => import('./NoticePopups').then((module) => ({ default: module.NoticePopups }))),
)

export function Dialogs() {
  const { ui } = useShell()
  const { passwordDialogOpen } = useSnapshot(ui)
  const { changePwd } = useSession()
  const passwordUsed = useShownOnce(changePwd || passwordDialogOpen)
  // Decided once, on entering the shell: dismissing feedback does not bring up the other one.
  const [notice] = useState(() => noticeOnEntry(session.feedbackCount, session.evaluateCount))
  return (
    <Suspense fallback={null}>
      {passwordUsed && <ChangePasswordDialog />}
      {notice && <NoticePopups kind={notice} />}
    </Suspense>
  )
}
