import { Form, Input, Modal } from 'antd'
import { useId, useState } from 'react'
import { fieldErrors } from '../../core/http'
import { validateConfirmPassword, validateNewPassword } from '../../core/validators'

export interface ResetPasswordDialogProps {
  /** The user whose password is reset; none closes the dialog. */
  user?: { userId: number; username: string }
  reset: (userId: number, password: string) => Promise<unknown>
  onClose: () => void
  onDone: () => void
}

const check = (message: string | undefined) =>
  message ? Promise.reject(new Error(message)) : Promise.resolve()

/**
 * 重置密码: a new password under the rules of section 5, typed twice. The user must change it at
 * the next sign-in and their open sessions end (607, api.md).
 */
export function ResetPasswordDialog(props: ResetPasswordDialogProps) {
  const [form] = Form.useForm<{ password: string; confirm: string }>()
  const formName = `reset${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [saving, setSaving] = useState(false)
  const { user } = props

  const submit = async () => {
    if (!user) return
    let values: { password: string; confirm: string }
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    setSaving(true)
    try {
      await props.reset(user.userId, values.password)
      props.onDone()
      props.onClose()
    } catch (error) {
      const message = fieldErrors(error).password
      if (message) form.setFields([{ name: 'password', errors: [message] }])
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={Boolean(user)}
      title="重置密码"
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} name={formName} layout="vertical" aria-label="重置密码" preserve={false}>
        <Form.Item label="用户名">
          <Input value={user?.username} readOnly />
        </Form.Item>
        <Form.Item
          name="password"
          label="新密码"
          extra="用户下次登录时须修改密码，已登录的会话将被结束"
          rules={[{ validator: (_rule, value) => check(validateNewPassword(value ?? '')) }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认密码"
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                check(validateConfirmPassword(value ?? '', getFieldValue('password') ?? '')),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
