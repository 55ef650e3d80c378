/**
 * The column panel's content (section 2: 列展示, 重置, 保存, the three groups of columns), loaded
 * when the panel first opens or once the list has shown its first page (src/ui/columns/ColumnSettings.tsx):
 * its checkboxes and icons are not part of the first screen's bytes (issue 14).
 */
import {
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons'
import { Button, Checkbox, Space, Tooltip, theme } from 'antd'
import type { ReactNode } from 'react'
import {
  allCheckedState,
  COLUMN_GROUPS,
  type ColumnFixed,
  type ColumnSettingsProps,
  type ColumnState,
  FIX_CHOICES,
  ordered,
  setAllChecked,
  setChecked,
  setFixed,
} from './columnState'

const FIX_ICONS: Record<string, ReactNode> = {
  left: <VerticalAlignTopOutlined />,
  none: <VerticalAlignMiddleOutlined />,
  right: <VerticalAlignBottomOutlined />,
}

function ColumnRow(props: {
  column: ColumnState
  onCheck: (checked: boolean) => void
  onFix: (fixed: ColumnFixed) => void
}) {
  const { column } = props
  return (
    <li
      className="evc-column-row"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}
    >
      <Checkbox checked={column.checked} onChange={(event) => props.onCheck(event.target.checked)}>
        {column.title}
      </Checkbox>
      <span style={{ marginLeft: 'auto', display: 'inline-flex' }}>
        {FIX_CHOICES.filter((choice) => choice.fixed !== column.fixed).map((choice) => (
          <Tooltip key={choice.label} title={choice.label}>
            <Button
              size="small"
              type="text"
              aria-label={`${column.title} ${choice.label}`}
              icon={FIX_ICONS[choice.fixed ?? 'none']}
              onClick={() => props.onFix(choice.fixed)}
            />
          </Tooltip>
        ))}
      </span>
    </li>
  )
}

/** The panel's content: 列展示 select-all, 重置, 保存, and the three groups of columns (section 2). */
export function ColumnSettingsPanel(props: ColumnSettingsProps) {
  const { columns, onChange } = props
  const all = allCheckedState(columns)
  const list = ordered(columns)
  const { token } = theme.useToken()
  return (
    <div style={{ minWidth: 240 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, paddingBottom: 8 }}>
        <Checkbox
          checked={all === 'all'}
          indeterminate={all === 'some'}
          onChange={(event) => onChange(setAllChecked(columns, event.target.checked))}
        >
          列展示
        </Checkbox>
        <Space size={4} style={{ marginLeft: 'auto' }}>
          <Button size="small" type="link" onClick={props.onReset}>
            重置
          </Button>
          <Button size="small" type="link" onClick={props.onSave}>
            保存
          </Button>
        </Space>
      </div>
      {COLUMN_GROUPS.map((group) => {
        const items = list.filter((column) => column.fixed === group.fixed)
        if (items.length === 0) return null
        return (
          // biome-ignore lint/a11y/useSemanticElements: a labelled group of checkboxes, not a form fieldset
          <div key={group.label} role="group" aria-label={group.label}>
            <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>{group.label}</span>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((column) => (
                <ColumnRow
                  key={column.key}
                  column={column}
                  onCheck={(checked) => onChange(setChecked(columns, column.key, checked))}
                  onFix={(fixed) => onChange(setFixed(columns, column.key, fixed))}
                />
              ))}
            </ul>
          </div>
        )
      })}
    </div>
  )
}
