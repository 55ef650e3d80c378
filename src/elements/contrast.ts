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

/** An sRGB colour, channels 0–255. */
type Rgb = readonly [number, number, number]

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/** #rgb, #rrggbb, rgb(), rgba() or hsl() as sRGB channels; null when unreadable. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb
  }
  const numbers = (text.match(/-?[\d.]+/g) ?? []).map(Number)
  if (/^rgba?\(/.test(text) && numbers.length >= 3) {
    const channel = (index: number) =>
      text.split(',')[index]?.includes('%') ? (numbers[index] as number) * 2.55 : (numbers[index] as number)
    return [channel(0), channel(1), channel(2)].map((n) => Math.max(0, Math.min(255, n))) as unknown as Rgb
  }
  if (/^hsla?\(/.test(text) && numbers.length >= 3) {
    const [h, s, l] = numbers as [number, number, number]
    return hslToRgb(((h % 360) + 360) % 360, Math.min(s, 100) / 100, Math.min(l, 100) / 100)
  }
  return null
}

/** WCAG 2.1 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.1 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const hexOf = (rgb: Rgb) => `#${rgb.map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`

/** The page backgrounds text sits on: white (light) and antd's dark container, hovered (#1d1d1d). */
export const LIGHT_BACKGROUND: Rgb = [255, 255, 255]
export const DARK_BACKGROUND: Rgb = [29, 29, 29]

/** `colour` mixed towards black (0) or white (255) by `amount` (0–1), as #rrggbb. */
export function mixColour(colour: string, towards: 0 | 255, amount: number): string {
  const rgb = parseColour(colour) ?? [0, 0, 0]
  return hexOf(rgb.map((n) => n + (towards - n) * amount) as unknown as Rgb)
}

/** The contrast text needs (WCAG 2.1 1.4.3). */
export const TEXT_CONTRAST = 4.5

/**
 * A primary colour that reads as text on `background` at 4.5:1: the host's colour itself when it
 * does, else mixed towards black (light background) or white (dark) in small steps until it does.
 * `adjusted` tells whether it changed.
 */
export function readablePrimary(
  colour: string,
  background: Rgb,
  /** How the colour is drawn (the dark algorithm darkens its seed); by default as given. */
  drawn: (seed: string) => string = (seed) => seed,
): { colour: string; adjusted: boolean } {
  const passes = (seed: string) =>
    contrastRatio(parseColour(drawn(seed)) ?? [0, 0, 0], background) >= TEXT_CONTRAST
  if (!parseColour(colour) || passes(colour)) return { colour, adjusted: false }
  const towards = luminance(background) > 0.5 ? 0 : 255
  for (let step = 1; step <= 20; step += 1) {
    const mixed = mixColour(colour, towards, step / 20)
    if (passes(mixed)) return { colour: mixed, adjusted: true }
  }
  return { colour: hexOf([towards, towards, towards]), adjusted: true }
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
