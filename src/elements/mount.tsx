/**
 * Element plumbing shared by every custom element of the console (architecture.md: Embedding):
 * a React component becomes a custom element with an open shadow root (r2wc); inside it antd's
 * styles, popups, messages and modals stay in the root (toolchain.md).
 */
import { createCache, StyleProvider } from '@ant-design/cssinjs'
import { ConfigProvider } from 'antd'
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react'
import { useSnapshot } from 'valtio'
import { appearance, greyToday } from '../core/appearance'
import { antdLocale, HostLocaleContext, renderLocaleEmpty } from '../ui/locale'
import { AntdLooks } from '../ui/looks'
import { useCssPrimary, useReducedMotion } from './host-signals'
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
  parseTheme,
  resolveTheme,
  rootCss,
} from './theme'
import { PageToasts } from './toasts'

export { FONT_STACK, ICON_PREFIX_CLS, MESSAGE_CONFIG, PREFIX_CLS }

export interface ElementRootProps {
  /** The shadow root (r2wc's `container`). */
  container: ShadowRoot | HTMLElement
  /**
   * The `locale` attribute: zh-CN switches antd's strings to Chinese, en keeps section 8's English
   * whatever the city configuration says (src/ui/locale.tsx).
   */
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
        renderEmpty={renderLocaleEmpty}
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
        <HostLocaleContext value={locale}>
          <div className="evc-root">
            <style nonce={nonce}>{rootCss(choice)}</style>
            <AntdLooks>
              <PageToasts>{children}</PageToasts>
            </AntdLooks>
          </div>
        </HostLocaleContext>
      </ConfigProvider>
    </StyleProvider>
  )
}
