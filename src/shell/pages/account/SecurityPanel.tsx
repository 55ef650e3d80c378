/**
 * 账号安全: the password rules, the button that opens 修改密码, and the user's own strategies
 * (section 7: `GET /api/stg/get`, the strategies the user's roles grant).
 */
import { Alert, Button, Descriptions, Space, Tag } from 'antd'
import { formatDateTime } from '../../../core/format'
import { PASSWORD_MESSAGES } from '../../../core/passwords'
import { useRequest } from '../../../ui/useRequest'
import { useSession } from '../../../ui/useSession'
import { useShell } from '../../context'
import { STALE_PASSWORD_REMINDER } from '../../layout/HeaderBar'

/** Password information and the change button. */
export function SecurityPanel() {
  const { api, openPasswordDialog } = useShell()
  const { name, userInfo, pwdDisabled, phoneNumber } = useSession()
  const { data: list } = useRequest((signal) => api.userStrategies({ signal }), [api])
  const strategies =
    list === undefined ? null : (Array.isArray(list) ? list : []).map((stg) => stg.stgName).filter(Boolean)
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
        <Descriptions.Item label="权限策略">
          {strategies === null ? (
            '-'
          ) : strategies.length ? (
            <Space size={[4, 4]} wrap>
              {strategies.map((stgName) => (
                <Tag key={stgName}>{stgName}</Tag>
              ))}
            </Space>
          ) : (
            '未授予策略'
          )}
        </Descriptions.Item>
      </Descriptions>
      <Button type="primary" onClick={openPasswordDialog}>
        修改密码
      </Button>
    </div>
  )
}
