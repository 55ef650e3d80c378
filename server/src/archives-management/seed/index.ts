/**
 * The archives seed (issue 5): operator profiles and platforms, stations → piles → connectors,
 * charge orders, the swap world, station assessments and documents, for both scales. Derived
 * figures (counts, kW, kWh, last order time) are computed from the seeded rows, so they add up.
 */
import { sql } from 'kysely'
import { starsOf } from '../../../../src/core/domain/enums'
import { isPostgres } from '../../db/dialect'
import { FILTER_TIME_INDEXES } from '../../db/migrations/0002-archives-indexes'
import { bulkInsert } from '../../db/seed/bulk'
import { daysFrom, type SeedContext, type Seeder } from '../../db/seed/context'
import {
  SEED_DOCUMENT_AREAS,
  SEED_DOCUMENTS,
  seedDocumentBytes,
  seedDocumentPath,
} from '../../db/seed/documents'
import { seedOperatorUscc } from '../../db/seed/operators'
import type { Db } from '../../db/types'
import { seedCharging } from './charging'
import { deriveFigures } from './derived-figures'
import { seedOrders } from './orders'
import { seedSwap } from './swap'

/** How much of everything each scale seeds (the charge orders: the charging model's, per connector). */
export const ARCHIVE_SCALES = {
  demo: {
    stations: 400,
    vehicles: 6_000,
    swapStations: 24,
    swapVehicles: 600,
    swapOrders: 8_000,
  },
  large: {
    stations: 20_000,
    vehicles: 150_000,
    swapStations: 600,
    swapVehicles: 20_000,
    swapOrders: 200_000,
  },
} as const

const PEOPLE = ['张伟', '王芳', '李娜', '刘强', '陈静', '杨磊', '赵敏', '黄涛', '周洋', '吴刚']
const ADDRESSES = [
  '天津市河西区友谊路35号',
  '天津市滨海新区第三大街51号',
  '北京市西城区西长安街86号',
  '山东省青岛市崂山区松岭路336号',
  '江苏省常州市武进区龙惠路39号',
  '上海市嘉定区安亭镇墨玉南路888号',
  '河北省石家庄市长安区中山东路123号',
]
const DIMENSIONS = [
  ['安全管理', 30],
  ['设施运维', 25],
  ['服务质量', 25],
  ['数据质量', 20],
] as const

async function seedOperatorProfiles(
  ctx: SeedContext,
  operators: { operatorId: string; operatorName: string }[],
): Promise<void> {
  const { db, rng, now } = ctx
  await bulkInsert(
    db,
    'operator_profiles',
    operators.map((operator, index) => ({
      operatorId: operator.operatorId,
      operatorUscc: seedOperatorUscc(operator.operatorId),
      operatorTel1: rng.pick(['95598', '4001-300-001', '4008-289-289', '4006-888-990', '4000-155-155']),
      operatorTel2: rng.chance(0.5)
        ? `022-${rng.int(2300, 8999)}${String(rng.int(0, 9999)).padStart(4, '0')}`
        : null,
      operatorRegAddress: ADDRESSES[index % ADDRESSES.length],
      legalPerson: PEOPLE[index % PEOPLE.length],
      contactPerson: PEOPLE[(index + 3) % PEOPLE.length],
      contactTel: `13${rng.int(0, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
      regCapital: rng.pick([1000, 5000, 10000, 20000, 50000, 100000]),
      connectionTime: daysFrom(now, -rng.int(200, 1500)),
      status: index === operators.length - 1 ? 3 : index === operators.length - 2 ? 0 : 1,
      stationCount: 0,
      equipmentCount: 0,
      connectorCount: 0,
      ratedPower: 0,
      totalEnergy: 0,
    })),
  )
  await bulkInsert(
    db,
    'platform_operators',
    operators.flatMap((operator, index) =>
      Array.from({ length: index % 4 === 0 ? 2 : 1 }, (_, serial) => {
        const online = !(index % 5 === 4 && serial === 0)
        return {
          platformId: `PT${operator.operatorId}${serial + 1}`,
          platformName: `${operator.operatorName.replace(/（.*?）|有限公司|股份/g, '')}${serial ? '换电' : ''}数据平台`,
          operatorId: operator.operatorId,
          interfaceUrl: `https://evcs${index + 1}.example.cn/evcs/${serial ? 'v2' : 'v1'}/`,
          protocolVersion: serial ? 'V2.0' : rng.pick(['V1.0', 'V2.0']),
          secretKeyStatus: index === operators.length - 1 ? 0 : 1,
          lastPushTime: online ? daysFrom(now, -rng.int(1, 300) / 86_400) : daysFrom(now, -rng.int(2, 20)),
          onlineStatus: online ? 1 : 0,
          connectionTime: daysFrom(now, -rng.int(100, 1400)),
        }
      }),
    ),
  )
}

