/**
 * A React tree mounted as the elements mount the console: in an `ElementRoot` inside the shadow
 * root of a fresh host, with the element's `locale` attribute or without it. One tree at a time.
 */
import { createElement as h, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { ElementRoot } from '../../src/elements/mount'

let mounted: { host: HTMLElement; root: Root } | null = null

/** Mount `child` (the tree mounted before is unmounted first); answers its shadow root. */
export function mountInElement(child: ReactNode, locale?: string): ShadowRoot {
  unmountElement()
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  root.render(h(ElementRoot, { container: shadow, ...(locale ? { locale } : {}) }, child))
  mounted = { host, root }
  return shadow
}

/** Unmount the tree and remove its host. */
export function unmountElement(): void {
  mounted?.root.unmount()
  mounted?.host.remove()
  mounted = null
}
