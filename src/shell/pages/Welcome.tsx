/**
 * The welcome page (shown without a permission check, section 6): greeting, the workbench of the
 * signed-in role (issue 41 item 3: src/ui/dashboard/workbench.ts) and the user's pages.
 */
import { Typography } from 'antd'
import { useMemo } from 'react'
import { flattenMenu, type MenuItem } from '../../core/menu'
import { Workbench } from '../../ui/dashboard/Workbench'
import { useSession } from '../../ui/useSession'
import { useShell } from '../context'
import { visibleMenu } from '../layout/menuItems'
import { QuickLinks } from './QuickLinks'

/** The welcome page. */
export default function Welcome() {
  const { table, navigate } = useShell()
  const { nickName, name, menu } = useSession()
  const all = useMemo(() => flattenMenu(visibleMenu(menu as MenuItem[], table)), [menu, table])
  return (
    <div className="evc-page-pad">
      <Typography.Title level={3}>欢迎，{nickName || name}</Typography.Title>
      <Typography.Paragraph type="secondary">
        从左侧菜单选择要办理的业务，或使用下方的常用页面。
      </Typography.Paragraph>
      <Workbench pages={all} navigate={navigate} />
      <QuickLinks pages={all} />
    </div>
  )
}
