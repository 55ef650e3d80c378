/**
 * The not-found page (section 2): unknown paths, pages without a screen, and refused permission
 * checks, which show 您没有当前页面的权限，请联系管理员~ (section 6).
 */
import { Button, Result } from 'antd'
import { useSnapshot } from 'valtio'
import { session } from '../../core/session'
import { useShell } from '../context'
import { homePath } from '../layout/menuItems'

/** The not-found page. */
export default function NotFound() {
  const { ui, table, navigate } = useShell()
  const { notFoundMessage } = useSnapshot(ui)
  return (
    <Result
      status={notFoundMessage ? '403' : '404'}
      title={notFoundMessage ? '无权访问' : '页面不存在'}
      subTitle={notFoundMessage || '您访问的页面不存在或已被移除'}
      extra={
        <Button type="primary" onClick={() => navigate(homePath(session.menu, table))}>
          返回首页
        </Button>
      }
    />
  )
}
