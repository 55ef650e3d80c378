/**
 * Seed of supervision and subsidies (issue 17): Tianjin's three batches (this year's construction
 * and operation batches open until their 申报截止日期 next spring and in two months, last year's
 * closed since this spring) and Hebei's open construction batch, each
 * region's applications in every status of the subsidy flow (seed-applications.ts), one publicity
 * under way and one ended per region; the demo operator's own Tianjin applications in every
 * status too, and stations it has not applied for, so it can apply. Hebei's rows are outside the
 * `tianjin` and `operator` accounts' scope (decisions: Data scope). `large` has five times more.
 */
import './tables'
import type { Seeder } from '../db/seed/context'
import { DEMO_OPERATOR_ID } from '../db/seed/operators'
import { addCalendarDays, addWorkingDays } from '../kernel/working-days'
import {
  type Actor,
  type RegionContext,
  type SeededApplication,
  type SeededBatch,
  seedApplications,
} from './seed-applications'
import { STATUSES } from './seed-data'
import { seedFees } from './seed-fees'

const DAY = 86_400_000
const TIANJIN = '120100'
const HEBEI = '130000'

export const superviseSeeder: Seeder = {
  name: 'supervise-services',
  async run(context) {
    const { db, now, scale } = context
    await seedFees(context)
    const year = Number(new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 4))
    const day = (offset: number) =>
      new Date(now.getTime() + offset * DAY + 8 * 3_600_000).toISOString().slice(0, 10)
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', 'username'])
      .where('username', 'in', ['admin', 'tianjin', 'operator'])
      .execute()
    const user = (name: string) =>
      users.find((item) => item.username === name) ?? { id: 1, name: '系统管理员' }
    const time = now.toISOString()
    const batchRows = [
      {
        batchName: `${year}年度充电基础设施建设补贴（第一批）`,
        year,
        type: 'construction',
        rate: 30_000,
        stationCap: 50_000_000,
        operatorCap: 300_000_000,
        periodStart: `${year}-01-01`,
        periodEnd: `${year}-12-31`,
        applyDeadline: `${year + 1}-03-31`,
        status: 1,
      },
      {
        batchName: `${year}年度充电设施运营补贴`,
        year,
        type: 'operation',
        rate: 10,
        stationCap: 20_000_000,
        operatorCap: 100_000_000,
        periodStart: day(-90),
        periodEnd: day(-1),
        applyDeadline: day(60),
        status: 1,
      },
      {
        batchName: `${year - 1}年度充电基础设施建设补贴`,
        year: year - 1,
        type: 'construction',
        rate: 25_000,
        stationCap: 40_000_000,
        operatorCap: 200_000_000,
        periodStart: `${year - 1}-01-01`,
        periodEnd: `${year - 1}-12-31`,
        applyDeadline: `${year}-03-31`,
        status: 0,
      },
      {
        batchName: `${year}年度河北省充电基础设施建设补贴`,
        year,
        type: 'construction',
        rate: 20_000,
        stationCap: 30_000_000,
        operatorCap: 150_000_000,
        periodStart: `${year}-01-01`,
        periodEnd: `${year}-12-31`,
        applyDeadline: `${year + 1}-03-31`,
        status: 1,
        areaCode: HEBEI,
      },
    ]
    const batches: SeededBatch[] = []
    for (const row of batchRows) {
      const values = {
        areaCode: TIANJIN,
        ...row,
        remark: '',
        creatorName: user('admin').name,
        createTime: time,
        updateTime: time,
      }
      const { id } = await db
        .insertInto('subsidy_batches')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow()
      batches.push({ ...values, id })
    }
    // Publicities: one ended (its applications 待补贴 or paid), one under way until 5 working days on.
    const endedStart = day(-30)
    const endedEnd = await addWorkingDays(db, addCalendarDays(endedStart, -1), 5)
    const activeStart = day(-1)
    const activeEnd = await addWorkingDays(db, addCalendarDays(activeStart, -1), 6)
    const publicity = async (
      title: string,
      startDate: string,
      endDate: string,
      status: string,
      workingDays: number,
      areaCode = TIANJIN,
    ) =>
      (
        await db
          .insertInto('subsidy_publicities')
          .values({
            title,
            startDate,
            endDate,
            workingDays,
            status,
            areaCode,
            itemCount: 0,
            objectionCount: 0,
            creatorName: user(areaCode === TIANJIN ? 'tianjin' : 'admin').name,
            createTime: `${startDate}T01:00:00.000Z`,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const ended = await publicity(`${year}年度充电设施补贴公示（第一批）`, endedStart, endedEnd, 'ended', 5)
    const active = await publicity(
      `${year}年度充电设施补贴公示（第二批）`,
      activeStart,
      activeEnd,
      'active',
      6,
    )

    const admin = user('admin')
    const regionOf = (
      endedId: number,
      activeId: number,
      more: { district: Actor; city: Actor; serial: number; voucher: string },
    ): RegionContext => ({
      db,
      now,
      operator: user('operator'),
      admin,
      district: more.district,
      city: more.city,
      ended: endedId,
      active: activeId,
      serial: more.serial,
      voucherPrefix: `${more.voucher}${year}`,
      payDate: day(-3),
    })
    // Stations in service with piles, of an area.
    const inService = (area: string) =>
      db
        .selectFrom('stations')
        .select(['stationId', 'stationName', 'operatorId', 'areaCode'])
        .where('areaCode', 'like', area)
        .where('stationStatus', '=', 50)
        .where('equipmentCount', '>', 0)
        .orderBy('stationId')
        .execute()
    const tianjin = regionOf(ended, active, {
      district: admin,
      city: user('tianjin'),
      serial: 9000,
      voucher: 'TJCZ',
    })
    const stations = await inService('1201%')
    await db.updateTable('stations').set({ allowanceStatus: 0 }).execute()
    // Tianjin: the demo operator's first stations are left to apply for; a third of the rest are
    // its own, in every status (the status turns one step each round of nine).
    const own = stations.filter((station) => station.operatorId === DEMO_OPERATOR_ID).slice(6)
    const others = stations.filter((station) => station.operatorId !== DEMO_OPERATOR_ID)
    const apps: SeededApplication[] = []
    for (let index = 0; index < (scale === 'large' ? 5 : 1) * 27; index++) {
      const mine = index % 3 === 0
      const station = mine ? own[Math.floor(index / 3)] : others[index - Math.floor(index / 3) - 1]
      if (!station) break
      const status = STATUSES[(index + Math.floor(index / STATUSES.length)) % STATUSES.length]
      apps.push({ station, batch: batches[index % 2], status, mine })
    }
    await seedApplications(tianjin, apps)
    // Hebei: its own batch and publicities, every status, no demo account's (decisions: Data scope).
    const hebeiEnded = await publicity(
      `${year}年度河北省充电设施补贴公示（第一批）`,
      endedStart,
      endedEnd,
      'ended',
      5,
      HEBEI,
    )
    const hebeiActive = await publicity(
      `${year}年度河北省充电设施补贴公示（第二批）`,
      activeStart,
      activeEnd,
      'active',
      6,
      HEBEI,
    )
    const hebei = regionOf(hebeiEnded, hebeiActive, {
      // No account of the demo reviews Hebei's districts: a named examiner off the platform.
      district: { id: 0, name: '区级审核员' },
      city: admin,
      serial: 8000,
      voucher: 'HBCZ',
    })
    const hebeiStations = await inService('13%')
    await seedApplications(
      hebei,
      hebeiStations.slice(0, (scale === 'large' ? 5 : 1) * 9).map((station, index) => ({
        station,
        batch: batches[3],
        status: STATUSES[index % STATUSES.length],
        mine: false,
      })),
    )
  },
}