async function seedAssessments(
  ctx: SeedContext,
  stations: { stationId: string; operatorId: string; areaCode: string; stationName: string }[],
): Promise<void> {
  const { db, rng, now } = ctx
  const rows: Record<string, string | number>[] = []
  const year = now.getUTCFullYear()
  for (const station of stations) {
    if (!rng.chance(0.3)) continue
    for (const ago of [2, 1]) {
      const parts = DIMENSIONS.map(([dimension, max]) => {
        const score =
          Math.round(Math.min(max, Math.max(max * 0.4, max * (0.55 + rng.next() * 0.5))) * 10) / 10
        return { dimension, score, max }
      })
      const score = Math.round(parts.reduce((sum, part) => sum + part.score * 10, 0)) / 10
      rows.push({
        stationId: station.stationId,
        stationName: station.stationName,
        operatorId: station.operatorId,
        areaCode: station.areaCode,
        year: year - ago,
        score,
        stars: starsOf(score),
        scoresJson: JSON.stringify(parts),
        reviewer: rng.pick(PEOPLE),
        reviewTime: daysFrom(now, -365 * (ago - 1) - rng.int(20, 80)),
      })
    }
  }
  await bulkInsert(db, 'station_assessments', rows)
}

async function seedDocuments(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx
  const admin = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('username', '=', 'admin')
    .executeTakeFirst()
  await bulkInsert(
    db,
    'archive_files',
    SEED_DOCUMENTS.map((document, index) => ({
      fileName: document.fileName,
      fileType: document.fileType,
      size: seedDocumentBytes(index).length,
      path: seedDocumentPath(index, document.fileType),
      remark: document.remark,
      uploaderId: admin?.id ?? null,
      uploaderName: admin?.name ?? '系统管理员',
      uploadTime: daysFrom(now, -(SEED_DOCUMENTS.length - index) * 9),
      areaCode: SEED_DOCUMENT_AREAS[index] ?? '120000',
    })),
  )
}

export const archivesSeeder: Seeder = {
  name: 'archives',
  async run(ctx) {
    const restore = await bulkPragmas(ctx)
    try {
      await seedArchives(ctx)
    } finally {
      await restore()
    }
  },
}

/**
 * SQLite: keep the load's pages in a large cache while seeding
 * (the whole seed is one transaction), then put the connection's settings back.
 */
async function bulkPragmas(ctx: SeedContext): Promise<() => Promise<void>> {
  if (isPostgres(ctx.db)) return async () => undefined
  const read = async (name: string) => {
    const result = await sql.raw<Record<string, number>>(`pragma ${name}`).execute(ctx.db)
    return Object.values(result.rows[0] ?? {})[0]
  }
  const cacheSize = await read('cache_size')
  const size = ctx.scale === 'large' ? -1_500_000 : -200_000
  await sql.raw(`pragma cache_size = ${size}`).execute(ctx.db)
  return async () => {
    await sql.raw(`pragma cache_size = ${Number(cacheSize)}`).execute(ctx.db)
  }
}

async function seedArchives(ctx: SeedContext): Promise<void> {
  const scale = ARCHIVE_SCALES[ctx.scale]
  const operators = await ctx.db
    .selectFrom('operators')
    .select(['operatorId', 'operatorName', 'operatorType'])
    .orderBy('operatorId')
    .execute()
  await seedOperatorProfiles(ctx, operators)
  const charging = operators.filter((operator) => operator.operatorType !== 2)
  // The demo operator (特来电) and the big three first, so they own the most stations.
  charging.sort((a, b) => rank(a.operatorName) - rank(b.operatorName))
  const world = await seedCharging(ctx, scale.stations, charging)
  const energy = await seedOrders(ctx, world, scale.vehicles)
  await seedSwap(
    ctx,
    { stations: scale.swapStations, vehicles: scale.swapVehicles, orders: scale.swapOrders },
    operators.filter((operator) => operator.operatorType !== 1),
  )
  await seedAssessments(ctx, world.stations)
  await seedDocuments(ctx)
  await deriveFigures(ctx, energy, world.piles)
  // Planner statistics, so the order lists pick the covering window index (decisions: Large lists).
  await analyzeSchema(ctx.db)
  if (!isPostgres(ctx.db)) {
    // See FILTER_TIME_INDEXES: no statistics, no skip-scan plans over them; then reload.
    const names = sql.join(FILTER_TIME_INDEXES.map((name) => sql.lit(name)))
    await sql`delete from sqlite_stat1 where idx in (${names})`.execute(ctx.db)
    await sql`delete from sqlite_stat4 where idx in (${names})`.execute(ctx.db)
    await sql`analyze sqlite_schema`.execute(ctx.db)
  }
}

/**
 * ANALYZE the database's tables. On PostgreSQL the schema's own, named: a bare ANALYZE also visits
 * the system catalogs, and a server that is not their owner's warned once for each (~50 warnings
 * in every seed's log, issue 43). A partitioned table's ANALYZE covers its partitions.
 */
export async function analyzeSchema(db: Db): Promise<void> {
  if (!isPostgres(db)) {
    await sql`analyze`.execute(db)
    return
  }
  const { rows } = await sql<{ name: string }>`select relname as "name" from pg_class
    where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p') and not relispartition`.execute(
    db,
  )
  if (rows.length) await sql`analyze ${sql.join(rows.map(({ name }) => sql.id(name)))}`.execute(db)
}

function rank(name: string): number {
  const order = ['特来电', '国网', '星星']
  const at = order.findIndex((brand) => name.includes(brand))
  return at === -1 ? order.length : at
}
