/**
 * The code prefix that selects a region and everything below it: trailing "00" pairs dropped
 * (120100 → 1201, 130000 → 13), as decisions: Data scope describes for city-level users. A module
 * of its own (regions.ts re-exports it) that the bundle's core chunk holds (vite.config.ts): the
 * maps and the wall display take it without the list screens' chunk, which holds the regions' table.
 */
export function regionPrefix(code: string): string {
  let prefix = code
  while (prefix.length > 2 && prefix.endsWith('00')) prefix = prefix.slice(0, -2)
  return prefix
}
