/**
 * The icon of a catalogue or menu entry. The icon registry (./icons, ~80 drawings) loads after
 * the first screen is shown (./firstScreen): until then a blank square of the icon's size holds
 * its place, so the menu does not move when the drawings arrive.
 */
import { type CSSProperties, useEffect, useSyncExternalStore } from 'react'
import { afterFirstScreen } from './firstScreen'

type Registry = typeof import('./icons')

let registry: Registry | undefined
let pending: Promise<void> | undefined
const listeners = new Set<() => void>()

/** Load the registry now (idempotent; a failed load is tried again by the next call). */
export function loadMenuIcons(): Promise<void> {
  pending ??= import('./icons').then(
    (module) => {
      registry = module
      for (const listener of listeners) listener()
    },
    () => {
      pending = undefined
    },
  )
  return pending
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const PLACEHOLDER: CSSProperties = { display: 'inline-block', width: '1em', height: '1em' }

/**
 * The icon named `name` (a page icon for a name not in the registry). `className` is passed on:
 * antd's Menu gives its item icons theirs by cloning the element.
 */
export function MenuIcon({ name, className }: { name?: string | null; className?: string }) {
  const icons = useSyncExternalStore(subscribe, () => registry)
  useEffect(() => (icons ? undefined : afterFirstScreen(() => void loadMenuIcons())), [icons])
  if (!icons)
    return <span className={className ? `anticon ${className}` : 'anticon'} style={PLACEHOLDER} aria-hidden />
  return <icons.RegistryIcon name={name} className={className} />
}
