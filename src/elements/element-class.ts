/**
 * Custom element classes of the console's React components (architecture.md: Embedding): r2wc
 * with an open shadow root, plus what r2wc leaves out (toolchain.md).
 */
import r2wc from '@r2wc/react-to-web-component'
import type { ComponentType } from 'react'
import { type FocusKeeper, keepFocus } from './focus'
import { keepMenuKeys } from './menus'

type AttributeType = 'string' | 'number' | 'boolean' | 'json'

/** Props r2wc gives every element component: the shadow root as `container`. */
export interface ElementProps {
  container?: ShadowRoot | HTMLElement
}

const PROPS = Symbol.for('r2wc.props')
const RENDER = Symbol.for('r2wc.render')

const camel = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>
  [RENDER]: () => void
  attributeChangedCallback(name: string, old: string | null, value: string | null): void
  connectedCallback(): void
  disconnectedCallback(): void
}

/**
 * Make a custom element class from a React component, with an open shadow root. Beyond r2wc
 * (toolchain.md): removing an attribute gives the prop back its default (undefined), and a move
 * in the DOM (removed and re-added within the same task) keeps the React tree; removed for good,
 * the React root unmounts (its effects release listeners and timers).
 *
 * @example
 * customElements.define('ev-console', createElementClass(EvConsole, { apiBase: 'string' }))
 */
export function createElementClass<P extends ElementProps>(
  Component: ComponentType<P>,
  props: Partial<Record<Exclude<keyof P, 'container'>, AttributeType>>,
  /** Props that are not attributes, the same for every instance (an area element's `area`). */
  fixed: Partial<P> = {},
  /**
   * Fetches the code the element renders (a `preloadable`) and may start its first calls, given
   * the element when it is first connected (its attributes are set by then): the code has arrived
   * by the time React renders, so nothing suspends (src/ui/preloadable.tsx).
   */
  prefetch?: (element: HTMLElement) => void,
): CustomElementConstructor {
  const Base = r2wc(
    Component as ComponentType<P & object>,
    { shadow: 'open', props } as never,
  ) as unknown as {
    new (): R2wcInternals
    prototype: R2wcInternals
  }
  class ConsoleElement extends Base {
    private readonly focusKeeper: FocusKeeper | null
    private connectedOnce = false
    constructor() {
      super()
      Object.assign(this[PROPS], fixed)
      this.focusKeeper = this.shadowRoot ? keepFocus(this.shadowRoot) : null
      if (this.shadowRoot) keepMenuKeys(this.shadowRoot)
    }

    /** Back to the last element focused inside (antd gives the focus back here: focus.ts). */
    override focus(options?: FocusOptions) {
      if (!this.focusKeeper?.restore()) super.focus(options)
    }

    override connectedCallback() {
      if (!this.connectedOnce) {
        this.connectedOnce = true
        prefetch?.(this)
      }
      super.connectedCallback()
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value === null) {
        this[PROPS][camel(name)] = undefined
        this[RENDER]()
        return
      }
      // r2wc skips an empty value: a present empty attribute (`grey`, `grey=""`) is '' here.
      const key = camel(name) as keyof typeof props
      if (value === '' && props[key] === 'string') {
        this[PROPS][key as string] = ''
        this[RENDER]()
        return
      }
      super.attributeChangedCallback(name, old, value)
    }

    override disconnectedCallback() {
      // A move is a removal and an insertion in the same task: unmount only if still out after it.
      setTimeout(() => {
        if (!this.isConnected) super.disconnectedCallback()
      }, 0)
    }
  }
  return ConsoleElement as unknown as CustomElementConstructor
}

/** Define a tag once: a second bundle (two script tags) must not throw. */
export function defineOnce(tag: string, elementClass: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, elementClass)
}
