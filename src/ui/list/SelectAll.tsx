import { type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * The select-all checkbox. antd also draws each column's title in its hidden measure row
 * (`<tr aria-hidden>`); there the copy is taken out of the Tab order, so that no focusable control
 * hides from assistive technology (axe: aria-hidden-focus).
 */
export function SelectAll({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    if (ref.current?.closest('[aria-hidden="true"]'))
      ref.current.querySelector('input')?.setAttribute('tabindex', '-1')
  })
  return <span ref={ref}>{children}</span>
}
