/**
 * `<ev-console>`: the whole console (login, shell, every area) with hash routing.
 * Attributes: `api-base` (default /api), `show-mode` (the `showMode` query parameter wins),
 * `locale` (zh-CN switches antd's strings to Chinese), `theme`, `primary-color`, `grey`, `host-origins`
 * (bridge allow-list). The signed-in user's own mode (个人中心 → 外观) wins over `theme`'s mode. Sign-out reloads the page (section 4; decisions: Logout).
 */
import { useMemo } from 'react'
import { createDataClient } from '../core/data'
import { getHttpClient } from '../core/http'
import { DataClientProvider } from '../ui/dataClient'
import { preloadable } from '../ui/preloadable'
import { createElementClass, type ElementProps, ElementRoot, hostOf } from './mount'

const shell = () => import('../shell/Console')

/** The shell, loaded apart from the element definitions and fetched as soon as an element exists. */
export const Console = preloadable(() => shell().then((module) => module.Console))

/** Fetch the shell, and let it start the first screen's calls before React renders (`bootConsole`). */
function bootElement(element: HTMLElement): void {
  Console.prefetch()
  void shell()
    .then((module) => module.bootConsole(element.getAttribute('api-base') || '/api'))
    .catch(() => undefined)
}

export interface EvConsoleProps extends ElementProps {
  apiBase?: string
  showMode?: string
  locale?: string
  theme?: string
  primaryColor?: string
  grey?: string
  hostOrigins?: string
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
}: EvConsoleProps) {
  const data = useMemo(() => createDataClient(getHttpClient(apiBase || '/api')), [apiBase])
  if (!container) return null
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
  },
  {},
  bootElement,
)
