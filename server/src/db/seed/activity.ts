/**
 * Seeded activity: sign-in history and a past journal. Times relative to now. (To-dos and
 * notices come from running the flows' seeded steps: seed-work.ts.)
 */
import type { Insertable } from 'kysely'
import type { JournalTable, LoginHistoryTable } from '../types'
import { daysFrom, insertChunked, type Seeder } from './context'

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
]

export const activitySeeder: Seeder = {
  name: 'activity',
  async run({ db, now, rng, scale }) {
    const users = await db.selectFrom('users').select(['id', 'username']).orderBy('id').execute()
    const byName = new Map(users.map((user) => [user.username, user.id]))
    // To-dos and notices come from the flows' seeded steps (seed-work.ts, issue 41), the popups'
    // counts from the feedback and assessment flows' own (issue 18): no message row is seeded here.
    // The draws the seeded rows once took are still drawn, so every later seeder's data stays as it was.
    for (const user of users) {
      const count = user.username === 'admin' ? 12 : rng.int(2, 6)
      for (let index = 0; index < count; index += 1) {
        if (index >= 2) rng.chance(0.6)
        rng.next()
      }
    }

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
