/**
 * What antd needs from a browser that jsdom lacks: matchMedia (responsive grid), ResizeObserver
 * (tables, overflow), and scrollTo. Imported first by the UI tests.
 */
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList
}
if (!('ResizeObserver' in window)) {
  ;(window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
window.scrollTo = () => undefined

// Role queries check every element's computed visibility, which is very slow over antd's DOM in
// jsdom; the tests query what is on screen and assert visibility where it matters.
configure({ defaultHidden: true, asyncUtilTimeout: 15_000 })

// The style sheets antd's CSS-in-JS puts in the document are kept as text, not applied: jsdom
// matched each of their thousands of rules against every element whose computed style was asked
// for (antd's own measuring, a role's accessible name), a quarter of a list test's time (issue 40).
// jsdom applies a <style> only when its type is empty or text/css (as browsers do); no unit test
// reads a computed style, and the text stays where tests read it.
const createElement = Document.prototype.createElement
Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
  const element = createElement.call(this, name, options)
  if (name.toLowerCase() === 'style') element.setAttribute('type', 'text/x-unapplied')
  return element
} as typeof createElement

// antd's first render in jsdom builds its CSS-in-JS styles and can take seconds on a shared 2-core
// machine; tests wait on what the user sees, and this bound only stops a hung run.
vi.setConfig({ testTimeout: 60_000 })

afterEach(() => cleanup())
