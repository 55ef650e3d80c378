/**
 * The shell's own styles, rendered as a `<style>` inside the element's shadow root (a CSS file
 * would land in the host document's head). Colours and radii come from the antd theme tokens.
 * Class names start with `evc-`, apart from antd's `ev-` prefix.
 */
import { ConfigProvider, theme } from 'antd'
import { useContext, useEffect, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import { beforeEveryPrint } from '../ui/print'

type Token = ReturnType<typeof theme.useToken>['token']

function css(t: Token, menuSelectedBg: string): string {
  return `
.evc-centered { display: flex; align-items: center; justify-content: center; height: 100%; min-height: 240px; }
.evc-frame { height: 100%; min-height: 480px; }
.evc-main { min-width: 0; height: 100%; display: flex; flex-direction: column; }
.evc-sider { height: 100%; overflow: hidden auto; }
.evc-sider-menu { padding-bottom: 16px; }
.evc-menu { background: #001529; color: rgba(255, 255, 255, 0.65); font-size: ${t.fontSize}px; outline: none; }
.evc-menu-list { display: flow-root; background: #000c17; }
.evc-menu-title, .evc-menu-item { position: relative; display: flex; align-items: center; height: 40px; margin: 4px;
  padding-inline-end: 16px; border-radius: ${t.borderRadiusLG}px; cursor: pointer; white-space: nowrap; overflow: hidden;
  transition: background-color ${t.motionDurationMid}, color ${t.motionDurationMid}; }
.evc-menu-title { padding-inline-end: 34px; }
.evc-menu-title:hover, .evc-menu-item:hover, .evc-menu-group-selected > .evc-menu-title { color: #fff; }
.evc-menu-item-selected, .evc-menu-item-selected:hover { background: ${menuSelectedBg}; color: #fff; }
.evc-menu-title:focus-visible, .evc-menu-item:focus-visible { outline: 2px solid ${t.colorPrimaryBorder}; outline-offset: -2px; }
.evc-menu:focus-visible { outline: 2px solid ${t.colorPrimaryBorder}; outline-offset: -2px; }
.evc-menu-icon { flex: none; min-width: 14px; font-size: 14px; }
.evc-menu-label { flex: 1; min-width: 0; margin-inline-start: 10px; overflow: hidden; text-overflow: ellipsis; }
.evc-menu-arrow { position: absolute; top: 50%; inset-inline-end: 16px; width: 10px; transform: translateY(-50%);
  transition: transform ${t.motionDurationMid}; }
.evc-menu-arrow::before, .evc-menu-arrow::after { content: ''; position: absolute; width: 6px; height: 1.5px;
  background: currentColor; border-radius: 6px; transition: transform ${t.motionDurationMid}; }
.evc-menu-arrow::before { transform: rotate(-45deg) translateX(2.5px); }
.evc-menu-arrow::after { transform: rotate(45deg) translateX(-2.5px); }
.evc-menu-arrow-open { transform: translateY(-2px); }
.evc-menu-arrow-open::before { transform: rotate(45deg) translateX(2.5px); }
.evc-menu-arrow-open::after { transform: rotate(-45deg) translateX(-2.5px); }
@media (prefers-reduced-motion: reduce) {
  .evc-menu-title, .evc-menu-item, .evc-menu-arrow, .evc-menu-arrow::before, .evc-menu-arrow::after { transition: none; }
}
.evc-brand { height: 56px; display: flex; align-items: center; gap: 10px; padding: 0 22px; color: ${t.colorTextLightSolid};
  font-size: 16px; font-weight: 600; white-space: nowrap; overflow: hidden; }
.evc-brand .anticon, .evc-brand [class*="evicon"] { font-size: 20px; color: ${t.colorPrimary}; }
.evc-header { display: flex; align-items: center; gap: 8px; height: 56px; line-height: 56px; padding: 0 16px 0 8px;
  background: ${t.colorBgContainer}; border-bottom: 1px solid ${t.colorBorderSecondary}; flex: none; }
.evc-platform-name { margin: 0; flex: 1; min-width: 0; font-size: 16px; font-weight: 600; color: ${t.colorText};
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.evc-header-right { display: flex; align-items: center; gap: 4px; line-height: normal; }
.evc-user { display: inline-flex; align-items: center; gap: 8px; max-width: 220px; }
.evc-user-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.evc-user-caret { font-size: 10px; color: ${t.colorTextTertiary}; }
.evc-tabbar { display: flex; align-items: center; gap: 8px; height: 40px; padding: 0 8px 0 12px; flex: none;
  background: ${t.colorBgContainer}; border-bottom: 1px solid ${t.colorBorderSecondary}; }
.evc-tablist { display: flex; align-items: center; gap: 6px; flex: 1; min-width: 0; height: 100%;
  overflow-x: auto; overflow-y: hidden; scrollbar-width: thin; }
.evc-tab { display: inline-flex; align-items: center; gap: 6px; height: 28px; padding: 0 10px; flex: none;
  border: 1px solid ${t.colorBorderSecondary}; border-radius: ${t.borderRadiusSM}px; background: ${t.colorFillQuaternary};
  color: ${t.colorTextSecondary}; font-size: 13px; cursor: pointer; user-select: none; white-space: nowrap; }
.evc-tab:hover { color: ${t.colorPrimary}; }
.evc-tab:focus-visible { outline: 2px solid ${t.colorPrimary}; outline-offset: 1px; }
.evc-tab-active { background: ${t.colorPrimaryBg}; border-color: ${t.colorPrimaryBorder}; color: ${t.colorPrimary}; }
.evc-tab-close { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px;
  border-radius: 50%; font-size: 10px; color: inherit; }
.evc-tab-close:hover { background: ${t.colorFillSecondary}; }
.evc-more { flex: none; }
.evc-content-area { flex: 1; min-height: 0; position: relative; display: flex; flex-direction: column; }
.evc-content { flex: 1; min-height: 0; overflow: auto; background: ${t.colorBgLayout}; position: relative; }
.evc-frame-bare .evc-content { background: ${t.colorBgContainer}; }
.evc-page { min-height: 100%; }
.evc-page-pad { padding: 16px; }
.evc-filter-form { display: flex; flex-wrap: wrap; gap: 12px 16px; }
.evc-filter-cell { flex: 0 0 100%; max-width: 100%; min-width: 0; }
@media (min-width: 768px) { .evc-filter-cell { flex-basis: calc((100% - 16px) / 2); max-width: calc((100% - 16px) / 2); } }
@media (min-width: 1200px) { .evc-filter-cell { flex-basis: calc((100% - 32px) / 3); max-width: calc((100% - 32px) / 3); } }
.evc-filter-actions { flex: 1 1 auto; display: flex; justify-content: flex-end; }
.evc-filter-item { display: flex; align-items: flex-start; min-width: 0; font-size: ${t.fontSize}px; }
.evc-filter-label { flex: none; display: inline-flex; align-items: center; height: ${t.controlHeight}px; max-width: 40%;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${t.colorTextHeading}; cursor: default; }
.evc-filter-label::after { content: ':'; margin-inline: 2px 8px; }
.evc-filter-required::before { content: '*'; margin-inline-end: 4px; color: ${t.colorError}; font-family: SimSun, sans-serif; }
.evc-filter-control { flex: 1; min-width: 0; }
.evc-filter-help { color: ${t.colorError}; line-height: ${t.lineHeight}; padding-top: 2px; }
.evc-row-actions { display: inline-flex; flex-wrap: wrap; align-items: center; }
.evc-screen-loading { display: flex; justify-content: center; padding: 64px 0; }
.evc-login { height: 100%; min-height: 480px; display: flex; align-items: center; justify-content: center; padding: 24px;
  box-sizing: border-box; background: linear-gradient(135deg, ${t.colorPrimaryActive} 0%, ${t.colorPrimary} 62%, ${t.cyan6} 100%); }
.evc-login-card { width: 380px; max-width: 100%; box-sizing: border-box; padding: 36px 32px 28px;
  background: ${t.colorBgContainer}; border-radius: ${t.borderRadiusLG * 1.5}px; box-shadow: ${t.boxShadow}; }
.evc-login-title { margin: 0 0 4px; font-size: 22px; font-weight: 600; text-align: center; color: ${t.colorText}; }
.evc-login-subtitle { margin: 0 0 24px; text-align: center; color: ${t.colorTextSecondary}; }
.evc-login-label { display: block; padding-bottom: 8px; color: ${t.colorText}; }
.evc-login-error { min-height: 24px; color: ${t.colorError}; line-height: 24px; }
.evc-login-field:last-of-type { margin-bottom: 8px; }
.evc-search-list { list-style: none; margin: 12px 0 0; padding: 0; max-height: 420px; overflow: auto; }
.evc-search-item { display: flex; justify-content: space-between; align-items: center; gap: 16px; padding: 10px 12px;
  border-radius: ${t.borderRadius}px; cursor: pointer; }
.evc-search-item-active { background: ${t.controlItemBgActive}; }
.evc-search-label mark { padding: 0; background: transparent; color: ${t.colorPrimary}; font-weight: 600; }
.evc-search-trail { margin-left: 8px; font-size: 12px; color: ${t.colorTextTertiary}; }
.evc-search-path { font-family: ${t.fontFamilyCode}; font-size: 12px; color: ${t.colorTextSecondary}; }
.evc-toolbar { display: flex; justify-content: space-between; flex-wrap: wrap; gap: 12px; margin-bottom: 12px; }
.evc-shortcuts { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 8px; }
.evc-shortcut { display: flex; align-items: center; gap: 8px; padding: 10px 12px; text-align: left; cursor: pointer;
  font: inherit; color: ${t.colorText}; background: ${t.colorBgContainer}; border: 1px solid ${t.colorBorderSecondary};
  border-radius: ${t.borderRadius}px; }
.evc-shortcut:hover, .evc-shortcut:focus-visible { color: ${t.colorPrimary}; border-color: ${t.colorPrimary}; outline: none; }
.evc-profile { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 48px; }
.evc-profile-avatar { padding-top: 8px; }
.evc-profile-form { width: 420px; max-width: 100%; }
.evc-narrow { max-width: 680px; }
.evc-gap { margin-bottom: 16px; }
.evc-appearance-title { margin: 8px 0 16px; font-size: 16px; font-weight: 600; color: ${t.colorTextHeading}; }
.evc-gap-top { margin-top: 16px; }
.evc-hint { color: ${t.colorTextSecondary}; }
.evc-order { display: inline-block; min-width: 20px; color: ${t.colorTextTertiary}; }
.evc-dialog-note { color: ${t.colorWarningText}; }
.evc-dialog-logout { float: left; padding-inline: 0; }
`
}

/** What a user does before printing: any key (Ctrl+P) or pointer, or the print itself. */
const PRINT_TRIGGERS = ['keydown', 'pointerdown', 'beforeprint'] as const

/**
 * The print styles (./printStyles) are not part of the first screen (budgets.md: bytes until the
 * rows show): they load at the user's first key or pointer press, which comes before any print
 * (Ctrl+P, a print button), or at the print itself. A 打印 button prints through `printPage()`,
 * which waits until they are in the shadow root (drawn with flushSync, before the print's layout):
 * its own pointer press may be the one that starts loading them.
 */
function usePrintCss(): string {
  const [printCss, setPrintCss] = useState('')
  useEffect(() => {
    let live = true
    let loading: Promise<void> | undefined
    const load = () => {
      for (const type of PRINT_TRIGGERS) window.removeEventListener(type, load, true)
      loading ??= import('./printStyles').then(({ PRINT_CSS }) => {
        if (live) flushSync(() => setPrintCss(PRINT_CSS))
      })
      return loading
    }
    for (const type of PRINT_TRIGGERS) window.addEventListener(type, load, true)
    const unregister = beforeEveryPrint(load)
    return () => {
      live = false
      unregister()
      for (const type of PRINT_TRIGGERS) window.removeEventListener(type, load, true)
    }
  }, [])
  return printCss
}

/** The `<style>` element of the shell. */
export function ShellStyles() {
  const { token } = theme.useToken()
  // The side menu's selected item takes antd Menu's `darkItemSelectedBg`, which the element's
  // theme sets in dark mode to a shade readable under white text (src/elements/theme.ts); antd's
  // default is the primary colour.
  const menu = useContext(ConfigProvider.ConfigContext).theme?.components?.Menu
  const selectedBg = menu?.darkItemSelectedBg ?? token.colorPrimary
  const printCss = usePrintCss()
  const text = useMemo(() => css(token, selectedBg) + printCss, [token, selectedBg, printCss])
  return <style>{text}</style>
}
