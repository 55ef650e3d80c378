/**
 * The console's appearance (issue 21): each user's theme mode, kept per user, and the platform's
 * grey days and watermark, set ahead by the platform administrator (the holder of 菜单管理's
 * edit right: how the console looks for everyone). Both changes are journaled.
 */

import {
  myTheme,
  platformAppearance,
  saveMyTheme,
  savePlatformAppearance,
} from '../../../src/contract/appearance'
import { routeOf } from '../../../src/contract/define'
import {
  APPEARANCE_SETTING_KEYS,
  type PlatformAppearance,
  THEME_MODES,
  type ThemeMode,
} from '../../../src/core/domain/appearance'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now as clockNow } from '../kernel/clock'
import { alarmNoticeRoutes } from './alarm-notices'
import { quickLinkRoutes } from './quick-links'

interface UserAppearanceTable {
  userId: number
  theme: string | null
  /** The workbench's quick links, a JSON array of page names (quick-links.ts). */
  quickLinks: string | null
  /** 告警提醒 and 人身安全级's sound: 1 on, 0 off, null never chosen (alarm-notices.ts). */
  alarmNotices: number | null
  alarmSound: number | null
  updateTime: string
}

declare module '../db/types' {
  interface Database {
    user_appearance: UserAppearanceTable
  }
}

/** Who may set the platform's appearance. */
export const PLATFORM_APPEARANCE_PERMISSION = 'sso-menu-management/edit'

const asMode = (value: string | null | undefined): ThemeMode | null =>
  (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : null

async function themeOf(db: Db, userId: number): Promise<ThemeMode | null> {
  const row = await db
    .selectFrom('user_appearance')
    .select('theme')
    .where('userId', '=', userId)
    .executeTakeFirst()
  return asMode(row?.theme)
}

/** The platform's appearance settings as stored (defaults: no grey days, no watermark). */
export async function readPlatformAppearance(db: Db): Promise<PlatformAppearance> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(APPEARANCE_SETTING_KEYS))
    .execute()
  const value = (key: string) => rows.find((row) => row.key === key)?.value || null
  return {
    greyFrom: value(APPEARANCE_SETTING_KEYS.greyFrom),
    greyTo: value(APPEARANCE_SETTING_KEYS.greyTo),
    watermark: value(APPEARANCE_SETTING_KEYS.watermark) === '1',
  }
}

// One statement (insert or update), so two first saves at once do not both insert (issue 38).
async function writeSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute()
}

/** Register the appearance routes. */
export function appearanceRoutes(router: Router): void {
  router.route({
    ...routeOf(myTheme),
    tag: 'appearance',
    access: 'session',
    handler: async ({ db, principal }) => ({ theme: await themeOf(db, principal.user.id) }),
  })

  router.route({
    ...routeOf(saveMyTheme),
    tag: 'appearance',
    access: 'session',
    journal: 'appearance.theme',
    handler: async ({ db, body, principal, record }) => {
      const userId = principal.user.id
      const before = await themeOf(db, userId)
      const updateTime = clockNow().toISOString()
      // One statement, so two first saves at once do not both insert (issue 38).
      await db
        .insertInto('user_appearance')
        .values({ userId, theme: body.theme, updateTime })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet({ theme: body.theme, updateTime }))
        .execute()
      record({ target: `appearance:${principal.user.username}`, before: { theme: before }, after: body })
      return { theme: body.theme }
    },
  })

  router.route({
    ...routeOf(platformAppearance),
    tag: 'appearance',
    access: 'public',
    handler: ({ db }) => readPlatformAppearance(db),
  })

  quickLinkRoutes(router)
  alarmNoticeRoutes(router)

  router.route({
    ...routeOf(savePlatformAppearance),
    tag: 'appearance',
    access: { permission: PLATFORM_APPEARANCE_PERMISSION },
    journal: 'appearance.platform',
    handler: async ({ db, body, record }) => {
      const before = await readPlatformAppearance(db)
      await writeSetting(db, APPEARANCE_SETTING_KEYS.greyFrom, body.greyFrom ?? '')
      await writeSetting(db, APPEARANCE_SETTING_KEYS.greyTo, body.greyTo ?? '')
      await writeSetting(db, APPEARANCE_SETTING_KEYS.watermark, body.watermark ? '1' : '0')
      record({ target: 'appearance:platform', before, after: body })
      return readPlatformAppearance(db)
    },
  })
}
