import type { CSSProperties } from 'react'

/** The gutter of every screen's page area: between the side menu, the tab bar and the content. */
export const PAGE_STYLE: CSSProperties = { padding: '12px 16px 16px' }

/** A screen that stacks its parts vertically (dashboards, live screens), with the page gutter. */
export const PAGE_STACK_STYLE: CSSProperties = { ...PAGE_STYLE, width: '100%', boxSizing: 'border-box' }

/**
 * The background of a count badge (menu counts, the header's unread count): antd's red-7, on
 * which white text meets WCAG AA in both themes (5.9:1); red-5 (#ff4d4f) gave 3.3:1 (axe).
 */
export const COUNT_BADGE_RED = '#cf1322'
