/**
 * The area's screens by page name, in one lazy chunk (routes.ts loads it for any of them). Named
 * after the area, so its chunk is told apart from the other areas' `screens` chunks (the browser
 * test that fails it: tests/browser/elements-load-retry.test.ts).
 */
import type { ScreenComponent } from '../../ui/screen'
import { contentScreen, informationScreen, newsScreen } from './articles'
import brands from './brands'
import columns from './columns'
import evaluations from './evaluations'
import feedback from './feedback'
import operators from './operators'
import orders from './orders'
import recommend from './recommend'
import users from './users'
import versions from './versions'

export const SCREENS: Readonly<Record<string, ScreenComponent>> = {
  'mobile-user-management': users,
  'mobile-operator-management': operators,
  'mobile-order-management': orders,
  'mobile-column-management': columns,
  'mobile-feedback-management': feedback,
  'mobile-version-management': versions,
  'mobile-recommend-station-management': recommend,
  'mobile-evaluate-management': evaluations,
  'mobile-operator-brand-management': brands,
  'mobile-news-management': newsScreen,
  'mobile-information-management': informationScreen,
  'mobile-content-management': contentScreen,
}
