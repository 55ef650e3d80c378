/** 账号安全: the password rules and the button that opens 修改密码. */
import { Alert, Button, Descriptions } from 'antd'
import { formatDateTime } from '../../../core/format'
import { PASSWORD_MESSAGES } from '../../../core/validators'
import { useSession } from '../../../ui/useSession'
import { useShell } from '../../context'
import { STALE_PASSWORD_REMINDER } from '../../layout/HeaderBar'

/** Password information and the change button. */
export function SecurityPanel() {
  const { openPasswordDialog } = useShell()
  const { name, userInfo, pwdDisabled, phoneNumber } = useSession()
  return (
    <div className="evc-narrow">
      {pwdDisabled && <Alert type="warning" showIcon message={STALE_PASSWORD_REMINDER} className="evc-gap" />}
      <Descriptions column={1} bordered size="small" className="evc-gap">
        <Descriptions.Item label="用户名">{name}</Descriptions.Item>
        <Descriptions.Item label="手机号">{phoneNumber || '-'}</Descriptions.Item>
        <Descriptions.Item label="上次修改密码">
          {formatDateTime(userInfo?.lastResetPwdTime ?? null)}
        </Descriptions.Item>
        <Descriptions.Item label="密码规则">{PASSWORD_MESSAGES.strength}</Descriptions.Item>
      </Descriptions>
      <Button type="primary" onClick={openPasswordDialog}>
        修改密码
      </Button>
    </div>
  )
}
