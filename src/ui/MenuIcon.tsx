/**
 * The icon of a catalogue or menu entry. The icon registry (./icons, ~80 drawings) loads after
 * the first screen is shown (./firstScreen): until then a blank square of the icon's size holds
 * its place, so the menu does not move when the drawings arrive.
 */
import { type CSSProperties, useSyncExternalStore } from 'react'
import { afterFirstScreen, isFirstScreenShown } from './firstScreen'
import { preloadable } from './preloadable'

interface MenuIconProps {
  name?: string | null
  /** Passed on: antd's Menu gives its item icons theirs by cloning the element. */
  className?: string
}

const PLACEHOLDER: CSSProperties = { display: 'inline-block', width: '1em', height: '1em' }

function Placeholder({ className }: MenuIconProps) {
  return <span className={className ? `anticon ${className}` : 'anticon'} style={PLACEHOLDER} aria-hidden />
}

const Registry = preloadable<MenuIconProps>(
  () => import('./icons').then((module) => module.RegistryIcon),
  (props) => <Placeholder {...props} />,
)

/** The icon named `name` (a page icon for a name not in the registry). */
export function MenuIcon(props: MenuIconProps) {
  const shown = useSyncExternalStore(afterFirstScreen, isFirstScreenShown)
  return shown ? <Registry {...props} /> : <Placeholder {...props} />
}
