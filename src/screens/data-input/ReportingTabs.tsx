/**
 * 填报管理's tab strip (reporting-manager.tsx) as antd draws it: loaded after the first list's
 * rows are shown, in place of the plain strip of the same look the screen draws until then. Only
 * the strip: the lists are the screen's own, so they stay mounted when this replaces the plain one.
 */
import { Tabs } from 'antd'

/** The strip's tabs and the chosen one; the tabs' ids are `${id}-tab-${key}` (antd's). */
export interface TabStripProps {
  id: string
  tabs: readonly { key: string; label: string }[]
  active: string
  onChange: (key: string) => void
}

export function ReportingTabs({ id, tabs, active, onChange }: TabStripProps) {
  return (
    <Tabs
      id={id}
      activeKey={active}
      onChange={onChange}
      tabBarStyle={{ padding: '0 16px', marginBottom: 0 }}
      // The panel is the screen's own (below the strip); antd's empty ones are not shown.
      styles={{ body: { display: 'none' } }}
      items={tabs.map(({ key, label }) => ({ key, label }))}
    />
  )
}
