/**
 * WCAG 2.1.1 (axe `scrollable-region-focusable`): a region that scrolls but holds nothing that
 * takes focus cannot be scrolled from the keyboard — a detail drawer of plain text taller than the
 * window, a table of a detail wider than the drawer. While such a region scrolls it gets a tab stop
 * and a name (a named `region`); the arrow keys then scroll it. Regions with focusable content
 * (a list with its row buttons) are left alone.
 */
import { ConfigProvider } from 'antd'
import { type RefObject, useContext, useEffect, useEffectEvent, useState } from 'react'

/** Marks a tab stop given here (one the screen set itself is never taken away). */
const MARK = 'data-evc-scroll'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]'

function scrolls(region: HTMLElement): boolean {
  return region.scrollWidth > region.clientWidth + 1 || region.scrollHeight > region.clientHeight + 1
}

function update(region: HTMLElement, label: string): void {
  const needs = scrolls(region) && !region.querySelector(FOCUSABLE)
  if (needs && !region.hasAttribute('tabindex')) {
    region.setAttribute(MARK, '')
    region.tabIndex = 0
    region.setAttribute('role', 'region')
    region.setAttribute('aria-label', label)
  } else if (!needs && region.hasAttribute(MARK)) {
    region.removeAttribute(MARK)
    region.removeAttribute('tabindex')
    region.removeAttribute('role')
    region.removeAttribute('aria-label')
  }
}

/**
 * Keep the scrolling regions of `ref`'s subtree (antd table bodies) and, with `drawer`, the drawer
 * body around it reachable by keyboard, named `label`. Looks again after every render (rows that
 * arrive can make a region scroll without changing the subtree's size) and whenever the subtree
 * changes size (the window resized); the ResizeObserver is made once per element the ref holds (a
 * drawer's content comes and goes).
 */
export function useKeyboardScroll(
  ref: RefObject<HTMLElement | null>,
  label: string,
  { drawer = false }: { drawer?: boolean } = {},
): void {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext)
  const table = getPrefixCls('table')
  const drawerBody = `.${getPrefixCls('drawer')}-body`
  const check = useEffectEvent((root: HTMLElement) => {
    for (const region of root.querySelectorAll<HTMLElement>(`.${table}-content, .${table}-body`))
      update(region, `${label}表格`)
    const body = drawer ? root.closest<HTMLElement>(drawerBody) : null
    if (body) update(body, label)
  })
  // The element the ref holds after the last render: the observer's effect is keyed on it.
  const [root, setRoot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    const element = ref.current
    if (element !== root) setRoot(element)
    else if (element) check(element)
  })
  useEffect(() => {
    if (!root) return
    check(root)
    const observer = new ResizeObserver(() => check(root))
    observer.observe(root)
    return () => observer.disconnect()
  }, [root])
}
