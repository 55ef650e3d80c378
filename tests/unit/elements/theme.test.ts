import { theme as antdTheme } from 'antd'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appearance, greyToday } from '../../../src/core/appearance'
import { isGreyDay } from '../../../src/core/domain/appearance'
import * as colourMath from '../../../src/elements/colour'
import {
  contrastRatio,
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  parseColour,
  readablePrimary,
} from '../../../src/elements/colour'
import { ACCESSIBLE_DARK_TOKENS, ACCESSIBLE_LIGHT_TOKENS } from '../../../src/elements/contrast'
import { antdThemeOf, attributeOn, parseTheme, resolveTheme, rootCss } from '../../../src/elements/theme'

afterEach(() => vi.restoreAllMocks())

describe('the theme attribute', () => {
  it('reads modes and colours in any order', () => {
    expect(parseTheme(undefined)).toEqual({ dark: false, compact: false, grey: false })
    expect(parseTheme('Dark compact #0a7cff')).toEqual({
      dark: true,
      compact: true,
      grey: false,
      primary: '#0a7cff',
    })
    expect(parseTheme('dark #0a7cff', 'rgb(1, 2, 3)').primary).toBe('rgb(1, 2, 3)')
    expect(parseTheme('purple', 'not-a-colour')).toEqual({ dark: false, compact: false, grey: false })
  })

  it('takes the user mode over the attribute, the CSS property last for the colour', () => {
    const attribute = parseTheme('dark')
    expect(resolveTheme(attribute, { personal: 'compact' })).toMatchObject({ dark: false, compact: true })
    expect(resolveTheme(attribute, { personal: null })).toMatchObject({ dark: true, compact: false })
    expect(resolveTheme(attribute, { cssPrimary: ' #112233 ' }).primary).toBe('#112233')
    expect(resolveTheme(parseTheme('', '#445566'), { cssPrimary: '#112233' }).primary).toBe('#445566')
    expect(resolveTheme(attribute, { grey: true }).grey).toBe(true)
  })

  it('treats a present grey attribute as on, "false" as off', () => {
    expect(attributeOn('')).toBe(true)
    expect(attributeOn('true')).toBe(true)
    expect(attributeOn('FALSE')).toBe(false)
    expect(attributeOn(undefined)).toBe(false)
  })

  it("uses antd's algorithms: dark, compact, both", () => {
    const algorithms = (dark: boolean, compact: boolean) =>
      antdThemeOf({ dark, compact, grey: false }).algorithm
    expect(algorithms(false, false)).toEqual([antdTheme.defaultAlgorithm])
    expect(algorithms(true, false)).toEqual([antdTheme.darkAlgorithm])
    expect(algorithms(true, true)).toEqual([antdTheme.darkAlgorithm, antdTheme.compactAlgorithm])
  })

  it('greys the root and each popup layer only in grey mode', () => {
    expect(rootCss({ dark: false, compact: false, grey: false })).not.toContain('grayscale')
    expect(rootCss({ dark: false, compact: false, grey: true })).toContain(
      '.evc-root { filter: grayscale(1); }',
    )
  })
})

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio(parseColour('#777') ?? [0, 0, 0], LIGHT_BACKGROUND)).toBeCloseTo(4.48, 2)
    expect(parseColour('rgb(10, 20, 30)')).toEqual([10, 20, 30])
    expect(parseColour('hsl(0, 100%, 50%)')).toEqual([255, 0, 0])
    expect(parseColour('nonsense')).toBeNull()
  })

  it('keeps the console tokens at 4.5:1 on their backgrounds', () => {
    const on = (colour: unknown, background: readonly [number, number, number]) =>
      contrastRatio(parseColour(String(colour)) ?? [0, 0, 0], background)
    for (const key of ['colorPrimary', 'colorSuccess', 'colorError', 'colorWarning'] as const) {
      expect(on(ACCESSIBLE_LIGHT_TOKENS[key], LIGHT_BACKGROUND), key).toBeGreaterThanOrEqual(4.5)
      // Dark seeds are drawn darker by the algorithm: what is drawn must read.
      const drawn = antdTheme.getDesignToken({
        algorithm: antdTheme.darkAlgorithm,
        token: { [key]: ACCESSIBLE_DARK_TOKENS[key] },
      })[key]
      expect(on(drawn, DARK_BACKGROUND), key).toBeGreaterThanOrEqual(4.5)
      expect(on(drawn, [20, 20, 20]), key).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('darkens a brand colour that fails on light, lightens one that fails on dark, keeps one that passes', () => {
    expect(readablePrimary('#8a2be2', LIGHT_BACKGROUND)).toEqual({ colour: '#8a2be2', adjusted: false })
    const gold = readablePrimary('#ffd700', LIGHT_BACKGROUND)
    expect(gold.adjusted).toBe(true)
    expect(contrastRatio(parseColour(gold.colour) ?? [0, 0, 0], LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(4.5)
    const navy = readablePrimary('#001a66', DARK_BACKGROUND)
    const drawn = (seed: string) =>
      antdTheme.getDesignToken({ algorithm: antdTheme.darkAlgorithm, token: { colorPrimary: seed } })
        .colorPrimary
    const navyAsDrawn = readablePrimary('#001a66', DARK_BACKGROUND, drawn)
    expect(
      contrastRatio(parseColour(drawn(navyAsDrawn.colour)) ?? [0, 0, 0], DARK_BACKGROUND),
    ).toBeGreaterThanOrEqual(4.5)
    expect(navy.adjusted).toBe(true)
    expect(contrastRatio(parseColour(navy.colour) ?? [0, 0, 0], DARK_BACKGROUND)).toBeGreaterThanOrEqual(4.5)
  })

  it('warns once when it changes the host colour', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const theme = antdThemeOf({ dark: false, compact: false, grey: false, primary: '#00ff00' }, colourMath)
    antdThemeOf({ dark: false, compact: false, grey: false, primary: '#00ff00' }, colourMath)
    expect(theme.token?.colorPrimary).not.toBe('#00ff00')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('#00ff00')
  })
})

describe('grey days', () => {
  it('include both ends and need both', () => {
    const platform = { greyFrom: '2026-12-13', greyTo: '2026-12-14', watermark: false }
    expect(isGreyDay(platform, '2026-12-12')).toBe(false)
    expect(isGreyDay(platform, '2026-12-13')).toBe(true)
    expect(isGreyDay(platform, '2026-12-14')).toBe(true)
    expect(isGreyDay(platform, '2026-12-15')).toBe(false)
    expect(isGreyDay({ ...platform, greyTo: null }, '2026-12-13')).toBe(false)
    expect(greyToday({ platform, today: '2026-12-14' })).toBe(true)
    expect(greyToday({ platform: null, today: appearance.today })).toBe(false)
  })
})
