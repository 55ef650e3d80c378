/**
 * `<ev-console>`: the whole console (login, shell, every area) with hash routing.
 * Attributes: `api-base` (default /api), `show-mode` (the `showMode` query parameter wins),
 * `locale` (zh-CN switches antd's strings to Chinese), `theme`, `primary-color`, `grey`, `host-origins`
 * (bridge allow-list), `alarm-notifications` (new alarms' notifications; on unless "false"). The signed-in user's own mode (个人中心 → 外观) wins over `theme`'s mode. Sign-out reloads the page (section 4; decisions: Logout).
 */
import { useEffect, useMemo, useState } from 'react'
import { createDataClient } from '../core/data'
import { getHttpClient } from '../core/http'
import { DataClientProvider } from '../ui/dataClient'
import { preloadable } from '../ui/preloadable'
import { UI_STRINGS } from '../ui/uiStrings'
import { createElementClass, type ElementProps } from './element-class'
import { ElementRoot, hostOf } from './mount'
import { attributeOn } from './theme'

const shell = () => import('../shell/Console')

/** The shell, loaded apart from the element definitions and fetched as soon as an element exists. */
export const Console = preloadable(() => shell().then((module) => module.Console))

/**
 * How long (ms after the element is connected) its first render waits for the boot at most: a
 * cold load has its answers in well before; a slow network gets the progressive path (spinner,
 * frame, rows) after this.
 */
const BOOT_WAIT_MS = 1200

/** Each element's boot while its first render waits for it (taken by that render). */
const boots = new WeakMap<HTMLElement, Promise<void>>()

/** Fetch the shell, and let it start the first screen's code and calls before React renders (`bootConsole`). */
function bootElement(element: HTMLElement): void {
  Console.prefetch()
  const booted = shell()
    .then((module) => module.bootConsole(element.getAttribute('api-base') || '/api'))
    .catch(() => undefined)
  boots.set(element, Promise.race([booted, new Promise<void>((done) => setTimeout(done, BOOT_WAIT_MS))]))
}

/**
 * Whether the element may render its console: not before its boot is in (issue 14). Until then
 * React draws only `BootPlaceholder`, not the element's styles, theme and shell, whose render would
 * hold the main thread while the boot's answers wait for it, and would be done again with the rows.
 */
function useBooted(host: HTMLElement | null): boolean {
  const [booted, setBooted] = useState(() => !host || !boots.has(host))
  useEffect(() => {
    const boot = host && boots.get(host)
    if (booted || !boot) return
    let live = true
    void boot.then(() => {
      boots.delete(host)
      if (live) setBooted(true)
    })
    return () => {
      live = false
    }
  }, [booted, host])
  return booted
}

/** What the element holds while it boots (well under a second on a cold load): a busy status for assistive technology. */
function BootPlaceholder() {
  return <div role="status" aria-busy="true" aria-label={UI_STRINGS.loading} style={PLACEHOLDER_STYLE} />
}

const PLACEHOLDER_STYLE = { height: '100%' } as const

export interface EvConsoleProps extends ElementProps {
  apiBase?: string
  showMode?: string
  locale?: string
  theme?: string
  primaryColor?: string
  grey?: string
  hostOrigins?: string
  alarmNotifications?: string
}

/** The React side of `<ev-console>`. */
export function EvConsole({
  container,
  apiBase,
  showMode,
  locale,
  theme,
  primaryColor,
  grey,
  hostOrigins,
  alarmNotifications,
}: EvConsoleProps) {
  const data = useMemo(() => createDataClient(getHttpClient(apiBase || '/api')), [apiBase])
  const booted = useBooted(container ? hostOf(container) : null)
  if (!container) return null
  if (!booted) return <BootPlaceholder />
  return (
    <ElementRoot
      container={container}
      locale={locale}
      theme={theme}
      primaryColor={primaryColor}
      grey={grey}
      personal
    >
      <DataClientProvider client={data}>
        <Console
          apiBase={apiBase || '/api'}
          showMode={showMode}
          hostOrigins={hostOrigins}
          host={hostOf(container)}
          // Issue 44 part 3: the whole console shows new alarms unless its host says "false".
          alarmNotifications={alarmNotifications === undefined || attributeOn(alarmNotifications)}
        />
      </DataClientProvider>
    </ElementRoot>
  )
}

/** The `<ev-console>` custom element class. */
export const EvConsoleElement = createElementClass(
  EvConsole,
  {
    apiBase: 'string',
    showMode: 'string',
    locale: 'string',
    theme: 'string',
    primaryColor: 'string',
    grey: 'string',
    hostOrigins: 'string',
    alarmNotifications: 'string',
  },
  {},
  bootElement,
)
