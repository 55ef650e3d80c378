/**
 * The menu search per keystroke over 1,000 entries (src/core/search.ts, budgets.md ≤ 2 ms), run
 * by scripts/bench/pages.mjs as a Node process of its own, so that nothing else's garbage is
 * collected during the keystrokes. Prints the keystrokes' stats as JSON: { median, min, max,
 * typings }.
 */
import { stats } from './measure.mjs'

/** How many times the menu search's queries are typed. */
const MENU_SEARCH_TYPINGS = 5

/** Per-keystroke time of the menu search over 1,000 entries (src/core/search.ts). */
async function menuSearchTimes() {
  const { createPinyinFilter, highlightParts, loadPinyin } = await import('../../src/core/search.ts')
  // pinyin-match loads on first use (src/core/search.ts); time it loaded, as users type.
  await loadPinyin()
  const { ROUTES } = await import('../../src/core/domain/routes.ts')
  const titles = ROUTES.map((route) => route.title)
  const entries = Array.from({ length: 1000 }, (_, index) => ({
    label: `${titles[index % titles.length]}${index >= titles.length ? ` ${Math.floor(index / titles.length) + 1}` : ''}`,
  }))
  const queries = ['cdzda', 'chongdian', '充电站档案', 'xtgl', 'dingdan']
  // As the dialog (src/shell/layout/MenuSearch.tsx) filters: one filter per dialog, fed each
  // keystroke's query in turn. The queries are typed TYPINGS times over; each keystroke's time is
  // the median of its typings, so that a pause of V8's own (an optimising compile, a collection),
  // which falls on one keystroke of one typing, is not taken for the cost of that keystroke.
  const label = (entry) => entry.label
  for (let warm = 0; warm < 3; warm += 1) createPinyinFilter(label)(entries, 'cdz')
  const keystrokes = new Map()
  for (let typing = 0; typing < MENU_SEARCH_TYPINGS; typing += 1)
    for (const query of queries) {
      const filter = createPinyinFilter(label)
      for (let length = 1; length <= query.length; length += 1) {
        const typed = query.slice(0, length)
        const started = performance.now()
        const found = filter(entries, typed)
        for (const entry of found.slice(0, 50)) highlightParts(entry.label, typed)
        const times = keystrokes.get(typed) ?? []
        times.push(performance.now() - started)
        keystrokes.set(typed, times)
      }
    }
  return stats([...keystrokes.values()].map((times) => stats(times).median))
}

console.log(JSON.stringify({ ...(await menuSearchTimes()), typings: MENU_SEARCH_TYPINGS }))
