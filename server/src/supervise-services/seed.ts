/**
 * Seed of supervision and subsidies (issue 17): three batches (this year's construction and
 * operation batches open, last year's closed), applications in every status of the subsidy flow
 * with their histories and server-computed amounts, one publicity under way and one ended, the
 * payments of the paid ones; stations' `allowanceStatus` follows their applications. The demo
 * operator keeps stations it has not applied for, so it can apply. `large` has five times more.
 */
import './tables'
import type { Insertable } from 'kysely'
import { SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import { addCalendarDays, addWorkingDays } from '../data-input/working-days'
import type { Seeder } from '../db/seed/context'
import { DEMO_OPERATOR_ID } from '../db/seed/operators'
import type { ApplicationStepsTable } from '../workflow/tables'
import { computeAmount } from './amounts'
import { OPINIONS, PATHS, STATUSES, TO } from './seed-data'
import { seedFees } from './seed-fees'

const DAY = 86_400_000

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
        status: 0,
      },
    ]
    const batches = []
    for (const row of batchRows) {
      const values = {
        ...row,
        areaCode: '120100',
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
            areaCode: '120100',
            itemCount: 0,
            objectionCount: 0,
            creatorName: user('tianjin').name,
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

    // Tianjin stations in service with piles; the demo operator's first ones are left to apply for.
    const stations = await db
      .selectFrom('stations')
      .select(['stationId', 'stationName', 'operatorId', 'areaCode'])
      .where('areaCode', 'like', '1201%')
      .where('stationStatus', '=', 50)
      .where('equipmentCount', '>', 0)
      .orderBy('stationId')
      .execute()
    const own = stations.filter((station) => station.operatorId === DEMO_OPERATOR_ID).slice(6)
    const others = stations.filter((station) => station.operatorId !== DEMO_OPERATOR_ID)
    const count = (scale === 'large' ? 5 : 1) * 27
    await db.updateTable('stations').set({ allowanceStatus: 0 }).execute()
    const steps: Insertable<ApplicationStepsTable>[] = []
    for (let index = 0; index < count; index++) {
      const mine = index % 3 === 0
      const station = mine ? own[Math.floor(index / 3)] : others[index - Math.floor(index / 3) - 1]
      if (!station) break
      const batch = batches[index % 2]
      const status = STATUSES[index % STATUSES.length]
      const computation = await computeAmount(db, batch, station.stationId, station.operatorId)
      if (computation.basisCenti <= 0) continue
      const applicant = mine ? user('operator') : { id: 0, name: ['张伟', '刘洋', '陈静', '杨帆'][index % 4] }
      let clock = now.getTime() - (40 - (index % 10)) * DAY
      const createTime = new Date(clock).toISOString()
      const applyId = `BT${createTime.slice(0, 10).replace(/-/g, '')}${String(9000 + index).padStart(5, '0')}`
      const path = PATHS[status]
      const history = [{ action: 'create', from: null as string | null, to: 'draft' }]
      for (const action of path)
        history.push({ action, from: history[history.length - 1].to, to: TO[action] })
      for (const step of history) {
        const actor = ['create', 'submit'].includes(step.action)
          ? applicant
          : step.action === 'city-approve' || step.action === 'publicize'
            ? user('tianjin')
            : step.action === 'publicity-end'
              ? { id: 0, name: '系统' }
              : user('admin')
        clock += DAY
        steps.push({
          applyId,
          action: step.action,
          fromStatus: step.from,
          toStatus: step.to,
          userId: actor.id,
          userName: actor.name,
          opinion: OPINIONS[step.action] ?? '',
          attachmentsJson: '[]',
          time: new Date(clock).toISOString(),
        })
      }
      const examined = history.filter((step) => OPINIONS[step.action]).pop()
      const unit = batch.type === 'construction' ? 'kW' : 'kWh'
      const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
      const fields = {
        batchId: batch.id,
        stationId: station.stationId,
        contactPerson: applicant.name,
        contactTel: `1380013${String(1000 + index).slice(-4)}`,
        batchName: batch.batchName,
        stationName: station.stationName,
        basis: `${yuan(computation.basisCenti)} ${unit}`,
        rate: `${yuan(computation.rate)} 元/${unit}`,
        rawAmount: `${yuan(computation.rawAmount)} 元`,
        capApplied: { none: '未触及上限', station: '按单站上限', operator: '按运营商上限' }[
          computation.capApplied
        ],
        amount: `${yuan(computation.amount)} 元`,
      }
      await db
        .insertInto('applications')
        .values({
          applyId,
          flow: SUBSIDY_FLOW.key,
          operatorId: station.operatorId,
          areaCode: station.areaCode,
          type: batch.type,
          status,
          title: station.stationName.slice(0, 128),
          fieldsJson: JSON.stringify(fields),
          attachmentsJson: '[]',
          version: history.length,
          submitterId: applicant.id,
          submitterName: applicant.name,
          createTime,
          submitTime: path.length ? new Date(now.getTime() - (39 - (index % 10)) * DAY).toISOString() : null,
          updateTime: new Date(clock).toISOString(),
          examinerName: examined ? user(examined.action === 'city-approve' ? 'tianjin' : 'admin').name : null,
          opinion: examined ? OPINIONS[examined.action] : null,
          validUntil: null,
        })
        .execute()
      const publicityId = ['publicity'].includes(status)
        ? active
        : ['awaiting', 'paid'].includes(status)
          ? ended
          : null
      await db
        .insertInto('subsidy_applications')
        .values({
          applyId,
          batchId: batch.id,
          stationId: station.stationId,
          stationName: station.stationName,
          operatorId: station.operatorId,
          areaCode: station.areaCode,
          ...computation,
          publicityId,
        })
        .execute()
      const allowance = {
        draft: 1,
        rejected: 1,
        pending: 2,
        reviewing: 2,
        approved: 2,
        publicity: 2,
        awaiting: 3,
        paid: 4,
        refused: 5,
      }[status]
      await db
        .updateTable('stations')
        .set({ allowanceStatus: allowance })
        .where('stationId', '=', station.stationId)
        .execute()
      if (status === 'paid')
        await db
          .insertInto('subsidy_payments')
          .values({
            applyId,
            batchId: batch.id,
            stationId: station.stationId,
            stationName: station.stationName,
            operatorId: station.operatorId,
            areaCode: station.areaCode,
            amount: computation.amount,
            payDate: day(-3),
            voucherNo: `TJCZ${year}${String(index).padStart(5, '0')}`,
            remark: '',
            recorderName: user('admin').name,
            createTime: new Date(clock).toISOString(),
          })
          .execute()
    }
    if (steps.length) await db.insertInto('application_steps').values(steps).execute()
    for (const id of [ended, active]) {
      const items = await db
        .selectFrom('subsidy_applications')
        .select('applyId')
        .where('publicityId', '=', id)
        .execute()
      await db
        .updateTable('subsidy_publicities')
        .set({ itemCount: items.length })
        .where('id', '=', id)
        .execute()
    }
  },
}
