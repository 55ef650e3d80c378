/**
 * Seed of the public app (issue 20): users (masked phones), the app's share of the recent charge
 * orders, operators and brands, columns, versions, feedback, evaluations with sensitive words and
 * recommended stations. `large`: 100,000 users and ten times the evaluations (Done when).
 */
import './tables'
import { sql } from 'kysely'
import { REGIONS } from '../../../src/core/domain/regions'
import { daysFrom, insertChunked, type Seeder } from '../db/seed/context'
import { brandOf } from '../db/seed/names'
import type { Rng } from '../db/seed/rng'
import { seedArticles } from './articles-seed'
import { versionCode } from './rules'

const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡']
const NICK_TAILS = ['先生', '女士', '师傅', '同学', '车主', '老师']
const PREFIXES = [
  '130',
  '131',
  '132',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '158',
  '177',
  '186',
  '188',
  '199',
]
export const SENSITIVE_WORDS = ['垃圾', '骗子', '坑人', '黑心', '差劲']
const GOOD = [
  '充电很快，车位好找',
  '环境干净，服务热情',
  '价格合理，支付方便',
  '夜间照明好，很安全',
  '桩子多，基本不用排队',
]
const BAD = ['有两个桩坏了没人修', '车位被油车占了', '扫码后半天启动不了', '停车费太贵了', '导航位置不准']
const FEEDBACK = [
  '希望增加按功率筛选充电站的功能',
  '地图上的场站位置和实际不一致',
  '支付成功后订单一直显示待支付',
  '建议增加充电完成的消息提醒',
  '夜间客服电话无人接听',
]
const COLUMNS = ['政策法规', '行业动态', '充电指南', '安全提示', '通知公告', '常见问题']
const PAY = ['wechat', 'alipay', 'unionpay', 'balance']
const PLATFORMS = ['android', 'ios', 'harmony'] as const

/** 13812345678 → 138****5678 (issue 20: the middle four digits hidden everywhere). */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}

function phoneOf(rng: Rng): string {
  return `${rng.pick(PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`
}

const AREAS = REGIONS.filter((region) => region.level === 'district').map((region) => region.code)

async function users(db: Parameters<Seeder['run']>[0]['db'], rng: Rng, now: Date, count: number) {
  const rows = []
  for (let index = 0; index < count; index += 1) {
    const phone = phoneOf(rng)
    const registered = -rng.int(1, 900)
    const disabled = rng.chance(0.03)
    rows.push({
      nickName: `${rng.pick(SURNAMES)}${rng.pick(NICK_TAILS)}`,
      phoneMasked: maskPhone(phone),
      phoneTail: phone.slice(7),
      areaCode: rng.pick(AREAS),
      registerTime: daysFrom(now, registered - rng.next()),
      lastActiveTime: daysFrom(now, Math.min(-rng.int(0, 60), registered) + rng.next()),
      orderCount: 0,
      status: disabled ? 0 : 1,
      statusReason: disabled ? '多次恶意占用充电车位' : null,
      statusOperator: disabled ? 'admin' : null,
      statusTime: disabled ? daysFrom(now, -rng.int(1, 30)) : null,
    })
  }
  await insertChunked(db, 'app_users', rows, 1000)
}

