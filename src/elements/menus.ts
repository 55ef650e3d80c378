/**
 * Arrow keys in the dropdown menus of an element's shadow root (更多, the user menu; WAI-ARIA menu
 * button pattern, issue 21). antd's menu finds its items with `document.querySelector` and
 * `document.activeElement`, which see nothing inside a shadow root. Here, once a menu is open
 * (Enter or Space on its button): ArrowDown/ArrowUp on the button enter it, Up/Down/Home/End move
 * between its items, Enter and Space choose one, Escape closes it and returns to the button.
 */

import { visible } from './focus'

/** An open dropdown menu (antd hides a closed one with `-hidden`). */
const OPEN_MENU = '.ev-dropdown:not(.ev-dropdown-hidden) [role="menu"]'
const ITEM = '[role="menuitem"]:not([aria-disabled="true"])'

function itemsOf(menu: Element): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ITEM)].filter(visible)
}

/**
 * Handle the keys of the dropdown menus opened inside `root`.
 *
 * @example
 * keepMenuKeys(this.shadowRoot)
 */
export function keepMenuKeys(root: ShadowRoot): void {
  let trigger: HTMLElement | null = null
  root.addEventListener(
    'keydown',
    (event) => {
      const key = (event as KeyboardEvent).key
      const active = root.activeElement as HTMLElement | null
      if (!active) return
      const menu = active.closest<HTMLElement>(OPEN_MENU)
      let target: HTMLElement | undefined
      if (!menu) {
        if (key !== 'ArrowDown' && key !== 'ArrowUp') return
        const button = active.closest<HTMLElement>('.ev-dropdown-trigger')
        const open = [...root.querySelectorAll(OPEN_MENU)].filter(visible).at(-1)
        if (!button || !open) return
        trigger = button
        const items = itemsOf(open)
        target = key === 'ArrowDown' ? items[0] : items[items.length - 1]
      } else {
        const items = itemsOf(menu)
        const index = items.indexOf(active.closest<HTMLElement>(ITEM) as HTMLElement)
        if (key === 'ArrowDown') target = items[(index + 1) % items.length]
        else if (key === 'ArrowUp') target = items[(index - 1 + items.length) % items.length]
        else if (key === 'Home') target = items[0]
        else if (key === 'End') target = items[items.length - 1]
        else if (key === 'Enter' || key === ' ') {
          // Chosen: the menu closes; the focus goes back to its button (a dialog it opens takes it on).
          active.click()
          target = trigger?.isConnected ? trigger : undefined
        } else if (key === 'Escape' && trigger?.isConnected) {
          // The button toggles its menu (click trigger): closed, and the focus is back on it.
          trigger.click()
          target = trigger
        } else return
      }
      event.preventDefault()
      event.stopPropagation()
      target?.focus()
    },
    true,
  )
}
