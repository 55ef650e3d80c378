/**
 * decisions: CSP nonce — read from the element's `nonce` property or a global configuration
 * (`window.EV_CONSOLE_CONFIG = { nonce }`), never from the attribute (browsers blank it).
 */

/** The page-wide configuration an integrator may set before loading the bundle. */
export interface EvConsoleConfig {
  nonce?: string
}

declare global {
  interface Window {
    EV_CONSOLE_CONFIG?: EvConsoleConfig
  }
}

/** The nonce for an element's styles: its own `nonce` property, else the global configuration. */
export function nonceFor(element: HTMLElement | null | undefined): string | undefined {
  const own = element?.nonce
  if (own) return own
  const global = typeof window !== 'undefined' ? window.EV_CONSOLE_CONFIG?.nonce : undefined
  return typeof global === 'string' && global ? global : undefined
}

/**
 * Give every `<style>` React renders into the shadow root the nonce. antd's cssinjs stamps its
 * own styles (ConfigProvider `csp`); a plain `<style>` of the console (the shell's) has none,
 * which a strict CSP blocks. Stamping and re-inserting the element makes the browser check it
 * again, now with the nonce; React keeps its reference (same element), so later text updates work.
 * Returns the stop function.
 */
export function stampStyleNonces(root: ShadowRoot, nonce: string | undefined): () => void {
  if (!nonce) return () => undefined
  const stamp = (style: HTMLStyleElement) => {
    if (style.nonce === nonce) return
    style.nonce = nonce
    const parent = style.parentNode
    if (parent) parent.insertBefore(style, style.nextSibling)
  }
  const sweep = () => {
    for (const style of root.querySelectorAll('style')) stamp(style)
  }
  sweep()
  const observer = new MutationObserver(sweep)
  observer.observe(root, { childList: true, subtree: true })
  return () => observer.disconnect()
}
