/**
 * Focus of the dialogs inside an element's shadow root (WAI-ARIA dialog pattern, issue 21).
 *
 * antd's modals and drawers remember `document.activeElement` when they open and focus it again
 * when they close; inside a shadow root that is the host element, which takes no focus: the
 * focus was lost to the page. The element's `focus()` (see mount.tsx) gives it back to the last
 * element focused inside that can still take it. Their focus lock compares `document.activeElement`
 * too and lets Tab out to the host page once per round: Tab and Shift+Tab wrap inside the topmost
 * open modal here.
 */

/** A modal dialog or drawer of antd (a column panel is a dialog without aria-modal: not trapped). */
const MODAL = '[role="dialog"][aria-modal="true"]'

/** The whole layer of a modal or drawer (mask and wrapper included). */
const LAYER = '.ev-modal-wrap, .ev-drawer'

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex]'

/** How many focused elements are remembered. */
const HISTORY = 30

/** Whether an element is rendered (not inside `display: none`). */
export function visible(element: Element): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility()
    : element.getClientRects().length > 0
}

/** The elements of `container` the Tab key stops at, in order. */
function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[inert], [aria-hidden="true"]') &&
      visible(element),
  )
}

/** The open modal on top: the last shown in the tree (popups are appended as they open). */
function topModal(root: ShadowRoot): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(MODAL)].filter(visible).at(-1)
}

/** Tab and Shift+Tab go round the topmost open modal instead of leaving it. */
function trapTab(root: ShadowRoot, event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
  const modal = topModal(root)
  if (!modal) return
  const stops = tabbables(modal)
  const active = root.activeElement
  const first = stops[0]
  const last = stops[stops.length - 1]
  let next: HTMLElement | undefined
  if (!first) next = modal
  else if (!active || active === modal || !modal.contains(active)) next = event.shiftKey ? last : first
  else if (!event.shiftKey && active === last) next = first
  else if (event.shiftKey && active === first) next = last
  if (!next) return
  event.preventDefault()
  next.focus()
}

/**
 * Move the focus from a modal's layer into its dialog, once the dialog is there and can take it
 * (it renders and opens after the layer took the focus).
 */
function enterDialog(root: ShadowRoot, layer: HTMLElement, frames = 30) {
  const dialog = layer.querySelector<HTMLElement>(MODAL)
  if (dialog) {
    if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1
    dialog.focus({ preventScroll: true })
    if (root.activeElement === dialog) return
  }
  if (frames <= 0) return
  requestAnimationFrame(() => {
    if (root.activeElement === layer) enterDialog(root, layer, frames - 1)
  })
}

/** What `keepFocus` gives the element: its `focus()` calls `restore()` first. */
export interface FocusKeeper {
  /** Focus the last element focused inside that is still shown; false when there is none. */
  restore(): boolean
}

/**
 * Remember what takes the focus inside `root` and trap Tab in its open modal.
 *
 * @example
 * const keeper = keepFocus(this.shadowRoot)
 * // in the element's focus(): if (!keeper.restore()) super.focus()
 */
export function keepFocus(root: ShadowRoot): FocusKeeper {
  const history: WeakRef<HTMLElement>[] = []
  root.addEventListener('focusin', (event) => {
    const target = event.composedPath()[0]
    if (!(target instanceof HTMLElement)) return
    // A drawer focuses its whole layer when it opens (mask included): the focus goes on into the
    // dialog itself, so that it is announced and Tab starts inside.
    if (target.matches(LAYER)) {
      enterDialog(root, target)
      return
    }
    const at = history.findIndex((entry) => entry.deref() === target)
    if (at >= 0) history.splice(at, 1)
    history.push(new WeakRef(target))
    if (history.length > HISTORY) history.shift()
  })
  root.addEventListener('keydown', (event) => trapTab(root, event as KeyboardEvent), true)
  return {
    restore() {
      const active = root.activeElement
      // antd asks for the focus back when a modal closes, maybe while it is still shown: what is
      // inside the modal that holds the focus now is not where the focus goes.
      const closing = active?.closest(`${LAYER}, ${MODAL}`)
      if (active && !closing && visible(active)) return true
      for (let index = history.length - 1; index >= 0; index -= 1) {
        const element = history[index].deref()
        if (element?.isConnected && !closing?.contains(element) && visible(element)) {
          element.focus({ preventScroll: true })
          if (root.activeElement === element) return true
        }
      }
      return false
    },
  }
}
