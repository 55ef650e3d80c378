/**
 * The console's looks (issue 21): the theme modes a user may keep in 个人中心, and the platform's
 * grey days (national mourning) and watermark. Framework-free: console and server share it.
 */

/** Modes of the `theme` attribute and of the personal setting. */
export const THEME_MODES = ['light', 'dark', 'compact'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

/** Chinese labels of the modes (个人中心 → 外观). */
export const THEME_MODE_LABELS: Readonly<Record<ThemeMode, string>> = {
  light: '浅色',
  dark: '深色',
  compact: '紧凑',
}

/** The platform's appearance settings (set ahead by the platform administrator). */
export interface PlatformAppearance {
  /** First and last grey day (YYYY-MM-DD, both included); null when none is planned. */
  greyFrom: string | null
  greyTo: string | null
  /** A watermark with the user's name and the date over the content area. */
  watermark: boolean
}

/** Keys of the platform settings in the server's `settings` table. */
export const APPEARANCE_SETTING_KEYS = {
  greyFrom: 'appearance.greyFrom',
  greyTo: 'appearance.greyTo',
  watermark: 'appearance.watermark',
} as const

/** Whether `day` (YYYY-MM-DD) lies in the platform's grey days. */
export function isGreyDay(platform: PlatformAppearance | null | undefined, day: string): boolean {
  if (!platform?.greyFrom || !platform.greyTo) return false
  return platform.greyFrom <= day && day <= platform.greyTo
}

/** The paths of the appearance calls (src/contract/appearance.ts; the console calls them without zod). */
export const APPEARANCE_PATHS = {
  theme: '/appearance/theme',
  saveTheme: '/appearance/theme/save',
  platform: '/appearance/platform',
  savePlatform: '/appearance/platform/save',
  quickLinks: '/appearance/quick-links',
  saveQuickLinks: '/appearance/quick-links/save',
  alarmNotices: '/appearance/alarm-notices',
  saveAlarmNotices: '/appearance/alarm-notices/save',
} as const

/**
 * 告警提醒 (issue 44 part 3, 个人中心): whether a new alarm the user is asked to dispose of shows a
 * notification, and whether a 人身安全级 one also sounds. Both on until the user says otherwise.
 */
export interface AlarmNoticeSettings {
  enabled: boolean
  sound: boolean
}

/** A user who never chose. */
export const DEFAULT_ALARM_NOTICES: AlarmNoticeSettings = { enabled: true, sound: true }

/** How many quick links a user may keep on the workbench (issue 41 item 3). */
export const QUICK_LINKS_MAX = 12
