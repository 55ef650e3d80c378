/** The area's screens by page name, in one lazy chunk (routes.ts loads it for any of them). */
import type { ScreenModule } from '../../ui/screen'
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

export const SCREENS: Readonly<Record<string, ScreenModule>> = {
  'mobile-user-management': { default: users },
  'mobile-operator-management': { default: operators },
  'mobile-order-management': { default: orders },
  'mobile-column-management': { default: columns },
  'mobile-feedback-management': { default: feedback },
  'mobile-version-management': { default: versions },
  'mobile-recommend-station-management': { default: recommend },
  'mobile-evaluate-management': { default: evaluations },
  'mobile-operator-brand-management': { default: brands },
  'mobile-news-management': { default: newsScreen },
  'mobile-information-management': { default: informationScreen },
  'mobile-content-management': { default: contentScreen },
}
