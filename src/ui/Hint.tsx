/**
 * A hover hint (antd Tooltip) mounted when the pointer rests on what it wraps. A closed Tooltip
 * still mounts its trigger, motion and style machinery — about a hundred React hooks per icon
 * button, on every toolbar and in the header (issue 14) — for a hint most users never call up.
 * Until then the element is drawn alone. The pointer resting for antd's own delay (0.1 s) mounts
 * the Tooltip already open, and from then on it behaves as antd's. Mounting it re-creates the
 * element inside it, so a press cancels a pending mount: a quick click is never split between
 * the element before and the element after. Keyboard users read the element's own aria-label, as
 * with antd's Tooltip, whose default trigger is hover only.
 */
import { Tooltip } from 'antd'
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react'

/** antd Tooltip's mouseEnterDelay, in ms. */
const REST = 100

type Handler = (event: MouseEvent) => void
type ChildProps = { onMouseEnter?: Handler; onMouseLeave?: Handler; onMouseDown?: Handler }

/**
 * `title` shown on hover of `children`, one element that takes a ref. Props given to the Hint
 * itself (a Dropdown around it passes its handlers and ref) go on to that element.
 */
export function Hint({
  title,
  children,
  ...passed
}: { title: ReactNode; children: ReactElement<ChildProps> } & ChildProps & Record<string, unknown>) {
  const [armed, setArmed] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancel = () => clearTimeout(timer.current)
  // A pending mount is dropped with the element.
  useEffect(() => () => clearTimeout(timer.current), [])
  if (armed)
    return (
      <Tooltip title={title} defaultOpen>
        {cloneElement(children, passed)}
      </Tooltip>
    )
  // Each handler calls the element's own and the one passed in, then arms or cancels.
  const chain = (name: keyof ChildProps, then: () => void) => (event: MouseEvent) => {
    passed[name]?.(event)
    children.props[name]?.(event)
    then()
  }
  return cloneElement(children, {
    ...passed,
    onMouseEnter: chain('onMouseEnter', () => {
      cancel()
      timer.current = setTimeout(() => setArmed(true), REST)
    }),
    onMouseLeave: chain('onMouseLeave', cancel),
    onMouseDown: chain('onMouseDown', cancel),
  })
}
