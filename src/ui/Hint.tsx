/**
 * A hover hint (antd Tooltip) mounted when the pointer first reaches what it wraps. A closed
 * Tooltip still mounts its trigger, motion and style machinery — about a hundred React hooks per
 * icon button, on every toolbar and in the header (issue 14) — for a hint most users never call
 * up. Until then the element is drawn alone; the first hover mounts the Tooltip already open,
 * and from then on it behaves as antd's. Keyboard users read the button's own aria-label, as with
 * antd's Tooltip, whose default trigger is hover only.
 */
import { Tooltip } from 'antd'
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, useState } from 'react'

type ChildProps = { onMouseEnter?: (event: MouseEvent) => void }

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
  if (armed)
    return (
      <Tooltip title={title} defaultOpen>
        {cloneElement(children, passed)}
      </Tooltip>
    )
  return cloneElement(children, {
    ...passed,
    onMouseEnter: (event: MouseEvent) => {
      passed.onMouseEnter?.(event)
      children.props.onMouseEnter?.(event)
      setArmed(true)
    },
  })
}
