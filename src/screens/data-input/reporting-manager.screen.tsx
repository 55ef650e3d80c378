/**
 * 填报管理 (issue 17: reporting-manager): staff see the reporting tasks they set (progress 已提交
 * n / 应提交 m, 逾期 k) and, in a second tab, every addressed operator's report to examine; an
 * operator sees its own company's reports and 填报 / 重新提交 them. Lists are definitions
 * (reporting-lists.tsx); the server keeps scope, deadlines and the flow.
 *
 * The tabs are the console's own strip (ui/TabStrip: antd's look and the ARIA tabs pattern),
 * not antd's Tabs (budgets.md: bytes until the rows are visible).
 */
import { useId, useMemo, useState } from 'react'
import { regionPrefix } from '../../core/domain/regions'
import type { Row } from '../../ui/fields/types'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { TabStrip, tabIdOf } from '../../ui/TabStrip'
import { useSession } from '../../ui/useSession'
import { reportsList, tasksList } from './reporting-lists'

type TabKey = 'tasks' | 'reports'

const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'tasks', label: '填报任务' },
  { key: 'reports', label: '填报情况' },
]

export default function ReportingManager(props: ScreenProps) {
  const { attrs } = useSession()
  const company = attrs.some(
    (attr) => attr.attrKey === 'isCompany' && /^(1|true|是|y|yes)$/i.test(attr.attrValue.trim()),
  )
  const area = attrs.find((attr) => attr.attrKey === 'auth_area')?.attrValue.trim() ?? ''
  const [tasks, reports] = useMemo(() => {
    const manages = (row: Row) => !area || String(row.areaCode ?? '').startsWith(regionPrefix(area))
    return [tasksList(manages), reportsList(!company, manages)]
  }, [company, area])
  const id = useId()
  const [active, setActive] = useState<TabKey>('tasks')
  if (company) return <ListScreen definition={reports} route={props.route} actions={props.actions} />
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <TabStrip
        id={id}
        panelId={`${id}-panel`}
        tabs={TABS}
        active={active}
        onChange={setActive}
        padding="0 16px"
      />
      {/* Only the chosen tab's list is mounted (as antd's destroyOnHidden did). */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabIdOf(id, active)}>
        <ListScreen
          key={active}
          definition={active === 'tasks' ? tasks : reports}
          route={props.route}
          actions={props.actions}
        />
      </div>
    </div>
  )
}
