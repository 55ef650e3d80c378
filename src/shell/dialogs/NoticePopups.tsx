/**
 * 意见反馈处理 and 评定材料上传 (section 2 modals, section 4): on entering the shell the feedback
 * popup shows if feedbackCount is non-zero, otherwise the evaluation popup if evaluateCount is.
 * Dismissing resets the counter to 0; confirming navigates (evaluation first marks it read). The
 * popup follows its counter in the session store: it goes once nothing of its kind waits.
 */
import { Button, Modal } from 'antd'
import { useState } from 'react'
import { resetCounter } from '../../core/session'
import { refreshWorkCounts } from '../../core/work-counts'
import { useSession } from '../../ui/useSession'
import { useShell } from '../context'
import { NOTICES, type NoticeKind } from './notices'

/** The popup chosen when the shell was entered (Dialogs.tsx); waits while a forced password change is open. */
export function NoticePopups({ kind }: { kind: NoticeKind }) {
  const { api, navigate } = useShell()
  const { changePwd, feedbackCount, evaluateCount } = useSession()
  // The counter in the session store: read again after 消息 or a step (core/work-counts.ts), the
  // popup goes once nothing of its kind waits any more.
  const waiting = (kind === 'feedback' ? feedbackCount : evaluateCount) > 0
  const [open, setOpen] = useState(true)
  const [busy, setBusy] = useState(false)
  const notice = NOTICES[kind]

  const dismiss = () => {
    resetCounter(kind)
    setOpen(false)
  }

  const confirm = async () => {
    if (kind === 'evaluate') {
      setBusy(true)
      try {
        await api.updateReaded()
        // The evaluation's to-dos are read with it (the badge).
        void refreshWorkCounts(api)
      } catch {
        // The client showed why; the user can still go to the upload page.
      } finally {
        setBusy(false)
      }
    }
    setOpen(false)
    navigate(notice.path)
  }

  return (
    <Modal
      title={notice.title}
      open={open && waiting && !changePwd}
      onCancel={dismiss}
      mask={{ closable: false }}
      footer={
        <Button type="primary" loading={busy} onClick={confirm}>
          {notice.button}
        </Button>
      }
    >
      <p>{notice.text}</p>
    </Modal>
  )
}
