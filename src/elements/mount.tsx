/**
 * Element plumbing shared by every custom element of the console (architecture.md: Embedding):
 * a React component becomes a custom element with an open shadow root (r2wc); inside it antd's
 * styles, popups, messages and modals stay in the root (toolchain.md).
 */
import { createCache, StyleProvider } from '@ant-design/cssinjs'
import r2wc from '@r2wc/react-to-web-component'
import { ConfigProvider, Empty } from 'antd'
import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { useSnapshot } from 'valtio'
import { appearance, greyToday } from '../core/appearance'
import { AntdLooks } from '../ui/looks'
import { SELECT_LIKE, UI_STRINGS } from '../ui/uiStrings'
import { type FocusKeeper, keepFocus } from './focus'
import { antdLocale, EN_MONDAY } from './locale'
import { keepMenuKeys } from './menus'
import { nonceFor, stampStyleNonces } from './nonce'
import {
  antdThemeOf,
  attributeOn,
  type ColourMath,
  FONT_STACK,
  ICON_PREFIX_CLS,
  loadColourMath,
  MESSAGE_CONFIG,
  PREFIX_CLS,
  PRIMARY_PROPERTY,
  parseTheme,
  resolveTheme,
  rootCss,
} from './theme'
import { PageToasts } from './toasts'

export { FONT_STACK, ICON_PREFIX_CLS, MESSAGE_CONFIG, PREFIX_CLS }

export interface ElementRootProps {
  /** The shadow root (r2wc's `container`). */
  container: ShadowRoot | HTMLElement
  /** The `locale` attribute: zh-CN switches antd's strings to Chinese. */
  locale?: string
  /** The `theme` attribute: light, dark, a primary colour, or 'dark #0a7cff'. */
  theme?: string
  /** The `primary-color` attribute (wins over a colour in `theme` and `--ev-primary-color`). */
  primaryColor?: string
  /** The `grey` attribute: greyscale (national mourning) whatever the platform's grey days. */
  grey?: string
  /** Follow the signed-in user's own mode (个人中心 → 外观): `<ev-console>`. */
  personal?: boolean
  children?: ReactNode
}

/** Dialogs and drawers without antd's focus lock (focus.ts keeps the focus in them). */
const SHADOW_FOCUS = { focusable: { trap: false, focusTriggerAfterClose: true } } as const

/** The element of a container (the shadow root's host). */
export function hostOf(container: ShadowRoot | HTMLElement): HTMLElement {
  return container instanceof ShadowRoot ? (container.host as HTMLElement) : container
}

/**
 * Empty states in English (section 8): a select-like list that matches nothing says No matching
 * data; tables, lists and panels say No Data (from the locale).
 */
function renderEmpty(componentName?: string) {
  if (componentName && SELECT_LIKE.has(componentName))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={UI_STRINGS.noMatch} />
  if (componentName === 'Table' || componentName === 'List')
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  return <Empty />
}

const readCssPrimary = (host: HTMLElement) => getComputedStyle(host).getPropertyValue(PRIMARY_PROPERTY).trim()

/**
 * The host's `--ev-primary-color`, read when the element renders and again when the host's
 * `style` or `class` changes (a custom property has no change event of its own).
 */
function useCssPrimary(host: HTMLElement): string {
  const [value, setValue] = useState(() => readCssPrimary(host))
  useEffect(() => {
    setValue(readCssPrimary(host))
    const observer = new MutationObserver(() => setValue(readCssPrimary(host)))
    observer.observe(host, { attributes: true, attributeFilter: ['style', 'class'] })
    return () => observer.disconnect()
  }, [host])
  return value
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** The system's reduced-motion query (none outside a browser). */
const reducedMotionQuery = (): MediaQueryList | undefined => globalThis.matchMedia?.(REDUCED_MOTION)

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the system asks for reduced motion, followed while the page is open. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery()?.matches === true,
    () => false,
  )
}

/** antd inside a shadow root: its own style cache, popups and toasts in the root. */
export function ElementRoot(props: ElementRootProps) {
  const { container, locale, theme, primaryColor, grey, personal, children } = props
  const [cache] = useState(() => createCache())
  // decisions: CSP nonce — read once, when the element first renders (the host sets it before).
  const [nonce] = useState(() => nonceFor(hostOf(container)))
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
  useEffect(() => {
    if (container instanceof ShadowRoot) return stampStyleNonces(container, nonce)
  }, [container, nonce])
  const antd = useMemo(() => antdLocale(locale), [locale])
  // Issue 21: the attribute, the user's own mode, the platform's grey days and the host's CSS colour.
  const looks = useSnapshot(appearance)
  const cssPrimary = useCssPrimary(hostOf(container))
  const reducedMotion = useReducedMotion()
  const personalMode = personal ? looks.personal : null
  const greyOn = attributeOn(grey) || greyToday(looks)
  const choice = useMemo(
    () =>
      resolveTheme(parseTheme(theme, primaryColor), {
        personal: personalMode,
        grey: greyOn,
        cssPrimary,
        reducedMotion,
      }),
    [theme, primaryColor, personalMode, greyOn, cssPrimary, reducedMotion],
  )
  // The colour arithmetic checks a host's primary colour: loaded only when one is given.
  const [math, setMath] = useState<ColourMath | null>(null)
  useEffect(() => {
    if (!choice.primary || math) return
    let live = true
    void loadColourMath().then((loaded) => {
      if (live) setMath(loaded)
    })
    return () => {
      live = false
    }
  }, [choice.primary, math])
  const themeConfig = useMemo(() => antdThemeOf(choice, math), [choice, math])
  const csp = useMemo(() => (nonce ? { nonce } : undefined), [nonce])
  return (
    <StyleProvider container={container} cache={cache}>
      <ConfigProvider
        prefixCls={PREFIX_CLS}
        iconPrefixCls={ICON_PREFIX_CLS}
        locale={antd}
        renderEmpty={antd === EN_MONDAY ? renderEmpty : undefined}
        csp={csp}
        getPopupContainer={() => popups}
        theme={themeConfig}
        // The specification's labels are exact (登录, 取消, 确定): no space inserted between two characters.
        button={{ autoInsertSpace: false }}
        // antd's focus lock reads document.activeElement (the host, from a shadow root) and keeps
        // pulling the focus back to the drawer's frame: focus.ts traps Tab in the open dialog instead.
        modal={SHADOW_FOCUS}
        drawer={SHADOW_FOCUS}
      >
        <div className="evc-root">
          <style nonce={nonce}>{rootCss(choice)}</style>
          <AntdLooks>
            <PageToasts>{children}</PageToasts>
          </AntdLooks>
        </div>
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
