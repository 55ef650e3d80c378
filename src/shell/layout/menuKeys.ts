/**
 * Arrow keys in the side menu (WAI-ARIA menu pattern, issue 21). antd's menu finds its items with
 * `document.querySelector` and `document.activeElement`, which see nothing inside a shadow root:
 * its arrow keys did nothing. Here: Up/Down/Home/End move between the items shown, Right opens a
 * group (or enters it), Left closes it (or goes up to it), Enter and Space open a group or a page.
 */
import type { KeyboardEvent } from 'react'

const ITEM = '[role="menuitem"]'

function shown(element: Element): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0
}

/**
 * The group title above an item: the menuitem beside the list the item belongs to (a group is its
 * title and its list in one container, antd's `li` or the inline menu's `div`). None at the top.
 */
function parentTitle(item: Element): HTMLElement | null {
  const list = item.parentElement?.closest('[role="menu"]')
  return list?.parentElement?.querySelector<HTMLElement>(`:scope > ${ITEM}`) ?? null
}

/** `onKeyDownCapture` of the element around the side menu. */
export function onSideMenuKeyDown(event: KeyboardEvent<HTMLElement>) {
  const nav = event.currentTarget
  const root = nav.getRootNode() as Document | ShadowRoot
  const items = [...nav.querySelectorAll<HTMLElement>(ITEM)].filter(shown)
  if (!items.length) return
  const current = (root.activeElement?.closest(ITEM) as HTMLElement | null) ?? null
  const index = current ? items.indexOf(current) : -1
  const group = current?.getAttribute('aria-expanded')
  let target: HTMLElement | null | undefined
  switch (event.key) {
    case 'ArrowDown':
      target =
        index < 0
          ? (nav.querySelector<HTMLElement>(`${ITEM}[aria-current], .ev-menu-item-selected`) ?? items[0])
          : items[(index + 1) % items.length]
      break
    case 'ArrowUp':
      target = index < 0 ? items[items.length - 1] : items[(index - 1 + items.length) % items.length]
      break
    case 'Home':
      target = items[0]
      break
    case 'End':
      target = items[items.length - 1]
      break
    case 'ArrowRight':
      if (group === 'false') current?.click()
      else if (group === 'true') target = items[index + 1]
      else return
      break
    case 'ArrowLeft':
      if (group === 'true') current?.click()
      else if (current) target = parentTitle(current)
      else return
      break
    case 'Enter':
    case ' ':
      if (!current) return
      current.click()
      break
    default:
      return
  }
  event.preventDefault()
  event.stopPropagation()
  target?.focus()
}
