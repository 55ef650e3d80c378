/**
 * The look every element shares: the class prefix, the font stack, toast settings, the `theme`
 * attribute, and the CSS that cuts the element off from the host page's inherited styles.
 */
import { theme as antdTheme, type ThemeConfig } from 'antd'
import { ACCESSIBLE_LIGHT_TOKENS, ACCESSIBLE_TAG_TOKENS } from './contrast'

/** decisions: Fonts — a Chinese system font stack, no bundled font files. */
export const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif"

/** The console's antd class prefix, apart from a host page's own antd (architecture.md). */
export const PREFIX_CLS = 'ev'
export const ICON_PREFIX_CLS = 'evicon'

/** Section 1 / 9: toasts last 2 seconds, sit 60px from the top, at most 2 at once. */
export const MESSAGE_CONFIG = { duration: 2, top: 60, maxCount: 2 } as const

const COLOUR = /^(#[0-9a-f]{3}([0-9a-f]{3})?|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/i

/** What a `theme` attribute (and `primary-color`) ask for. */
export interface ThemeChoice {
  dark: boolean
  primary?: string
}

/**
 * Read `theme` ('light' | 'dark' | a colour, or 'dark #0a7cff') and `primary-color`; anything
 * unknown gives the default light theme with antd's blue.
 */
export function parseTheme(theme?: string | null, primaryColor?: string | null): ThemeChoice {
  const words = (theme ?? '').trim().split(/\s+/).filter(Boolean)
  const colourWord = words.find((word) => COLOUR.test(word))
  const primary = [primaryColor?.trim(), colourWord].find((value) => value && COLOUR.test(value))
  return { dark: words.includes('dark'), ...(primary ? { primary } : {}) }
}

/** antd's theme for a choice. */
export function antdThemeOf(choice: ThemeChoice): ThemeConfig {
  return {
    algorithm: choice.dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      // Issue 21: texts and status tags at 4.5:1 or more (the dark theme keeps antd's tokens).
      ...(choice.dark ? {} : ACCESSIBLE_LIGHT_TOKENS),
      fontFamily: FONT_STACK,
      ...(choice.primary ? { colorPrimary: choice.primary } : {}),
    },
    ...(choice.dark ? {} : { components: { Tag: ACCESSIBLE_TAG_TOKENS } }),
  }
}

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
:host { display: block; position: relative; box-sizing: border-box; }
:host([hidden]) { display: none; }
.evc-root, .evc-popups {
  all: initial; display: block; box-sizing: border-box;
  font-family: ${FONT_STACK}; font-size: 14px; font-weight: 400; font-style: normal; line-height: 1.5715;
  color: ${colour}; letter-spacing: normal; word-spacing: normal; text-align: start; text-indent: 0;
  text-transform: none; text-shadow: none; white-space: normal; direction: ltr; visibility: visible;
  cursor: auto; -webkit-font-smoothing: antialiased;
}
.evc-root { height: 100%; background: ${background}; }
`
}
