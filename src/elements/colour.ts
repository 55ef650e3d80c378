/**
 * Colour arithmetic for the host's brand colour (issue 21): parse, contrast ratio (WCAG 2.1) and
 * the darkening of a colour under 4.5:1. Loaded only when an element is given a primary colour
 * (src/elements/mount.tsx), so the first screen of the default theme does not carry it.
 */
/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number]

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
