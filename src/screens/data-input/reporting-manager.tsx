/**
 * 填报管理 (issue 17: reporting-manager): staff see the reporting tasks they set (progress 已提交
 * n / 应提交 m, 逾期 k) and, in a second tab, every addressed operator's report to examine; an
 * operator sees its own company's reports and 填报 / 重新提交 them. Lists are definitions
 * (reporting-lists.tsx); the server keeps scope, deadlines and the flow.
 *
 * The tab strip is drawn plainly (same look, same tabs) until the first list's rows are shown;
 * antd's Tabs (ReportingTabs) then take its place (budgets.md: bytes until rows are visible).
 */
import { theme } from 'antd'
import { useEffect, useId, useMemo, useState } from 'react'
import { regionPrefix } from '../../core/domain/regions'
import type { Row } from '../../ui/fields/types'
import { afterFirstScreen } from '../../ui/firstScreen'
import { ListScreen } from '../../ui/list/ListScreen'
import { preloadable } from '../../ui/preloadable'
import type { ScreenProps } from '../../ui/screen'
import { useSession } from '../../ui/useSession'
import type { TabStripProps } from './ReportingTabs'
import { reportsList, tasksList } from './reporting-lists'

type TabKey = 'tasks' | 'reports'

const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'tasks', label: '填报任务' },
  { key: 'reports', label: '填报情况' },
]

/** The strip as antd's Tabs draw it (tabBarStyle padding 0 16px, no margin), without antd's code. */
function PlainTabs({ id, tabs, active, onChange }: TabStripProps) {
  const { token } = theme.useToken()
  return (
    <div
      role="tablist"
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: '0 16px',
        boxShadow: `inset 0 -${token.lineWidth}px 0 ${token.colorBorderSecondary}`,
      }}
    >
      {tabs.map(({ key, label }, index) => (
        <button
          key={key}
          id={`${id}-tab-${key}`}
          type="button"
          role="tab"
          aria-selected={key === active}
          tabIndex={key === active ? 0 : -1}
          onClick={() => onChange(key)}
          style={{
            position: 'relative',
            margin: index ? `0 0 0 ${token.marginXL}px` : 0,
            padding: `${token.paddingSM}px 0`,
            border: 0,
            background: 'none',
            font: 'inherit',
            lineHeight: token.lineHeight,
            color: key === active ? token.colorPrimary : token.colorText,
            cursor: 'pointer',
          }}
        >
          {label}
          {key === active ? (
            <span
              style={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                height: token.lineWidthBold,
                background: token.colorPrimary,
              }}
            />
          ) : null}
        </button>
      ))}
    </div>
  )
}

const AntdTabs = preloadable(
  () => import('./ReportingTabs').then((module) => module.ReportingTabs),
  (props: TabStripProps) => <PlainTabs {...props} />,
)

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
  // antd's Tabs once the first screen's rows are shown; the plain strip until then.
  const [shown, setShown] = useState(false)
  useEffect(() => (company ? undefined : afterFirstScreen(() => setShown(true))), [company])
  if (company) return <ListScreen definition={reports} route={props.route} actions={props.actions} />
  const strip: TabStripProps = {
    id,
    tabs: TABS,
    active,
    onChange: (key) => setActive(key === 'reports' ? 'reports' : 'tasks'),
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      {shown ? <AntdTabs {...strip} /> : <PlainTabs {...strip} />}
      {/* Only the chosen tab's list is mounted (antd's destroyOnHidden, as before). */}
      <div role="tabpanel" aria-labelledby={`${id}-tab-${active}`}>
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
