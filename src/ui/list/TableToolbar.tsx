import {
  ColumnHeightOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  ReloadOutlined,
} from '@ant-design/icons'
import { Button, Space, theme } from 'antd'
import { type ReactNode, useEffect, useRef } from 'react'
import { Hint } from '../Hint'
import { LaterDropdown } from '../LaterDropdown'
import { printPage } from '../print'
import { useFullscreen } from '../useFullscreen'

/** Table density of section 2: 默认 / 中等 / 紧凑. */
export type Density = 'default' | 'middle' | 'small'

/** The density menu's entries, in order. */
export const DENSITIES: readonly { key: Density; label: string }[] = [
  { key: 'default', label: '默认' },
  { key: 'middle', label: '中等' },
  { key: 'small', label: '紧凑' },
]

/** antd Table's `size` for a density (antd calls the default size `large`). */
export const tableSize = (density: Density) => (density === 'default' ? 'large' : density)

export interface TableToolbarProps {
  title: ReactNode
  /** The switch between the table and a list's other views (列表 / 地图), before the actions. */
  views?: ReactNode
  /** Buttons before the icons (新增, 导出, ...). */
  actions?: ReactNode
  /** Optional settings, e.g. the column panel (section 2: "optional settings"). */
  settings?: ReactNode
  /** The one more action icon of section 2. */
  extra?: ReactNode
  onReload: () => void
  density: Density
  onDensityChange: (density: Density) => void
}

/**
 * The list table's toolbar (section 2): title, actions, refresh, density menu, fullscreen
 * toggle, optional settings and one more icon. The density resets to 默认 when the toolbar is
 * removed.
 */
export function TableToolbar(props: TableToolbarProps) {
  const { fullscreen, toggle } = useFullscreen()
  const { token } = theme.useToken()
  // antd's level-5 title, without Typography's ellipsis and copy machinery on the first rows' path.
  const titleStyle = {
    margin: 0,
    flex: 1,
    color: token.colorTextHeading,
    fontSize: token.fontSizeHeading5,
    fontWeight: token.fontWeightStrong,
    lineHeight: token.lineHeightHeading5,
  }
  const onDensityChange = useRef(props.onDensityChange)
  onDensityChange.current = props.onDensityChange
  const bar = useRef<HTMLDivElement>(null)
  // Section 2: "resets to default when the toolbar is removed" — removed, not hidden: a kept-alive
  // tab's <Activity> runs this cleanup when the tab is left, with the toolbar still in the page
  // (issue 42, item 23: the density reset on every tab switch while the filters were kept).
  useEffect(() => {
    const node = bar.current
    return () => {
      if (!node?.isConnected) onDensityChange.current('default')
    }
  }, [])
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="表格工具栏"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '12px 0' }}
    >
      <h5 style={titleStyle}>{props.title}</h5>
      {props.views}
      {props.actions && <Space wrap>{props.actions}</Space>}
      <Space size={0}>
        <Hint title="刷新">
          <Button type="text" aria-label="刷新" icon={<ReloadOutlined />} onClick={props.onReload} />
        </Hint>
        <LaterDropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [props.density],
            items: DENSITIES.map((item) => ({ key: item.key, label: item.label })),
            onClick: ({ key }) => props.onDensityChange(key as Density),
          }}
        >
          <Hint title="密度">
            <Button type="text" aria-label="密度" icon={<ColumnHeightOutlined />} />
          </Hint>
        </LaterDropdown>
        <Hint title={fullscreen ? '退出全屏' : '全屏'}>
          <Button
            type="text"
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            aria-pressed={fullscreen}
            icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={toggle}
          />
        </Hint>
        {props.settings}
        {/* Issue 42 item 11: the page as printed (shell/printStyles.ts: every column, no controls).
            A word, not an icon: the printer drawing would push list screens past their 330 KB
            (budgets.md; 217 B gzip of the first screen). */}
        <Button type="text" onClick={() => void printPage()}>
          打印
        </Button>
        {props.extra}
      </Space>
    </div>
  )
}
