/**
 * How a screen's file is named (issue 39): `src/screens/<area>/<page>.screen.tsx` (or `.ts`, in
 * any folder of its area), `<page>` the catalogue entry's name, the screen its default export.
 * Only such files are screens: the globs of ./index.ts and the areas' chunks take no other file,
 * so a dialog or a helper never becomes a lazily loaded chunk of its own.
 */

/** The page name of a screen file (`./archives-management/battery-file.screen.ts` → `battery-file`). */
export const pageOfFile = (file: string): string => file.replace(/^.*\/|\.screen\.tsx?$/g, '')

/** A glob's entries by page name. */
export const byPage = <T>(files: Readonly<Record<string, T>>): Readonly<Record<string, T>> =>
  Object.fromEntries(Object.entries(files).map(([file, value]) => [pageOfFile(file), value]))
