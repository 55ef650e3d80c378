/**
 * The area's screens (`<page>.screen.ts`) by page name, in one lazy chunk: src/screens/index.ts
 * loads it for any of them (the shell's first load grows by as little as possible). Named after
 * the area, so its chunk is told apart from the other areas' `screens` chunks (the browser test
 * that fails it: tests/browser/elements-load-retry.test.ts).
 */
import type { ScreenComponent } from '../../ui/screen'
import { byPage } from '../screen-files'

export const SCREENS = byPage(
  import.meta.glob<ScreenComponent>('./*.screen.{ts,tsx}', { eager: true, import: 'default' }),
)
