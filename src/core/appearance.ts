/**
 * The page's appearance state (issue 21): the signed-in user's own theme mode and the platform's
 * grey days and watermark, as the server keeps them. One valtio proxy for every element of the
 * page; the shell loads it (src/shell/AppearanceSync.tsx), the elements' roots read it.
 */
import { proxy } from 'valtio/vanilla'
import type { BodyOf } from '../contract/define'
import {
  myTheme as MY_THEME,
  platformAppearance as PLATFORM,
  saveMyTheme as SAVE_MY_THEME,
  savePlatformAppearance as SAVE_PLATFORM,
} from '../contract/endpoints/appearance'
import { callApi } from './call'
import { isGreyDay, type PlatformAppearance, type ThemeMode } from './domain/appearance'
import { DATE_FORMAT, dayjs } from './format'
import type { HttpClient } from './http'

export interface AppearanceState {
  /** The user's own mode (个人中心 → 外观); null follows the element's `theme` attribute. */
  personal: ThemeMode | null
  /** The platform's settings; null until known. */
  platform: PlatformAppearance | null
  /** Today (YYYY-MM-DD, the browser's day), refreshed by the shell so grey days start by themselves. */
  today: string
}

export const appearance = proxy<AppearanceState>({
  personal: null,
  platform: null,
  today: dayjs().format(DATE_FORMAT),
})

/** Whether the platform's grey days include today. */
export function greyToday(state: Pick<AppearanceState, 'platform' | 'today'>): boolean {
  return isGreyDay(state.platform, state.today)
}

/** Ask the server for the platform's settings (failures leave the defaults: no grey, no watermark). */
export async function loadPlatformAppearance(http: HttpClient): Promise<void> {
  const platform = await callApi(http, PLATFORM, {}, { silent: true }).catch(() => null)
  if (platform) appearance.platform = platform
}

/** Ask the server for the signed-in user's mode. */
export async function loadPersonalTheme(http: HttpClient): Promise<void> {
  const answer = await callApi(http, MY_THEME, {}, { silent: true }).catch(() => null)
  appearance.personal = answer?.theme ?? null
}

/** Keep the user's mode on the server, then apply it. */
export async function savePersonalTheme(http: HttpClient, theme: ThemeMode | null): Promise<void> {
  const answer = await callApi(http, SAVE_MY_THEME, { body: { theme } })
  appearance.personal = answer.theme
}

/** Keep the platform's grey days and watermark on the server, then apply them. */
export async function savePlatformLook(http: HttpClient, body: BodyOf<typeof SAVE_PLATFORM>): Promise<void> {
  appearance.platform = await callApi(http, SAVE_PLATFORM, { body })
}
