/**
 * 个人中心 (/account-center, section 2): profile and avatar, password, recent sign-ins, and
 * 菜单设置 (the user's own menu order through menu/setting/*, decisions: Menus), and 外观 (issue 21:
 * the user's own theme mode; the platform's grey days and watermark for its administrator), and
 * 告警提醒 (issue 44 part 3: new alarms' notifications and their sound).
 */
import { Card, Tabs } from 'antd'
import { AlarmNoticePanel } from './AlarmNoticePanel'
import { AppearancePanel } from './AppearancePanel'
import { LoginHistory } from './LoginHistory'
import { MenuSettings } from './MenuSettings'
import { ProfileForm } from './ProfileForm'
import { SecurityPanel } from './SecurityPanel'

/** The account center page. */
export default function AccountCenter() {
  return (
    <div className="evc-page-pad">
      <Card>
        <Tabs
          items={[
            { key: 'profile', label: '基本资料', children: <ProfileForm /> },
            { key: 'security', label: '账号安全', children: <SecurityPanel /> },
            { key: 'history', label: '登录记录', children: <LoginHistory /> },
            { key: 'menu', label: '菜单设置', children: <MenuSettings /> },
            { key: 'appearance', label: '外观', children: <AppearancePanel /> },
            { key: 'alarms', label: '告警提醒', children: <AlarmNoticePanel /> },
          ]}
        />
      </Card>
    </div>
  )
}
