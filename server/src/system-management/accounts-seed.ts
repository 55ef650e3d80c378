/** Seed accounts: the five demo accounts of the brief, plus synthetic staff for the user list. */
import { randomBytes } from 'node:crypto'
import { hashPassword } from '../auth/passwords'
import { pinyinOf } from '../db/pinyin'
import { daysFrom, insertChunked, type SeedContext, type Seeder } from '../db/seed/context'
import { DEMO_OPERATOR_ID } from '../db/seed/operators'
import type { Db } from '../db/types'

/** A demo account as printed at start and listed in the README. */
export interface DemoAccount {
  username: string
  password: string
  who: string
}

/** The demo accounts (issue 3). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: 'Admin@2026ev', who: '平台管理员：全部页面和操作' },
  { username: 'tianjin', password: 'City@2026ev', who: '天津市级监管员（auth_area 120100，市级）' },
  { username: 'operator', password: 'Oper@2026ev', who: '运营商人员（特来电），有待处理的反馈和评定材料' },
  { username: 'newuser', password: 'New@2026ev', who: '首次登录须修改密码（resetPwdFlag）' },
  { username: 'stale', password: 'Stale@2026ev', who: '密码超过30天未修改' },
]

interface AccountSpec {
  username: string
  name: string
  nickName: string
  phone: string
  email: string
  role: string
  attrs: Record<string, string>
  createdDaysAgo: number
  /** Days since the last password change; equal to createdDaysAgo means never changed. */
  pwdDaysAgo: number
  resetPwdFlag?: boolean
  status?: number
}

const DEMO_SPECS: (AccountSpec & { password: string })[] = [
  {
    username: 'admin',
    password: 'Admin@2026ev',
    name: '系统管理员',
    nickName: '管理员',
    phone: '13800138001',
    email: 'admin@ev-console.example.cn',
    role: '平台管理员',
    attrs: { role_name: '平台管理员' },
    createdDaysAgo: 400,
    pwdDaysAgo: 5,
  },
  {
    username: 'tianjin',
    password: 'City@2026ev',
    name: '王立新',
    nickName: '天津市监管员',
    phone: '13920001234',
    email: 'wanglixin@tj.example.cn',
    role: '市级监管员',
    attrs: { auth_area: '120100', role_name: '市级监管员' },
    createdDaysAgo: 300,
    pwdDaysAgo: 10,
  },
  {
    username: 'operator',
    password: 'Oper@2026ev',
    name: '李明',
    nickName: '特来电运维',
    phone: '15822223333',
    email: 'liming@teld.example.cn',
    role: '运营商用户',
    attrs: {
      isCompany: '1',
      operator: DEMO_OPERATOR_ID,
      auth_area: '120100',
      role_name: '运营商用户',
      production_work_type: '1',
    },
    createdDaysAgo: 200,
    pwdDaysAgo: 12,
  },
  {
    username: 'newuser',
    password: 'New@2026ev',
    name: '赵新',
    nickName: '赵新',
    phone: '13622225555',
    email: 'zhaoxin@tj.example.cn',
    role: '档案查看员',
    attrs: { auth_area: '120100', role_name: '档案查看员' },
    createdDaysAgo: 1,
    pwdDaysAgo: 1,
    resetPwdFlag: true,
  },
  // decisions: Seed times — 40 days ago at every seed, so stale stays stale.
  {
    username: 'stale',
    password: 'Stale@2026ev',
    name: '陈久',
    nickName: '运维值班',
    phone: '13702021111',
    email: 'chenjiu@tj.example.cn',
    role: '运维值班员',
    attrs: { auth_area: '120000', role_name: '运维值班员' },
    createdDaysAgo: 180,
    pwdDaysAgo: 40,
  },
]

const SURNAMES = [
  '张',
  '刘',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '高',
]
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '艳',
  '杰',
  '涛',
  '明',
  '超',
  '霞',
  '平',
  '刚',
  '婷',
  '鹏',
  '建华',
  '志强',
]
const DISTRICTS = ['120101', '120102', '120103', '120104', '120105', '120110', '120116', '130100', '130200']
const STAFF_ROLES = ['市级监管员', '档案查看员', '运维值班员', '运营商用户']

/**
 * A city supervisor's area is its city's (120103 → 120100): a district-scoped examiner would take
 * over its district's subsidy reviews (decisions: Separation of duties), which no demo account
 * could then do.
 */
const areaOf = (role: string, district: string) =>
  role === '市级监管员' ? `${district.slice(0, 4)}00` : district

function syntheticSpecs({ rng, scale }: SeedContext): AccountSpec[] {
  const count = scale === 'large' ? 400 : 16
  return Array.from({ length: count }, (_, index) => {
    const name = rng.pick(SURNAMES) + rng.pick(GIVEN)
    const role = rng.pick(STAFF_ROLES)
    const created = rng.int(20, 700)
    return {
      username: `staff${String(index + 1).padStart(3, '0')}`,
      name,
      nickName: name,
      phone: `1${rng.pick(['35', '38', '52', '86', '39'])}${String(rng.int(0, 99999999)).padStart(8, '0')}`,
      email: `staff${index + 1}@ev-console.example.cn`,
      role,
      attrs: { auth_area: areaOf(role, rng.pick(DISTRICTS)), role_name: role },
      createdDaysAgo: created,
      pwdDaysAgo: rng.int(1, Math.min(created, 90)),
      status: rng.chance(0.15) ? 0 : 1,
    }
  })
}

async function insertAccount(
  db: Db,
  spec: AccountSpec,
  hash: { passwordHash: string; passwordSalt: string },
  now: Date,
) {
  const createTime = daysFrom(now, -spec.createdDaysAgo)
  const row = await db
    .insertInto('users')
    .values({
      username: spec.username,
      ...hash,
      name: spec.name,
      nickName: spec.nickName,
      ...pinyinOf(spec.name),
      phone: spec.phone,
      email: spec.email,
      avatar: null,
      status: spec.status ?? 1,
      resetPwdFlag: spec.resetPwdFlag ? 1 : 0,
      createTime,
      lastResetPwdTime:
        spec.pwdDaysAgo === spec.createdDaysAgo ? createTime : daysFrom(now, -spec.pwdDaysAgo),
      failedLogins: 0,
      lockedUntil: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('roleName', '=', spec.role)
    .executeTakeFirstOrThrow()
  await db.insertInto('user_roles').values({ userId: row.id, roleId: role.id }).execute()
  const attrs = Object.entries(spec.attrs).map(([attrKey, attrValue]) => ({
    userId: row.id,
    attrKey,
    attrValue,
  }))
  await insertChunked(db, 'user_attrs', attrs)
}

export const accountsSeeder: Seeder = {
  name: 'accounts',
  async run(context) {
    const demo = await Promise.all(DEMO_SPECS.map((spec) => hashPassword(spec.password)))
    // Synthetic staff share one hash per seed run (a few hundred scrypt runs would dominate the
    // seed time) of a random password nobody is told (issue 38, item 14): they sign in only
    // after an administrator resets it, which forces a change at their next sign-in.
    const shared = await hashPassword(randomBytes(24).toString('base64url'))
    for (const [index, spec] of DEMO_SPECS.entries())
      await insertAccount(context.db, spec, demo[index], context.now)
    for (const spec of syntheticSpecs(context)) await insertAccount(context.db, spec, shared, context.now)
  },
}
