/**
 * The look every element shares: the class prefix, the font stack, toast settings, the `theme`,
 * `grey` and `primary-color` attributes (issue 21), and the CSS that cuts the element off from the
 * host page's inherited styles.
 */
import { theme as antdTheme, type ThemeConfig } from 'antd'
import type { ThemeMode } from '../core/domain/appearance'
import type * as Colour from './colour'
import {
  ACCESSIBLE_DARK_TAG_TOKENS,
  ACCESSIBLE_DARK_TOKENS,
  ACCESSIBLE_LIGHT_TOKENS,
  ACCESSIBLE_TAG_TOKENS,
  DARK_ON_PRIMARY,
} from './contrast'

/** The colour arithmetic of ./colour, loaded when a primary colour is asked for. */
export type ColourMath = typeof Colour

/** Load the colour arithmetic (a chunk of its own: the default theme never needs it). */
export const loadColourMath = (): Promise<ColourMath> => import('./colour')

/**
 * The dark side menu's selected item under white text: the dark theme's blue darkened to 4.5:1
 * (readablePrimary of ACCESSIBLE_DARK_TOKENS.colorPrimary on white, computed once).
 */
const DARK_MENU_SELECTED = '#4473a6'

/** decisions: Fonts — a Chinese system font stack, no bundled font files. */
export const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif"

/** The console's antd class prefix, apart from a host page's own antd (architecture.md). */
export const PREFIX_CLS = 'ev'
export const ICON_PREFIX_CLS = 'evicon'

/** Section 1 / 9: toasts last 2 seconds, sit 60px from the top, at most 2 at once. */
export const MESSAGE_CONFIG = { duration: 2, top: 60, maxCount: 2 } as const

/** The CSS custom property a host may set on the element for its brand colour. */
export const PRIMARY_PROPERTY = '--ev-primary-color'

const COLOUR = /^(#[0-9a-f]{3}([0-9a-f]{3})?|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i

/** What the `theme`, `grey` and `primary-color` attributes (and the user's settings) ask for. */
export interface ThemeChoice {
  dark: boolean
  /** antd's compact density. */
  compact: boolean
  /** Greyscale (national mourning). */
  grey: boolean
  /** The primary colour as asked (before the contrast check). */
  primary?: string
  /** The user's system asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean
}

/** A CSS colour the console understands, or undefined. */
export function colourOf(value: string | null | undefined): string | undefined {
  const text = value?.trim()
  return text && COLOUR.test(text) ? text : undefined
}

/**
 * Read `theme` ('light' | 'dark' | 'compact' | a colour, or several: 'dark compact #0a7cff') and
 * `primary-color`; anything unknown gives the default light theme with the console's blue.
 */
export function parseTheme(theme?: string | null, primaryColor?: string | null): ThemeChoice {
  const words = (theme ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean)
  const primary = colourOf(primaryColor) ?? words.map(colourOf).find(Boolean)
  return {
    dark: words.includes('dark'),
    compact: words.includes('compact'),
    grey: words.includes('grey') || words.includes('gray'),
    ...(primary ? { primary } : {}),
  }
}

/** Whether a boolean attribute is on: present and not "false" (`grey`, `grey=""`, `grey="true"`). */
export function attributeOn(value: string | boolean | null | undefined): boolean {
  if (typeof value === 'boolean') return value
  return value !== null && value !== undefined && value.trim().toLowerCase() !== 'false'
}

/** What else decides the look besides the attribute. */
export interface ThemeContext {
  /** The user's own mode (`<ev-console>` only): wins over the attribute's mode. */
  personal?: ThemeMode | null
  /** The `grey` attribute is on, or today is a grey day of the platform. */
  grey?: boolean
  /** The host's `--ev-primary-color`, when `primary-color` and `theme` give none. */
  cssPrimary?: string
  /** The system's `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean
}

/** The final choice: the attribute's, with the user's mode, grey days and the CSS property. */
export function resolveTheme(choice: ThemeChoice, context: ThemeContext): ThemeChoice {
  const personal = context.personal
  const primary = choice.primary ?? colourOf(context.cssPrimary)
  return {
    dark: personal ? personal === 'dark' : choice.dark,
    compact: personal ? personal === 'compact' : choice.compact,
    grey: choice.grey || !!context.grey,
    ...(primary ? { primary } : {}),
    ...(context.reducedMotion ? { reducedMotion: true } : {}),
  }
}

const warned = new Set<string>()

/**
 * The primary colour after the contrast check: a host colour under 4.5:1 against the theme's
 * background is darkened (lightened in dark mode), with one console warning per colour.
 */
export function checkedPrimary(choice: ThemeChoice, math: ColourMath | null): string | undefined {
  // Until the arithmetic has arrived the console's own colour stays (mount.tsx loads it).
  if (!choice.primary || !math) return undefined
  const { DARK_BACKGROUND, LIGHT_BACKGROUND, readablePrimary } = math
  const background = choice.dark ? DARK_BACKGROUND : LIGHT_BACKGROUND
  // In dark mode the algorithm draws the seed darker: the drawn colour is what must read.
  const drawn = choice.dark
    ? (seed: string) =>
        antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm, token: { colorPrimary: seed } })
          .colorPrimary
    : undefined
  const { colour, adjusted } = readablePrimary(choice.primary, background, drawn)
  const key = `${choice.primary}|${choice.dark}`
  if (adjusted && !warned.has(key)) {
    warned.add(key)
    console.warn(
      `ev-console: primary colour ${choice.primary} has a contrast under 4.5:1 on the ${choice.dark ? 'dark' : 'light'} background (WCAG 2.1 1.4.3); using ${colour} instead.`,
    )
  }
  return colour
}

/**
 * A table's "No Data" is drawn in colorTextDisabled (#bfbfbf on white, 1.8:1): in tables it is
 * read, not disabled, so it takes the secondary text colour (issue 21: contrast ≥ 4.5:1).
 */
const LIGHT_SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)'
const DARK_SECONDARY_TEXT = 'rgba(255, 255, 255, 0.65)'

