/**
 * The library entry (`dist/ev-console.js`): defines the console's custom elements. Loading it
 * twice (two script tags) does not throw.
 */
import { EvConsoleElement } from './ev-console'
import { defineOnce } from './mount'

export { EvConsoleElement }

/** Define every element of the console (idempotent). */
export function defineElements(): void {
  defineOnce('ev-console', EvConsoleElement)
}

defineElements()
