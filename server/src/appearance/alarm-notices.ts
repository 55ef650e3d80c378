/**
 * 告警提醒 (issue 44 part 3): whether a new alarm shows the user a notification and whether a
 * 人身安全级 one sounds, kept in the user's row of personal preferences (user_appearance, beside
 * the theme mode and quick links). A save is journaled with the settings before and after.
 */
import { myAlarmNotices, saveMyAlarmNotices } from '../../../src/contract/appearance'
import { routeOf } from '../../../src/contract/define'
import { type AlarmNoticeSettings, DEFAULT_ALARM_NOTICES } from '../../../src/core/domain/appearance'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'

const onOr = (value: number | null | undefined, otherwise: boolean) =>
  value === null || value === undefined ? otherwise : value === 1

/** The user's 告警提醒 (on, with sound, until chosen otherwise). */
export async function alarmNoticesOf(db: Db, userId: number): Promise<AlarmNoticeSettings> {
  const row = await db
    .selectFrom('user_appearance')
    .select(['alarmNotices', 'alarmSound'])
    .where('userId', '=', userId)
    .executeTakeFirst()
  return {
    enabled: onOr(row?.alarmNotices, DEFAULT_ALARM_NOTICES.enabled),
    sound: onOr(row?.alarmSound, DEFAULT_ALARM_NOTICES.sound),
  }
}

/** Register `GET /appearance/alarm-notices` and its save. */
export function alarmNoticeRoutes(router: Router): void {
  router.route({
    ...routeOf(myAlarmNotices),
    tag: 'appearance',
    access: 'session',
    handler: ({ db, principal }) => alarmNoticesOf(db, principal.user.id),
  })

  router.route({
    ...routeOf(saveMyAlarmNotices),
    tag: 'appearance',
    access: 'session',
    journal: 'appearance.alarmNotices',
    handler: async ({ db, body, principal, record }) => {
      const before = await alarmNoticesOf(db, principal.user.id)
      const values = {
        alarmNotices: body.enabled ? 1 : 0,
        alarmSound: body.sound ? 1 : 0,
        updateTime: now().toISOString(),
      }
      // One statement (insert or update), as the theme's save; the other preferences stay.
      await db
        .insertInto('user_appearance')
        .values({ userId: principal.user.id, theme: null, ...values })
        .onConflict((conflict) => conflict.column('userId').doUpdateSet(values))
        .execute()
      record({ target: `appearance:${principal.user.username}`, before, after: body })
      return { enabled: body.enabled, sound: body.sound }
    },
  })
}
