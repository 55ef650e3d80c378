/**
 * antd's Dropdown mounted once the first screen is on the screen (./firstScreen.ts): its trigger
 * is drawn from the start, alone. A closed Dropdown still mounts its trigger, motion and style
 * machinery, which the first screen's rows need not wait for (issue 14).
 *
 * Mounting it draws the trigger again, so what the user did to the trigger before then is carried
 * over, and touching the trigger mounts the Dropdown at once: a pointer that entered it opens the
 * menu after the Dropdown's hover delay if it is still there (as antd would, had the Dropdown been there),
 * a press opens it, and focus moves to the trigger drawn again. The state stays with this
 * component, which keeps one wrapping element (display: contents) before and after.
 */
import { Dropdown, type DropdownProps } from 'antd'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { useAfterFirstScreen } from './firstScreen'

/** antd Dropdown's default mouseEnterDelay, in seconds. */
const HOVER_DELAY_S = 0.15

type Woken = 'pointer' | 'press' | 'focus'

export function LaterDropdown({
  children,
  onOpenChange,
  ...props
}: Omit<DropdownProps, 'open'> & { children: ReactElement }) {
  const ready = useAfterFirstScreen()
  const [woken, setWoken] = useState<Woken | null>(null)
  const [open, setOpen] = useState(false)
  const box = useRef<HTMLSpanElement>(null)
  const inside = useRef(false)
  // Whether the trigger had focus when the Dropdown was woken (its removal may blur it first).
  const focused = useRef(false)
  const refocus = useRef(false)
  const wake = (how: Woken) => {
    refocus.current = focused.current
    setWoken((was) => (how === 'press' ? how : (was ?? how)))
  }
  const mounted = ready || woken !== null
  const hovers = props.trigger?.includes('hover') ?? true

  const change = (next: boolean, source: 'trigger' | 'menu' = 'trigger') => {
    setOpen(next)
    onOpenChange?.(next, { source })
  }

  // What woke the Dropdown is carried over to the trigger drawn again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when woken
  useEffect(() => {
    if (refocus.current) box.current?.querySelector<HTMLElement>('button, [tabindex]')?.focus()
    if (woken === 'press') change(true)
    if (woken !== 'pointer' || !hovers) return
    const timer = setTimeout(
      () => {
        if (inside.current) change(true)
      },
      (props.mouseEnterDelay ?? HOVER_DELAY_S) * 1000,
    )
    return () => clearTimeout(timer)
  }, [woken])

  const track = {
    onPointerEnter: () => {
      inside.current = true
    },
    onPointerLeave: () => {
      inside.current = false
    },
  }
  if (!mounted)
    return (
      <span
        ref={box}
        style={{ display: 'contents' }}
        onPointerEnter={() => {
          inside.current = true
          wake('pointer')
        }}
        onPointerLeave={track.onPointerLeave}
        onClickCapture={() => wake('press')}
        onFocusCapture={() => {
          focused.current = true
          wake('focus')
        }}
        onBlurCapture={() => {
          focused.current = false
        }}
      >
        {children}
      </span>
    )
  return (
    <span ref={box} style={{ display: 'contents' }} {...track}>
      <Dropdown {...props} open={open} onOpenChange={(next, info) => change(next, info.source)}>
        {children}
      </Dropdown>
    </span>
  )
}
