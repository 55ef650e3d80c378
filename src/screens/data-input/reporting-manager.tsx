/**
 * 填报管理 (issue 17: reporting-manager): staff see the reporting tasks they set (progress 已提交
 * n / 应提交 m, 逾期 k) and, in a second tab, every addressed operator's report to examine; an
 * operator sees its own company's reports and 填报 / 重新提交 them. Lists are definitions
 * (reporting-lists.tsx); the server keeps scope, deadlines and the flow.
 */
import { Tabs } from 'antd'
import { useMemo } from 'react'
import { regionPrefix } from '../../core/domain/regions'
import type { Row } from '../../ui/fields/types'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { useSession } from '../../ui/useSession'
import { reportsList, tasksList } from './reporting-lists'

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
  if (company) return <ListScreen definition={reports} route={props.route} actions={props.actions} />
  return (
    <Tabs
      destroyOnHidden
      tabBarStyle={{ padding: '0 16px', marginBottom: 0 }}
      items={[
        {
          key: 'tasks',
          label: '填报任务',
          children: <ListScreen definition={tasks} route={props.route} actions={props.actions} />,
        },
        {
          key: 'reports',
          label: '填报情况',
          children: <ListScreen definition={reports} route={props.route} actions={props.actions} />,
        },
      ]}
    />
  )
}
