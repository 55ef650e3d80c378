/**
 * Seed of the feedback flow: items in every status on real stations, with histories in time
 * order (admin submits and manages, the operator account handles 特来电's items, 运维 handles the
 * others), deadlines in working days from the dispatch day, and one of 特来电's open items
 * overdue. The `operator` account starts with items waiting for it (the 意见反馈处理 popup).
 * `large` has ten times the items.
 */
import './tables'
import type { Insertable } from 'kysely'
import { FEEDBACK_TYPE } from '../../../src/core/domain/feedback'
import { insertChunked, type Seeder } from '../db/seed/context'
import { DEMO_OPERATOR_ID } from '../db/seed/operators'
import { addWorkingDays } from '../kernel/working-days'
import { type FeedbackStepsTable, type FeedbacksTable, UNHANDLED } from './tables'

const DAY = 86_400_000
const chinaDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

const PROBLEMS: Readonly<Record<string, readonly string[]>> = {
  device: ['充电桩扫码后无响应，无法启动充电', '2号枪头外壳破损，存在安全隐患', '充电过程中频繁中断'],
  payment: ['充电结束后重复扣费', '支付成功但订单显示未支付'],
  parking: ['充电车位被燃油车长期占用', '地锁无法降下，车辆无法驶入'],
  price: ['现场公示电价与实际收费不一致', '服务费未按时段公示'],
  service: ['客服电话长时间无人接听', '站内照明损坏，夜间无法操作'],
  other: ['站点导航位置与实际位置不符', '站内无消防器材'],
}
const RESULTS = [
  '已安排运维人员现场检修，设备恢复正常',
  '已核实并退还多收费用',
  '已联系物业清理占位车辆并加装地锁',
  '已更新公示信息',
]

/** Status of the n-th item: 特来电's first six cover the operator's side of the flow. */
const DEMO_STATUSES = ['dispatched', 'dispatched', 'handled', 'closed', 'closed', 'submitted'] as const
const OTHER_STATUSES = ['submitted', 'dispatched', 'handled', 'closed', 'closed', 'rejected'] as const

export const feedbackSeeder: Seeder = {
  name: 'feedback',
  async run({ db, rng, now, scale }) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'name', 'username'])
      .where('username', 'in', ['admin', 'operator'])
      .execute()
    const admin = users.find((user) => user.username === 'admin')
    const operator = users.find((user) => user.username === 'operator')
    if (!admin || !operator) throw new Error('seed: no admin or operator account')
    const stations = await db
      .selectFrom('stations')
      .select(['stationId', 'stationName', 'operatorId', 'areaCode'])
      .orderBy('stationId')
      .execute()
    const demo = stations.filter((station) => station.operatorId === DEMO_OPERATOR_ID)
    const others = stations.filter((station) => station.operatorId !== DEMO_OPERATOR_ID)
    const count = scale === 'large' ? 300 : 30
    const items: Insertable<FeedbacksTable>[] = []
    const steps: Insertable<FeedbackStepsTable>[] = []
    const serials = new Map<string, number>()
    for (let index = 0; index < count; index += 1) {
      const own = index < DEMO_STATUSES.length && demo.length > 0
      const station = own ? demo[index % demo.length] : rng.pick(others.length ? others : stations)
      const status = own ? DEMO_STATUSES[index] : OTHER_STATUSES[index % OTHER_STATUSES.length]
      const type = FEEDBACK_TYPE[index % FEEDBACK_TYPE.length].value
      // The second of 特来电's dispatched items was dispatched long ago with a short limit: overdue.
      const overdue = own && index === 1
      // No step lies ahead of the seed's time: an item handled or closed was submitted at least 4
      // days ago (its steps span up to 3 days 20 hours), any other at least 2: with 2 for every
      // status, an item could be closed up to 1 day 20 hours after the seed.
      const minAgeDays = status === 'handled' || status === 'closed' ? 4 : 2
      const submitMs =
        now.getTime() - (overdue ? 20 : rng.int(minAgeDays, 60)) * DAY - rng.int(0, 600) * 60_000
      const day = chinaDate(submitMs).replace(/-/g, '')
      const serial = (serials.get(day) ?? 0) + 1
      serials.set(day, serial)
      const feedbackId = `FK${day}${String(serial).padStart(4, '0')}`
      const handler: { id?: number; name: string } = own ? operator : { name: '运维值班员' }
      const history: Insertable<FeedbackStepsTable>[] = []
      const step = (
        action: string,
        from: string | null,
        to: string,
        at: number,
        who: { id?: number; name: string },
        opinion = '',
      ) =>
        history.push({
          feedbackId,
          action,
          fromStatus: from,
          toStatus: to,
          userId: who.id ?? null,
          userName: who.name,
          opinion,
          time: new Date(at).toISOString(),
        })
      step('create', null, 'submitted', submitMs, admin)
      const row: Insertable<FeedbacksTable> = {
        feedbackId,
        type,
        stationId: station.stationId,
        stationName: station.stationName,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        description: rng.pick(PROBLEMS[type]),
        picturesJson: '[]',
        status,
        submitterId: admin.id,
        submitterName: admin.name,
        submitTime: new Date(submitMs).toISOString(),
        ...UNHANDLED,
        updateTime: new Date(submitMs).toISOString(),
      }
      let at = submitMs
      if (status === 'rejected') {
        at += DAY / 2
        row.opinion = '经核实非充电设施问题，不予受理'
        step('reject', 'submitted', 'rejected', at, admin, row.opinion)
      }
      if (status !== 'submitted' && status !== 'rejected') {
        at += DAY / 3
        row.limitDays = overdue ? 3 : 5
        row.deadline = await addWorkingDays(db, chinaDate(at), row.limitDays)
        row.dispatcherName = admin.name
        row.dispatchTime = new Date(at).toISOString()
        step('dispatch', 'submitted', 'dispatched', at, admin)
      }
      if (status === 'handled' || status === 'closed') {
        at += rng.int(1, 3) * DAY
        row.result = rng.pick(RESULTS)
        row.handlerName = handler.name
        row.handleTime = new Date(at).toISOString()
        row.handledLate = row.deadline && chinaDate(at) > row.deadline ? 1 : 0
        step('handle', 'dispatched', 'handled', at, handler, row.result)
      }
      if (status === 'closed') {
        at += DAY / 2
        row.closeTime = new Date(at).toISOString()
        row.opinion = '处理结果已核实'
        step('close', 'handled', 'closed', at, admin, row.opinion)
      }
      row.version = history.length
      row.updateTime = new Date(at).toISOString()
      items.push(row)
      steps.push(...history)
    }
    await insertChunked(db, 'feedbacks', items)
    await insertChunked(db, 'feedback_steps', steps)
  },
}
