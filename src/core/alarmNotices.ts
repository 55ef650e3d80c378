/**
 * Alarms that reach the officer (issue 44 part 3), the part without React: the user's 告警提醒
 * as the server keeps it (one valtio proxy for the page), and the channel the user's tabs of one
 * browser share (BroadcastChannel): each new alarm is shown once across them — a tab claims it,
 * and the others skip it — and a setting saved in one tab applies in the others at once.
 *
 * A claim: the tab posts `{ claim: id, tab }` and waits CLAIM_WINDOW_MS; a tab that saw another's
 * claim for the id before its own alarm arrived skips at once; two tabs that claimed within the
 * window both hear the other, and the smaller tab id shows it. A tab whose alarm came later than
 * the window has already heard the claim (the channel is in order per sender).
 */
import { proxy } from 'valtio/vanilla'
import { myAlarmNotices as MINE, saveMyAlarmNotices as SAVE } from '../contract/endpoints/appearance'
import { callApi } from './call'
import { type AlarmNoticeSettings, DEFAULT_ALARM_NOTICES } from './domain/appearance'
import type { HttpClient } from './http'
import { STORAGE_KEYS } from './storage'

/** How long a tab waits for the other tabs' claims of the same alarm. */
export const CLAIM_WINDOW_MS = 250
/** Alarms whose claims a tab remembers (the newest). */
const REMEMBERED = 500

/** The page's 告警提醒 (`loaded` once the server answered). */
export const alarmNotices = proxy<{ settings: AlarmNoticeSettings; loaded: boolean }>({
  settings: { ...DEFAULT_ALARM_NOTICES },
  loaded: false,
})

/** What the tabs tell each other. */
type ChannelMessage =
  | { kind: 'claim'; id: number; tab: string }
  | { kind: 'settings'; settings: AlarmNoticeSettings }

/** The part of BroadcastChannel used here (tests give a fake). */
export interface TabChannel {
  postMessage(message: unknown): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  close(): void
}

/** The browser's channel of the user's tabs, or null where there is none. */
export function openTabChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(STORAGE_KEYS.alarmChannel)
}

// The channel a save in 个人中心 announces on (opened on the first save).
let settingsChannel: TabChannel | null | undefined

/** Ask the server for the user's 告警提醒 (a failure keeps the defaults: on). */
export async function loadAlarmNotices(http: HttpClient): Promise<void> {
  const answer = await callApi(http, MINE, {}, { silent: true }).catch(() => null)
  // Only an answer of this shape (an older server answers something else: the defaults stay).
  if (typeof answer?.enabled === 'boolean' && typeof answer.sound === 'boolean')
    alarmNotices.settings = { enabled: answer.enabled, sound: answer.sound }
  alarmNotices.loaded = true
}

/** Keep the user's 告警提醒 on the server, apply it, and tell the user's other tabs. */
export async function saveAlarmNotices(http: HttpClient, settings: AlarmNoticeSettings): Promise<void> {
  const answer = await callApi(http, SAVE, { body: settings })
  alarmNotices.settings = answer
  alarmNotices.loaded = true
  settingsChannel ??= openTabChannel()
  settingsChannel?.postMessage({ kind: 'settings', settings: answer } satisfies ChannelMessage)
}

/** One tab's side of the channel. */
export interface AlarmClaims {
  /** Whether this tab shows alarm `id` (false: another tab of the user does). */
  claim(id: number): Promise<boolean>
  close(): void
}

/** A random id of this tab. */
const newTabId = () => globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2)

/**
 * This tab's claims on `channel` (none: every alarm is this tab's), following the settings the
 * other tabs save.
 */
export function createAlarmClaims(
  channel: TabChannel | null,
  options: { tab?: string; windowMs?: number } = {},
): AlarmClaims {
  const tab = options.tab ?? newTabId()
  const windowMs = options.windowMs ?? CLAIM_WINDOW_MS
  // Who claimed each alarm, this tab included; oldest first (a Map keeps the order of insertion).
  const claimants = new Map<number, Set<string>>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const noted = (id: number, who: string) => {
    const set = claimants.get(id) ?? new Set<string>()
    set.add(who)
    claimants.set(id, set)
    if (claimants.size > REMEMBERED) claimants.delete(claimants.keys().next().value as number)
    return set
  }
  const onMessage = (event: MessageEvent) => {
    const message = event.data as ChannelMessage
    if (message?.kind === 'claim') noted(message.id, message.tab)
    else if (message?.kind === 'settings') {
      alarmNotices.settings = { ...message.settings }
      alarmNotices.loaded = true
    }
  }
  channel?.addEventListener('message', onMessage)
  return {
    claim(id) {
      if (!channel) return Promise.resolve(true)
      if (claimants.get(id)?.size) return Promise.resolve(false)
      noted(id, tab)
      channel.postMessage({ kind: 'claim', id, tab } satisfies ChannelMessage)
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer)
          const all = [...(claimants.get(id) ?? [tab])].sort()
          resolve(all[0] === tab)
        }, windowMs)
        timers.add(timer)
      })
    },
    close() {
      for (const timer of timers) clearTimeout(timer)
      channel?.removeEventListener('message', onMessage)
      channel?.close()
    },
  }
}
