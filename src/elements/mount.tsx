/**
 * Element plumbing shared by every custom element of the console (architecture.md: Embedding):
 * a React component becomes a custom element with an open shadow root (r2wc); inside it antd's
 * styles, popups, messages and modals stay in the root (toolchain.md).
 */
import { createCache, StyleProvider } from '@ant-design/cssinjs'
import r2wc from '@r2wc/react-to-web-component'
import { App, ConfigProvider } from 'antd'
import { type ComponentType, type ReactNode, useLayoutEffect, useMemo, useState } from 'react'
import { antdLocale } from './locale'

/** decisions: Fonts — a Chinese system font stack, no bundled font files. */
export const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif"

/** The console's antd class prefix, apart from a host page's own antd (architecture.md). */
export const PREFIX_CLS = 'ev'
export const ICON_PREFIX_CLS = 'evicon'

/** Section 1 / 9: toasts last 2 seconds, sit 60px from the top, at most 2 at once. */
export const MESSAGE_CONFIG = { duration: 2, top: 60, maxCount: 2 } as const

const HOST_CSS = `
:host { display: block; position: relative; font-family: ${FONT_STACK}; }
:host([hidden]) { display: none; }
.evc-root { height: 100%; }
`

export interface ElementRootProps {
  /** The shadow root (r2wc's `container`). */
  container: ShadowRoot | HTMLElement
  /** The `locale` attribute: zh-CN switches antd's strings to Chinese. */
  locale?: string
  children?: ReactNode
}

/** antd inside a shadow root: its own style cache, popups in the root, toasts from antd's App. */
export function ElementRoot({ container, locale, children }: ElementRootProps) {
  const [cache] = useState(() => createCache())
  // Popups render into a div of the same shadow root, created before the first popup can open.
  const [popups] = useState(() => {
    const div = document.createElement('div')
    div.className = 'evc-popups'
    return div
  })
  useLayoutEffect(() => {
    container.appendChild(popups)
    return () => popups.remove()
  }, [container, popups])
  const antd = useMemo(() => antdLocale(locale), [locale])
  return (
    <StyleProvider container={container} cache={cache}>
      <ConfigProvider
        prefixCls={PREFIX_CLS}
        iconPrefixCls={ICON_PREFIX_CLS}
        locale={antd}
        getPopupContainer={() => popups}
        theme={{ token: { fontFamily: FONT_STACK } }}
        // The specification's labels are exact (登录, 取消, 确定): no space inserted between two characters.
        button={{ autoInsertSpace: false }}
      >
        <App className="evc-root" message={MESSAGE_CONFIG}>
          <style>{HOST_CSS}</style>
          {children}
        </App>
      </ConfigProvider>
    </StyleProvider>
  )
}

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
  disconnectedCallback(): void
}

/**
 * Make a custom element class from a React component, with an open shadow root. Beyond r2wc
 * (toolchain.md): removing an attribute gives the prop back its default (undefined), and a move
 * in the DOM (removed and re-added within the same task) keeps the React tree.
 *
 * @example
 * customElements.define('ev-console', createElementClass(EvConsole, { apiBase: 'string' }))
 */
export function createElementClass<P extends ElementProps>(
  Component: ComponentType<P>,
  props: Partial<Record<Exclude<keyof P, 'container'>, AttributeType>>,
): CustomElementConstructor {
  const Base = r2wc(
    Component as ComponentType<P & object>,
    { shadow: 'open', props } as never,
  ) as unknown as {
    new (): R2wcInternals
    prototype: R2wcInternals
  }
  class ConsoleElement extends Base {
    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (value === null) {
        this[PROPS][camel(name)] = undefined
        this[RENDER]()
        return
      }
      super.attributeChangedCallback(name, old, value)
    }

    override disconnectedCallback() {
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
