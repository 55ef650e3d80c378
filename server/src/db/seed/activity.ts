/**
 * Seeded activity: to-do messages, the operator's pending feedback and evaluation items (so the
 * popups of section 4 appear), sign-in history and a past journal. Times relative to now.
 */
import type { Insertable } from 'kysely'
import type { JournalTable, LoginHistoryTable, MessagesTable } from '../types'
import { daysFrom, insertChunked, type Seeder } from './context'

const TODO: readonly { title: string; content: string; type: string; link: string }[] = [
  {
    title: '接入审核待处理',
    content: '天津滨海快充能源服务有限公司提交了数据接入申请，请及时审核。',
    type: 'audit',
    link: '/universal-services/access-audit',
  },
  {
    title: '故障告警待处置',
    content: '河西区某充电站发生绝缘监测故障，请尽快安排处置。',
    type: 'alarm',
    link: '/ops-services/trouble-monitor',
  },
  {
    title: '补贴申请待审核',
    content: '2026年度运营补贴申请已提交3条，请审核。',
    type: 'subsidy',
    link: '/supervise-services/supervise-audit',
  },
  {
    title: '月度报告已生成',
    content: '上月充换电设施运行月报已生成，可在报表统计中查看。',
    type: 'report',
    link: '/report-statistics/month-far',
  },
  {
    title: '意见反馈待处理',
    content: '您有新的意见反馈，请尽快处理。',
    type: 'feedback',
    link: '/feedback/equipment-operator-feedback',
  },
  {
    title: '场站评定材料待上传',
    content: '您有新的场站评定需要上传材料，请尽快处理。',
    type: 'evaluate',
    link: '/station-assessment/evaluation-upload',
  },
  {
    title: '系统通知',
    content: '平台将于本周六 02:00-04:00 进行例行维护。',
    type: 'notice',
    link: '/message',
  },
]

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
]

export const activitySeeder: Seeder = {
  name: 'activity',
  async run({ db, now, rng, scale }) {
    const users = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute()
    const byName = new Map(users.map((user) => [user.username, user.id]))
    const messages: Insertable<MessagesTable>[] = []
    for (const user of users) {
      const count = user.username === 'admin' ? 12 : rng.int(2, 6)
      for (let index = 0; index < count; index += 1) {
        const item = TODO[(index + user.id) % TODO.length]
        messages.push({
          userId: user.id,
          ...item,
          read: index < 2 ? 0 : rng.chance(0.6) ? 1 : 0,
          createTime: daysFrom(now, -index * 1.5 - rng.next()),
        })
      }
    }
    await insertChunked(db, 'messages', messages)

    // The popups' counts are the feedback and assessment flows' own (issue 18), not seeded here.

    const history: Insertable<LoginHistoryTable>[] = []
    for (const user of users.slice(0, 5)) {
      for (let index = 0; index < 6; index += 1) {
        history.push({
          userId: user.id,
          username: user.username,
          time: daysFrom(now, -index * 3 - 1 - rng.next()),
          ip: `10.12.${rng.int(0, 20)}.${rng.int(2, 250)}`,
          userAgent: rng.pick(AGENTS),
          result: index === 3 ? 'wrong-credentials' : 'success',
        })
      }
    }
    await insertChunked(db, 'login_history', history)

    const admin = byName.get('admin') ?? null
    const journal: Insertable<JournalTable>[] = []
    const entries = scale === 'large' ? 20_000 : 60
    const actions = [
      'user.editAcc',
      'user.editAttr',
      'role.addRoleStgs',
      'stg.editStg',
      'menu.tree',
      'register.create',
    ]
    for (let index = 0; index < entries; index += 1) {
      const action = rng.pick(actions)
      journal.push({
        userId: admin,
        username: 'admin',
        time: daysFrom(now, -(entries - index) * 0.4),
        action,
        target: `${action.split('.')[0]}#${rng.int(1, 20)}`,
        beforeJson: JSON.stringify({ status: 1 }),
        afterJson: JSON.stringify({ status: rng.int(0, 1) }),
        ip: `10.12.0.${rng.int(2, 250)}`,
        result: rng.chance(0.9) ? 'success' : 'failure',
        message: '',
      })
    }
    await insertChunked(db, 'journal', journal)
  },
}