export const mobileSeeder: Seeder = {
  name: 'mobile-management',
  async run({ db, scale, rng, now }) {
    const large = scale === 'large'
    const userCount = large ? 100_000 : 2_000
    await users(db, rng, now, userCount)

    // The app's share of the last 60 days' charge orders (about one in five).
    const since = daysFrom(now, -60)
    const orders = await db
      .selectFrom('charge_orders')
      .select([
        'startChargeSeq',
        'stationId',
        'operatorId',
        'areaCode',
        'startTime',
        'endTime',
        'totalPower',
        'totalMoney',
      ])
      .where('startTime', '>=', since)
      .execute()
    const appOrders = orders
      .filter(() => rng.chance(0.2))
      .map((order) => ({
        ...order,
        appUserId: rng.int(1, userCount),
        payChannel: rng.pick(PAY),
        payStatus: rng.chance(0.03) ? 0 : rng.chance(0.02) ? 2 : 1,
      }))
    await insertChunked(db, 'app_orders', appOrders, 1000)
    await sql`update app_users set "orderCount" = (select count(*) from app_orders where app_orders."appUserId" = app_users.id)`.execute(
      db,
    )

    const operators = await db
      .selectFrom('operators')
      .select(['operatorId', 'operatorName'])
      .orderBy('operatorId')
      .execute()
    await insertChunked(
      db,
      'app_operators',
      operators.map((operator, index) => ({
        operatorId: operator.operatorId,
        brandName: brandOf(operator.operatorName),
        shown: index % 5 === 4 ? 0 : 1,
        sortOrder: index + 1,
        // Every brand but each fourth has a logo, drawn when first asked for (logo.ts: seededLogo).
        logoPath: index % 4 === 3 ? null : `seed/${index + 1}.png`,
        logoType: index % 4 === 3 ? null : 'png',
        updateTime: daysFrom(now, -30),
      })),
    )

    await insertChunked(
      db,
      'app_columns',
      COLUMNS.map((columnName, index) => ({
        columnName,
        sortOrder: index + 1,
        status: index === COLUMNS.length - 1 ? 0 : 1,
        remark: `${columnName}栏目`,
        createTime: daysFrom(now, -200 + index),
      })),
    )

    const versions = []
    for (const platform of PLATFORMS) {
      for (let minor = 0; minor < 6; minor += 1) {
        const version = `3.${minor}.${platform === 'ios' ? 1 : 0}`
        versions.push({
          platform,
          version,
          versionCode: versionCode(version) ?? 0,
          forceUpdate: minor === 3 ? 1 : 0,
          releaseNotes: `${version} 版本：优化充电站搜索与支付体验，修复已知问题。`,
          releaseTime: daysFrom(now, -180 + minor * 30),
          publisher: 'admin',
        })
      }
    }
    await insertChunked(db, 'app_versions', versions)

    const feedback = []
    for (let index = 0; index < (large ? 5_000 : 300); index += 1) {
      const userId = rng.int(1, userCount)
      const status = rng.pick(['pending', 'pending', 'replied', 'closed'])
      const created = -rng.int(0, 120) - rng.next()
      feedback.push({
        appUserId: userId,
        phoneMasked: maskPhone(phoneOf(rng)),
        feedbackType: rng.pick(['function', 'station', 'payment', 'other']),
        content: rng.pick(FEEDBACK),
        createTime: daysFrom(now, created),
        status,
        reply: status === 'pending' ? null : '感谢您的反馈，我们已安排处理。',
        replier: status === 'pending' ? null : 'admin',
        replyTime: status === 'pending' ? null : daysFrom(now, created + 1),
      })
    }
    await insertChunked(db, 'app_feedback', feedback, 1000)

    const stations = await db
      .selectFrom('stations')
      .select(['stationId', 'operatorId', 'areaCode', 'stationStatus'])
      .orderBy('stationId')
      .limit(large ? 5_000 : 500)
      .execute()
    const evaluations = []
    for (let index = 0; index < (large ? 20_000 : 2_000); index += 1) {
      const station = rng.pick(stations)
      const score = rng.int(1, 5)
      const rude = score <= 2 && rng.chance(0.3)
      const text =
        score >= 4 ? rng.pick(GOOD) : `${rng.pick(BAD)}${rude ? `，真是${rng.pick(SENSITIVE_WORDS)}` : ''}`
      const status = rude ? rng.pick(['pending', 'hidden']) : rng.pick(['pending', 'approved', 'approved'])
      const created = -rng.int(0, 180) - rng.next()
      evaluations.push({
        appUserId: rng.int(1, userCount),
        nickName: `${rng.pick(SURNAMES)}${rng.pick(NICK_TAILS)}`,
        stationId: station.stationId,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        score,
        content: text,
        createTime: daysFrom(now, created),
        status,
        hideReason: status === 'hidden' ? '包含不文明用语' : null,
        moderator: status === 'pending' ? null : 'admin',
        moderateTime: status === 'pending' ? null : daysFrom(now, created + 1),
      })
    }
    await insertChunked(db, 'app_evaluations', evaluations, 1000)
    await insertChunked(
      db,
      'app_sensitive_words',
      SENSITIVE_WORDS.map((word) => ({ word })),
    )

    const open = stations.filter((station) => station.stationStatus === 50).slice(0, 8)
    await insertChunked(
      db,
      'app_recommend_stations',
      open.map((station, index) => ({
        stationId: station.stationId,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        sortOrder: index + 1,
        validFrom: daysFrom(now, -10),
        validTo: daysFrom(now, 80 + index * 10),
        createTime: daysFrom(now, -10),
      })),
    )

    await seedArticles(db, rng, now, large)
  },
}
