/**
 * `<ev-console>`: the whole console (login, shell, every area) with hash routing.
 * Attributes: `api-base` (default /api), `show-mode` (the `showMode` query parameter wins),
 * `locale` (zh-CN switches antd's strings to Chinese), `host-origins` (bridge allow-list).
 */
import { lazy, Suspense } from 'react'
import { createElementClass, type ElementProps, ElementRoot } from './mount'

// The shell is a chunk of its own: the element definition stays small.
const Console = lazy(() => import('../shell/Console').then((module) => ({ default: module.Console })))

export interface EvConsoleProps extends ElementProps {
  apiBase?: string
  showMode?: string
  locale?: string
  hostOrigins?: string
}

/** The React side of `<ev-console>`. */
export function EvConsole({ container, apiBase, showMode, locale, hostOrigins }: EvConsoleProps) {
  if (!container) return null
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container
  return (
    <ElementRoot container={container} locale={locale}>
      <Suspense fallback={null}>
        <Console apiBase={apiBase || '/api'} showMode={showMode} hostOrigins={hostOrigins} host={host} />
      </Suspense>
    </ElementRoot>
  )
}

/** The `<ev-console>` custom element class. */
export const EvConsoleElement = createElementClass(EvConsole, {
  apiBase: 'string',
  showMode: 'string',
  locale: 'string',
  hostOrigins: 'string',
})
