/**
 * The library entry (`dist/ev-console.js`): defines the console's custom elements — `<ev-console>`,
 * one element per area that has screens (`<ev-archives-management>`, ...), `<ev-screen>` and the
 * wall display `<ev-bigscreen>`.
 * Loading it twice (two script tags) does not throw.
 */
import type { AreaKey } from '../core/domain/routes'
import { areasWithScreens } from '../shell/embedding'
import { areaTag } from './catalog'
import { defineOnce } from './element-class'
import { createAreaElement } from './ev-area'
import { EvBigScreenElement } from './ev-bigscreen'
import { EvConsoleElement } from './ev-console'
import { EvScreenElement } from './ev-screen'

export type { EvConsoleConfig } from './nonce'
export { EvBigScreenElement, EvConsoleElement, EvScreenElement }

const areaClasses = new Map<AreaKey, CustomElementConstructor>()

/** The element class of an area (one class per area, made by one factory). */
export function areaElementClass(area: AreaKey): CustomElementConstructor {
  let elementClass = areaClasses.get(area)
  if (!elementClass) {
    elementClass = createAreaElement(area)
    areaClasses.set(area, elementClass)
  }
  return elementClass
}

/** The tags this bundle defines. */
export function elementTags(): string[] {
  return ['ev-console', ...areasWithScreens().map(areaTag), 'ev-screen', 'ev-bigscreen']
}

/** Define every element of the console (idempotent). */
export function defineElements(): void {
  defineOnce('ev-console', EvConsoleElement)
  for (const area of areasWithScreens()) defineOnce(areaTag(area), areaElementClass(area))
  defineOnce('ev-screen', EvScreenElement)
  defineOnce('ev-bigscreen', EvBigScreenElement)
}

defineElements()
