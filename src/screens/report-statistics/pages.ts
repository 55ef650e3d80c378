/** The area's screens keyed by route name (issue 19: the monthly report), each in its own chunk. */
import { type ScreenLoader, type ScreenModule, screenIn } from '../../ui/screen'

export const PAGES: Readonly<Record<string, ScreenLoader>> = {
  'month-far': screenIn(
    (): Promise<ScreenModule> => import('./MonthReport'),
    (module) => module.default,
  ),
}
