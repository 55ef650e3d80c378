/**
 * The open side menu (section 1: up to three levels with icons), drawn as antd's dark inline menu
 * looks (ShellStyles: `.evc-menu`) without antd's Menu. antd's Menu was a tenth of a list screen's
 * JS heap (issue 14: 10.2 → 9.2 MiB without it): every group carries a popup trigger, a motion and
 * the menu's overflow and registration machinery, and its style covers every mode and theme. Here
 * a group is a title and, when open, its list; the collapsed menu, which needs popups, is still
 * antd's (./CollapsedMenu, loaded when the menu is first collapsed).
 *
 * The WAI-ARIA menu pattern as rc-menu draws it: `menu` lists, `menuitem` entries, a group's
 * title with `aria-expanded` beside its list in a `none` container; the outer list takes the
 * focus (tabindex 0) and the arrow keys move it between the entries (./menuKeys).
 */
import type { MenuItem } from '../../core/menu'
import { MenuIcon } from '../../ui/MenuIcon'
import { pageOfPath } from '../../ui/pageOfPath'
import { COUNT_BADGE_RED } from '../../ui/pageStyle'

/** antd's inline indent per level. */
const INDENT = 24

interface InlineMenuProps {
  items: readonly MenuItem[]
  /** The key of the page shown. */
  selected: string | undefined
  /** The keys of the groups leading to it (their titles are drawn as selected). */
  selectedPath: readonly string[]
  /** The keys of the open groups. */
  openKeys: readonly string[]
  onToggle: (key: string) => void
  onChoose: (item: MenuItem) => void
  /** 待我处理 counts by page name (issue 41 item 2), drawn after the entries' labels. */
  counts?: Readonly<Record<string, number>>
}

/** A page's pending count, as a small pill after its label. */
const COUNT_STYLE = {
  marginInlineStart: 'auto',
  minWidth: 20,
  padding: '0 6px',
  borderRadius: 10,
  background: COUNT_BADGE_RED,
  color: '#fff',
  fontSize: 12,
  lineHeight: '20px',
  textAlign: 'center',
} as const

export function InlineMenu(props: InlineMenuProps) {
  return (
    <div role="menu" tabIndex={0} className="evc-menu">
      <Entries {...props} list={props.items} level={1} />
    </div>
  )
}

function Entries({ list, level, ...props }: InlineMenuProps & { list: readonly MenuItem[]; level: number }) {
  const indent = { paddingInlineStart: INDENT * level }
  return list.map((item) => {
    if (item.sub?.length) {
      const open = props.openKeys.includes(item.key)
      const id = `evc-menu-${item.key}`
      const className = `evc-menu-group${props.selectedPath.includes(item.key) ? ' evc-menu-group-selected' : ''}`
      return (
        <div key={item.key} role="none" className={className}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the nav's (./menuKeys: Enter, Space, arrows) */}
          <div
            role="menuitem"
            tabIndex={-1}
            aria-expanded={open}
            aria-haspopup="true"
            aria-controls={open ? id : undefined}
            className="evc-menu-title"
            style={indent}
            onClick={() => props.onToggle(item.key)}
          >
            <MenuIcon name={item.icon} className="evc-menu-icon" />
            <span className="evc-menu-label">{item.label}</span>
            <i className={open ? 'evc-menu-arrow evc-menu-arrow-open' : 'evc-menu-arrow'} aria-hidden />
          </div>
          {open && (
            <div role="menu" id={id} className="evc-menu-list">
              <Entries {...props} list={item.sub} level={level + 1} />
            </div>
          )}
        </div>
      )
    }
    const selected = item.key === props.selected
    const count = props.counts?.[pageOfPath(item.path[0])] ?? 0
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the nav's (./menuKeys: Enter, Space, arrows)
      <div
        key={item.key}
        role="menuitem"
        tabIndex={-1}
        title={item.label}
        aria-current={selected ? 'page' : undefined}
        className={selected ? 'evc-menu-item evc-menu-item-selected' : 'evc-menu-item'}
        style={indent}
        onClick={() => props.onChoose(item)}
      >
        <MenuIcon name={item.icon} className="evc-menu-icon" />
        <span className="evc-menu-label">{item.label}</span>
        {count > 0 && (
          <span className="evc-menu-count" style={COUNT_STYLE} title={`待我处理 ${count} 项`}>
            {count}
          </span>
        )}
      </div>
    )
  })
}
