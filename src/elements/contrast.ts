/**
 * antd tokens of the light theme that keep every text at a contrast of 4.5:1 or more (WCAG 2.1
 * 1.4.3, issue 21): antd's own blue (#1677ff) is 4.1:1 on white, its green, gold and cyan status
 * texts 2–3.4:1 on their tinted tag backgrounds, its placeholders and secondary hints 1.8–3.4:1.
 * The seeds move one palette step darker; the tinted backgrounds and borders stay antd's.
 */
import type { ThemeConfig } from 'antd'

/** Global tokens of the light theme: primary, status colours and the faint texts. */
export const ACCESSIBLE_LIGHT_TOKENS: NonNullable<ThemeConfig['token']> = {
  // blue-7: 6.2:1 on white, 5.5:1 on the selected item's tint; white on it (primary buttons) 6.2:1.
  colorPrimary: '#0958d9',
  // Hovered and pressed: darker still (antd lightens them: #4096ff is 3:1 on a hovered grey).
  colorPrimaryHover: '#003eb3',
  colorPrimaryActive: '#002c8c',
  colorLink: '#0958d9',
  colorLinkHover: '#003eb3',
  colorLinkActive: '#002c8c',
  colorInfo: '#0958d9',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
  // green-8, red-7, orange-8: 5.0–5.6:1 on white and on their own tag tints.
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  colorWarning: '#ad4e00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  // Placeholders (请选择) and tertiary hints: #737373 on white, 4.7:1 (antd: 25% and 45% black).
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
  colorTextDescription: 'rgba(0, 0, 0, 0.55)',
}

/**
 * Global tokens of the dark theme at 4.5:1 or more on its backgrounds (#141414, hovered rows
 * #1d1d1d, raised #1f1f1f): antd's dark primary (#1668dc) is 3.6:1 as text there, its red 4.4:1,
 * its faint texts 1.9–3.8:1. These are seeds: the dark algorithm darkens them (#69b1ff is drawn
 * #5c99dc, 5.7:1 on #1d1d1d). The selected-item tint is darker than antd's (#2e435b, 3.4:1 under
 * the primary) so a selected tab or menu item reads. A primary light enough to read on dark is
 * too light for white text: primary buttons take dark text.
 */
export const ACCESSIBLE_DARK_TOKENS: NonNullable<ThemeConfig['token']> = {
  colorPrimary: '#69b1ff',
  colorLink: '#69b1ff',
  colorInfo: '#69b1ff',
  colorPrimaryBg: '#1b2a3d',
  controlItemBgActive: '#1b2a3d',
  colorSuccess: '#5bc21f',
  colorError: '#ff7875',
  colorWarning: '#d89614',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
  colorTextDescription: 'rgba(255, 255, 255, 0.55)',
}

/** Text on the primary colour in the dark theme (a primary button): near-black, 5:1 or more. */
export const DARK_ON_PRIMARY = 'rgba(0, 0, 0, 0.88)'

/**
 * Text colours of the preset tags (`<Tag color="green">`: antd writes `<colour>7` on `<colour>1`)
 * whose step 7 is under 4.5:1 on its tint: one or two steps darker.
 */
export const ACCESSIBLE_TAG_TOKENS: Record<string, string> = {
  green7: '#237804',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  lime7: '#3f6600',
  yellow7: '#876800',
}

/**
 * Text colours of the preset tags in the dark theme: antd draws them dark on a dark tint (purple
 * #854eca on #1a1325, 3.4:1); the light palette's step 4 reads at 6:1 or more on every tint.
 */
export const ACCESSIBLE_DARK_TAG_TOKENS: Record<string, string> = {
  red7: '#ff7875',
  volcano7: '#ff9c6e',
  orange7: '#ffc069',
  gold7: '#ffd666',
  yellow7: '#fff566',
  lime7: '#d3f261',
  green7: '#95de64',
  cyan7: '#5cdbd3',
  blue7: '#69b1ff',
  geekblue7: '#85a5ff',
  purple7: '#b37feb',
  magenta7: '#ff85c0',
}
