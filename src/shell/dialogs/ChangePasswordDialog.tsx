/**
 * 修改密码 (section 2 modals, section 5 rules): username read-only; 当前密码, 新密码, 确认密码;
 * 取消 and 确定. Forced when resetPwdFlag is set (section 4) or, once opened, while the password is
 * stale (decisions: Stale password): then 取消 is disabled, there is no close button and Escape
 * does nothing; a 退出登录 link then lets the user leave without changing it now (the mask covers
 * the header's own 退出登录; issue 22, item 9). Both passwords are sent encrypted (src/core/api.ts).
 */
import { Button, Form, Input } from 'antd'
import { useSnapshot } from 'valtio'
import { isApiError } from '../../core/http'
import {
  confirmPasswordRule,
  currentPasswordRule,
  newPasswordRule,
  PASSWORD_MESSAGES,
} from '../../core/passwords'
import { markPasswordChanged } from '../../core/session'
import { FormDialog } from '../../ui/FormDialog'
import { useToasts } from '../../ui/toasts'
import { useSession } from '../../ui/useSession'
import { useShell } from '../context'

interface PasswordForm {
  oldPwd: string
  newPwd: string
  confirmPwd: string
}

/** Section 8: "success shows 操作成功". */
export const PASSWORD_CHANGED = '操作成功'

/** The change-password dialog of the console. */
export function ChangePasswordDialog() {
  const { api, ui, logout } = useShell()
  const { passwordDialogOpen } = useSnapshot(ui)
  const { name, changePwd, pwdDisabled } = useSession()
  const message = useToasts()
  const [form] = Form.useForm<PasswordForm>()
  const open = changePwd || passwordDialogOpen
  const forced = changePwd || pwdDisabled

  const close = () => {
    if (forced) return
    ui.passwordDialogOpen = false
  }

  const change = (values: PasswordForm) => api.changePassword(name, values.oldPwd, values.newPwd)

  const changed = () => {
    message.success(PASSWORD_CHANGED)
    markPasswordChanged()
    ui.passwordDialogOpen = false
  }

  // The client already showed the server's msg as an error toast (section 8); a 400 naming fields
  // also shows at the fields (decisions: Field errors), the kit puts it there.
  const failed = (fields: Record<string, string>, error: unknown) => {
    const atField = ['oldPwd', 'newPwd', 'confirmPwd'].some((field) => fields[field])
    if (!atField && isApiError(error) && error.kind !== 'business' && !error.cancelled && !error.msg)
      message.error('修改失败，请重试')
  }

  return (
    <FormDialog<PasswordForm>
      form={form}
      open={open}
      title="修改密码"
      formLabel="修改密码"
      width={520}
      maskClosable={false}
      mustComplete={forced}
      submitOnEnter
      footerStart={
        forced ? (
          <Button type="link" className="evc-dialog-logout" onClick={() => void logout()}>
            退出登录
          </Button>
        ) : undefined
      }
      before={
        forced && (
          <p className="evc-dialog-note">
            {changePwd
              ? '首次登录或密码已被重置，请修改密码后继续使用。'
              : '您的密码已超过30天未修改，请修改密码后继续使用。'}
          </p>
        )
      }
      onSubmit={change}
      onDone={changed}
      onErrors={failed}
      onClose={close}
    >
      <Form.Item label="用户名">
        <Input value={name} readOnly disabled aria-readonly="true" aria-label="用户名" />
      </Form.Item>
      <Form.Item label="当前密码" name="oldPwd" required rules={[currentPasswordRule()]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="newPwd"
        required
        dependencies={['oldPwd']}
        extra={PASSWORD_MESSAGES.strength}
        rules={[newPasswordRule(() => form.getFieldValue('oldPwd'))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPwd"
        required
        dependencies={['newPwd']}
        rules={[confirmPasswordRule(() => form.getFieldValue('newPwd'))]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  )
}
