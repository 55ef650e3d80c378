/**
 * The header of section 1: platform name, unread badge, fullscreen toggle, avatar, nickName, and a
 * dropdown with 个人中心 and 退出登录; plus the stale-password reminder (decisions: Stale password).
 */
import {
  BellOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import { Avatar, Badge, Button, Layout } from 'antd'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { isImageUrl } from '../../core/domain/validators'
import { detectEnv, RUNTIME_ENV_LABELS } from '../../core/env'
import { setAvatar } from '../../core/session'
import { refreshWorkCounts } from '../../core/work-counts'
import { useAfterFirstScreen } from '../../ui/firstScreen'
import { Hint } from '../../ui/Hint'
import { LaterDropdown } from '../../ui/LaterDropdown'
import { ColorTag } from '../../ui/looks'
import { COUNT_BADGE_RED } from '../../ui/pageStyle'
import { useFullscreen } from '../../ui/useFullscreen'
import { useSession } from '../../ui/useSession'
import { onWorkChange } from '../../ui/workEvents'
import { useShell } from '../context'
import { prefetchCollapsedMenu } from './SideMenu'

/** The reminder shown while the password is stale. */
export const STALE_PASSWORD_REMINDER = '密码已超过30天未修改，请及时修改'

/** The header bar (shown only with the chrome, showMode 0). */
export function HeaderBar({ platformName }: { platformName: string | null }) {
  const { api, ui, navigate, logout, openPasswordDialog } = useShell()
  const { collapsed } = useSnapshot(ui)
  const { nickName, name, avatar, pwdDisabled, showMode, unreadCount: unread } = useSession()
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen()
  // Section 9: the environment read from the address (a port means dev, a test- host test).
  const envLabel = RUNTIME_ENV_LABELS[detectEnv()]
  // The controls on the right, with their calls, are drawn once the first screen is on the screen.
  const drawn = useAfterFirstScreen()

  // The badge (and the popups' counts) from the session store, read again after every step, on
  // focus and on the server's work signal (someone else's step); 消息 reads them again after marking items read. The popups' counts came with
  // user_info just before the shell was drawn: the first read asks only the badge's.
  useEffect(() => {
    if (!drawn) return
    void refreshWorkCounts(api, false)
    return onWorkChange(() => void refreshWorkCounts(api))
  }, [api, drawn])

  // Section 1: the avatar is loaded only when showMode is falsy.
  useEffect(() => {
    if (showMode || !drawn) return
    let live = true
    api.userProfile().then(
      (profile) => live && setAvatar(profile?.avatar ?? ''),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, showMode, drawn])

  // Section 1: used only if the value looks like an image URL.
  const avatarSrc = avatar && isImageUrl(avatar) ? avatar : undefined

  return (
    <Layout.Header className="evc-header">
      <Button
        type="text"
        className="evc-header-button"
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
        aria-expanded={!collapsed}
        onPointerEnter={prefetchCollapsedMenu}
        onFocus={prefetchCollapsedMenu}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={() => {
          ui.collapsed = !ui.collapsed
        }}
      />
      <h1 className="evc-platform-name">{platformName ?? ''}</h1>
      {envLabel && <ColorTag color="warning">{envLabel}</ColorTag>}
      <div className="evc-header-right">
        {drawn && (
          <>
            {pwdDisabled && (
              <Button type="link" danger icon={<WarningOutlined />} onClick={openPasswordDialog}>
                {STALE_PASSWORD_REMINDER}
              </Button>
            )}
            <Hint title="待办事项">
              <Button
                type="text"
                className="evc-header-button"
                // The name holds the count as the badge shows it (99+): axe's label-content-name-mismatch.
                aria-label={unread ? `待办事项，${unread > 99 ? '99+' : unread}条未读` : '待办事项'}
                onClick={() => navigate('/message')}
                icon={
                  <Badge count={unread} size="small" overflowCount={99} color={COUNT_BADGE_RED}>
                    <BellOutlined />
                  </Badge>
                }
              />
            </Hint>
            <Hint title={fullscreen ? '退出全屏' : '全屏'}>
              <Button
                type="text"
                className="evc-header-button"
                aria-label={fullscreen ? '退出全屏' : '全屏'}
                aria-pressed={fullscreen}
                icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={toggleFullscreen}
              />
            </Hint>
          </>
        )}
        <LaterDropdown
          trigger={['hover', 'click']}
          menu={{
            items: [
              { key: 'account', label: '个人中心', icon: <UserOutlined /> },
              { type: 'divider' },
              { key: 'logout', label: '退出登录', icon: <LogoutOutlined /> },
            ],
            onClick: ({ key }) => {
              if (key === 'account') navigate('/account-center')
              else void logout()
            },
          }}
        >
          <Button type="text" className="evc-user" aria-label={`用户菜单：${nickName || name}`}>
            <Avatar size="small" src={avatarSrc} icon={avatarSrc ? undefined : <UserOutlined />} alt="" />
            <span className="evc-user-name">{nickName || name}</span>
            <DownOutlined className="evc-user-caret" />
          </Button>
        </LaterDropdown>
      </div>
    </Layout.Header>
  )
}
