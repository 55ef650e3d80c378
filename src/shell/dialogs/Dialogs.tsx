import { ChangePasswordDialog } from './ChangePasswordDialog'
import { NoticePopups } from './NoticePopups'

/** The shell's dialogs: change password (forced or opened), and the popup shown on entering. */
export function Dialogs() {
  return (
    <>
      <ChangePasswordDialog />
      <NoticePopups />
    </>
  )
}
