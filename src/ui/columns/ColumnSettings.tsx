import { SettingOutlined } from '@ant-design/icons'
import { Button, Popover } from 'antd'
import { Hint } from '../Hint'
import { preloadable } from '../preloadable'
import type { ColumnSettingsProps } from './columnState'
import { useHoverOpen } from './useHoverOpen'

/** The panel's content, a chunk of its own; `prefetch` once the list has shown its first page. */
export const ColumnSettingsPanel = preloadable(() =>
  import('./ColumnSettingsPanel').then((module) => module.ColumnSettingsPanel),
)

/**
 * The column-settings icon with its panel: opens while the pointer is over the icon or the panel,
 * closes 150 ms after it has left both (sections 2 and 9). Click, Enter or Space on the icon also
 * toggle it, and Escape closes it, for keyboard users.
 */
export function ColumnSettings(props: ColumnSettingsProps) {
  const { open, setOpen, track, bind } = useHoverOpen()
  return (
    <Popover
      open={open}
      trigger={[]}
      placement="bottomRight"
      arrow={false}
      content={
        <div
          ref={track}
          role="dialog"
          aria-label="列展示"
          {...bind}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
        >
          <ColumnSettingsPanel {...props} />
        </div>
      }
    >
      <Hint title="列设置">
        <Button
          type="text"
          ref={track}
          aria-label="列设置"
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={<SettingOutlined />}
          {...bind}
          onClick={() => setOpen(!open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false)
          }}
        />
      </Hint>
    </Popover>
  )
}
