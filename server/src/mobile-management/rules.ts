/** Rules of the app's content shared by routes and seed (issue 20). */

/** Highest part of a version number: `999.999.999`. */
const PART_MAX = 999

/** `3.10.2` → 3010002; null when not three numbers of up to three digits (semantic version). */
export function versionCode(version: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(version)
  if (!match) return null
  const [major, minor, patch] = match.slice(1).map(Number)
  if ([major, minor, patch].some((part) => part > PART_MAX)) return null
  return major * 1_000_000 + minor * 1_000 + patch
}
