/**
 * A tab strip drawn as antd's Tabs draws its bar (same tokens: text, primary colour, ink bar,
 * the bar's bottom line), for a screen whose panels are its own: antd's Tabs is ~11 KB gzip, on the
 * path of the first screen that uses it (issue 14). The WAI-ARIA tabs pattern: `tablist` of
 * `tab`s, each controlling the one `tabpanel` (`panelId`), the chosen tab alone in the tab order;
 * ←/→ move to the previous/next tab and choose it, Home/End the first/last.
 */
import { theme } from 'antd'
import { type KeyboardEvent, useRef } from 'react'

export interface TabStripProps<K extends string> {
  /** A prefix for the tabs' ids (`${id}-tab-${key}`). */
  id: string
  /** The id of the panel the tabs control (it is labelled by `tabIdOf(id, active)`). */
  panelId: string
  tabs: readonly { key: K; label: string }[]
  active: K
  onChange: (key: K) => void
  /** The strip's padding (antd's tabBarStyle padding). */
  padding?: string
}

/** The id of a tab, for its panel's aria-labelledby. */
export const tabIdOf = (id: string, key: string) => `${id}-tab-${key}`

export function TabStrip<K extends string>({
  id,
  panelId,
  tabs,
  active,
  onChange,
  padding,
}: TabStripProps<K>) {
  const { token } = theme.useToken()
  const strip = useRef<HTMLDivElement>(null)
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active)
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    onChange(tabs[next].key)
    // The strip's root (a shadow root inside the elements) holds the tab.
    const root = strip.current?.getRootNode() as Document | ShadowRoot | undefined
    root?.getElementById(tabIdOf(id, tabs[next].key))?.focus()
  }
  return (
    <div
      ref={strip}
      role="tablist"
      onKeyDown={move}
      style={{
        display: 'flex',
        alignItems: 'center',
        padding,
        boxShadow: `inset 0 -${token.lineWidth}px 0 ${token.colorBorderSecondary}`,
      }}
    >
      {tabs.map(({ key, label }, index) => (
        <button
          key={key}
          id={tabIdOf(id, key)}
          type="button"
          role="tab"
          aria-selected={key === active}
          aria-controls={panelId}
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
