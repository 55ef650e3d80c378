/**
 * 打印 buttons print through `printPage()`, not `window.print()`: styles that load late (the
 * shell's print sheet loads at the first key or pointer press, src/shell/ShellStyles.tsx) must be
 * in the page before the print dialog lays it out. `window.print()` lays the page out at once, so
 * a 打印 pressed as the user's first press on a page opened by its address printed the screen as
 * it is, side menu and all, cut at the window's height.
 */

/** What must be in place before a print: each resolves once its styles are in the document. */
const preparers = new Set<() => Promise<void>>()

/** Register what must be done before any print; returns the call that unregisters it. */
export function beforeEveryPrint(prepare: () => Promise<void>): () => void {
  preparers.add(prepare)
  return () => {
    preparers.delete(prepare)
  }
}

/** Print the page once every registered preparation is done (at once when none is registered). */
export async function printPage(): Promise<void> {
  await Promise.all([...preparers].map((prepare) => prepare().catch(() => undefined)))
  window.print()
}