/**
 * antd's theme for a choice: light or dark algorithm, plus compact. A primary colour applies once
 * `math` (the colour arithmetic) is there.
 */
export function antdThemeOf(choice: ThemeChoice, math: ColourMath | null = null): ThemeConfig {
  const primary = checkedPrimary(choice, math)
  const base = choice.dark ? ACCESSIBLE_DARK_TOKENS : ACCESSIBLE_LIGHT_TOKENS
  // A host colour replaces the console's blue with its hover and pressed shades (antd derives them).
  const tokens = primary
    ? Object.fromEntries(
        Object.entries(base).filter(([key]) => !/^(color(Primary|Link|Info)|controlItemBgActive)/.test(key)),
      )
    : base
  return {
    algorithm: [
      choice.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      ...(choice.compact ? [antdTheme.compactAlgorithm] : []),
    ],
    token: {
      // Issue 21: texts and status tags at 4.5:1 or more in both themes.
      ...tokens,
      fontFamily: FONT_STACK,
      // WCAG 2.3.3: a user who asked the system for less motion gets dialogs, drawers, menus and
      // tags without their zoom, slide and colour animations (antd's switch for all of them).
      ...(choice.reducedMotion ? { motion: false } : {}),
      ...(primary ? { colorPrimary: primary, colorLink: primary, colorInfo: primary } : {}),
    },
    components: choice.dark
      ? {
          // Dark text on the light primary (buttons); the side menu's selected item a darker
          // shade under its white text.
          Button: { primaryColor: DARK_ON_PRIMARY },
          Menu: {
            darkItemSelectedBg:
              primary && math
                ? math.readablePrimary(primary, math.LIGHT_BACKGROUND).colour
                : DARK_MENU_SELECTED,
          },
          Tag: ACCESSIBLE_DARK_TAG_TOKENS,
          Table: { colorTextDisabled: DARK_SECONDARY_TEXT },
        }
      : { Tag: ACCESSIBLE_TAG_TOKENS, Table: { colorTextDisabled: LIGHT_SECONDARY_TEXT } },
  }
}

/**
 * Greyscale of the whole element (issue 21): the root, and each popup layer itself (a filter on
 * an ancestor of a fixed layer would make it the layer's containing block: dialogs would sit in
 * a zero-size box). The host page is outside the shadow root and is never touched.
 */
const GREY_CSS = `
.evc-root { filter: grayscale(1); }
.evc-popups > :not(.ev-modal-root):not(.ev-image-preview-root), .evc-popups > .ev-modal-root > *,
.evc-popups > .ev-image-preview-root > * { filter: grayscale(1); }
`

/**
 * Inherited properties cross the shadow boundary (font, colour, line-height, letter-spacing...):
 * the element's root and its popup layer set every one of them, so a host's `body { font: ... }`
 * or `div { line-height: 3 }` changes nothing inside. Selectors of the host (`*`, `button`, `div`)
 * never match inside the shadow root. `:host` keeps only what a host may size and place.
 */
export function rootCss(choice: ThemeChoice): string {
  const colour = choice.dark ? 'rgba(255, 255, 255, 0.85)' : 'rgba(0, 0, 0, 0.88)'
  const background = choice.dark ? '#141414' : 'transparent'
  return `
:host { display: block; position: relative; box-sizing: border-box; color-scheme: ${choice.dark ? 'dark' : 'light'}; }
:host([hidden]) { display: none; }
.evc-root, .evc-popups {
  all: initial; display: block; box-sizing: border-box;
  font-family: ${FONT_STACK}; font-size: 14px; font-weight: 400; font-style: normal; line-height: 1.5715;
  color: ${colour}; letter-spacing: normal; word-spacing: normal; text-align: start; text-indent: 0;
  text-transform: none; text-shadow: none; white-space: normal; direction: ltr; visibility: visible;
  cursor: auto; -webkit-font-smoothing: antialiased;
}
.evc-root { height: 100%; background: ${background}; }
/* A detail's labels on one line: a long value beside one took its width and broke the label into a
   column of single characters (issue 42, item 15). */
.${PREFIX_CLS}-descriptions-item-label { white-space: nowrap; }
${choice.grey ? GREY_CSS : ''}`
}
