/**
 * Heavy antd inputs (date pickers, number inputs, cascaders, image previews) loaded on demand,
 * so a list screen's rows do not wait for its filter widgets (budgets.md: bytes and time until
 * rows are visible). A list opens its gate once its first page has answered; until then, and
 * while a widget's chunk loads, a disabled input of the same size stands in its place. Outside a
 * gate (dialogs, forms) widgets load at once.
 */
import { Input } from 'antd'
import {
  type ComponentProps,
  type ComponentType,
  type CSSProperties,
  createContext,
  type JSXElementConstructor,
  type ReactNode,
  use,
} from 'react'
import { preloadable } from '../preloadable'

const GateContext = createContext(true)

/** Whether the heavy widgets here may load (true outside a gate). */
export function useDeferredInputsOpen(): boolean {
  return use(GateContext)
}

/** Holds the heavy widgets below as placeholders until `open`. */
export function DeferredInputsGate({ open, children }: { open: boolean; children: ReactNode }) {
  return <GateContext value={open}>{children}</GateContext>
}

interface PlaceholderProps {
  placeholder?: ReactNode
  style?: CSSProperties
}

function Placeholder({ placeholder, style }: PlaceholderProps) {
  return (
    <Input
      disabled
      placeholder={typeof placeholder === 'string' ? placeholder : undefined}
      style={{ width: '100%', ...style }}
    />
  )
}

/**
 * A component loaded by `load` once the gate is open; props pass through (Form.Item's value and
 * onChange). The props are those of the loaded module's default export.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component; its props are read back with ComponentProps
export function deferred<M extends { default: JSXElementConstructor<any> }>(
  load: () => Promise<M>,
  fallback: (props: ComponentProps<M['default']>) => ReactNode = (props) => (
    <Placeholder {...(props as PlaceholderProps)} />
  ),
): ComponentType<ComponentProps<M['default']>> {
  type P = ComponentProps<M['default']>
  // Shown as soon as its code is in (src/ui/preloadable.tsx: no Suspense reveal throttle).
  const Loaded = preloadable<P>(() => load().then((module) => module.default as ComponentType<P>), fallback)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per widget at module level, like React.lazy
  function Deferred(props: P) {
    const open = use(GateContext)
    if (!open) return fallback(props)
    return <Loaded {...props} />
  }
  return Deferred
}
