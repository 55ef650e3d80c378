/**
 * Seed of station assessment: the indicator library of this year and last year (weights adding
 * up to 100), last year's round published (its results are the archives' records of that year),
 * and this year's round open for evidence: 特来电's first stations still waiting (the 评定材料上传
 * popup), others submitted or scored. `large` asks every station.
 */
import './tables'
import { starsOf } from '../../../src/core/domain/enums'
import { assessmentTotal } from '../../../src/core/domain/feedback'
import { daysFrom, insertChunked, type Seeder } from '../db/seed/context'
import { DEMO_OPERATOR_ID } from '../db/seed/operators'
import { chinaDay } from '../kernel/clock'

/** The library: dimension, indicator, weight, maximum score, evidence required. */
export const SEED_INDICATORS: readonly [string, string, number, number, string][] = [
  ['安全管理', '消防设施配置', 10, 10, '消防器材配置清单及现场照片'],
  ['安全管理', '安全巡检制度', 10, 10, '近一年安全巡检记录'],
  ['安全管理', '应急处置预案', 10, 10, '应急预案文件及演练记录'],
  ['设施运维', '设备完好率', 15, 100, '设备运维台账'],
  ['设施运维', '故障处理时效', 10, 10, '故障工单及处理记录'],
  ['服务质量', '用户投诉处理', 15, 10, '投诉处理台账'],
  ['服务质量', '场站环境与标识', 10, 10, '场站标识标牌照片'],
  ['数据质量', '数据接入完整性', 10, 10, '平台数据接入情况说明'],
  ['数据质量', '数据上报及时性', 10, 10, '数据上报统计报表'],
]

/** The China date of an ISO instant. */
const chinaDate = (iso: string) => chinaDay(new Date(iso))

export const assessmentSeeder: Seeder = {
  name: 'assessment',
  async run({ db, rng, now, scale }) {
    const year = Number(chinaDate(now.toISOString()).slice(0, 4))
    for (const y of [year - 1, year])
      await db
        .insertInto('assessment_indicators')
        .values(
          SEED_INDICATORS.map(([dimension, indicator, weight, maxScore, evidence], index) => ({
            year: y,
            dimension,
            indicator,
            weight,
            maxScore,
            evidence,
            sort: index + 1,
            updateTime: daysFrom(now, (y - year) * 365 - 30),
          })),
        )
        .execute()
    const indicators = await db
      .selectFrom('assessment_indicators')
      .selectAll()
      .where('year', '=', year)
      .orderBy('sort')
      .execute()

    // Last year: published; its results are the archives' station-assessment-records of that year.
    const past = await db
      .selectFrom('station_assessments')
      .selectAll()
      .where('year', '=', year - 1)
      .execute()
    const lastRound = await db
      .insertInto('assessment_rounds')
      .values({
        year: year - 1,
        title: `${year - 1}年度充电站星级评定`,
        deadline: chinaDate(daysFrom(now, -300)),
        status: 'published',
        stationCount: past.length,
        createTime: daysFrom(now, -330),
        publishTime: daysFrom(now, -250),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await insertChunked(
      db,
      'assessment_items',
      past.map((row) => ({
        roundId: lastRound.id,
        year: year - 1,
        stationId: row.stationId,
        stationName: row.stationName,
        operatorId: row.operatorId,
        areaCode: row.areaCode,
        status: 'published',
        deadline: chinaDate(daysFrom(now, -300)),
        evidenceJson: '{}',
        submitTime: daysFrom(now, -305),
        scoresJson: '[]',
        score: row.score,
        stars: row.stars,
        reviewer: row.reviewer,
        reviewTime: row.reviewTime,
        version: 4,
        updateTime: daysFrom(now, -250),
      })),
    )

    // This year: open for evidence until 30 days from the seed.
    const stations = await db
      .selectFrom('stations')
      .select(['stationId', 'stationName', 'operatorId', 'areaCode'])
      .orderBy('stationId')
      .execute()
    const demo = stations.filter((station) => station.operatorId === DEMO_OPERATOR_ID).slice(0, 6)
    const others = stations.filter((station) => station.operatorId !== DEMO_OPERATOR_ID)
    const chosen = [...demo, ...(scale === 'large' ? others : others.slice(0, 24))]
    const deadline = chinaDate(daysFrom(now, 30))
    // Launched ten days ago: the stations still awaiting evidence have waited since (their to-dos).
    const launched = daysFrom(now, -10)
    const round = await db
      .insertInto('assessment_rounds')
      .values({
        year,
        title: `${year}年度充电站星级评定`,
        deadline,
        status: 'open',
        stationCount: chosen.length,
        createTime: launched,
        publishTime: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const statusOf = (index: number) =>
      index < demo.length
        ? (['awaiting', 'awaiting', 'awaiting', 'submitted', 'scored', 'scored'] as const)[index]
        : (['awaiting', 'submitted', 'scored'] as const)[index % 3]
    await insertChunked(
      db,
      'assessment_items',
      chosen.map((station, index) => {
        const status = statusOf(index)
        const scores =
          status === 'scored'
            ? indicators.map((item) => ({
                indicatorId: item.id,
                score: Math.round(item.maxScore * (0.5 + rng.next() * 0.5)),
                comment: '材料齐全',
              }))
            : []
        const score = scores.length
          ? assessmentTotal(
              indicators.map((item) => ({
                ...item,
                score: scores.find((entry) => entry.indicatorId === item.id)?.score ?? 0,
              })),
            )
          : null
        return {
          roundId: round.id,
          year,
          ...station,
          status,
          deadline,
          evidenceJson: '{}',
          submitTime: status === 'awaiting' ? null : daysFrom(now, -5),
          scoresJson: JSON.stringify(scores),
          score,
          stars: score === null ? null : starsOf(score),
          reviewer: score === null ? null : '评审专家组',
          reviewTime: score === null ? null : daysFrom(now, -2),
          version: status === 'awaiting' ? 1 : status === 'submitted' ? 2 : 3,
          updateTime: status === 'awaiting' ? launched : daysFrom(now, -2),
        }
      }),
    )
    // Evidence of the submitted and scored stations: one seeded document per indicator.
    const items = await db
      .selectFrom('assessment_items')
      .select(['id', 'status'])
      .where('roundId', '=', round.id)
      .where('status', 'in', ['submitted', 'scored'])
      .execute()
    const uploader = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'operator')
      .executeTakeFirstOrThrow()
    const files = items.flatMap((item) =>
      indicators.map((indicator) => ({
        applyId: `PD${item.id}`,
        fileName: `${indicator.indicator}.pdf`,
        fileType: 'pdf',
        size: 1024,
        path: '',
        uploaderId: uploader.id,
        uploadTime: daysFrom(now, -6),
      })),
    )
    files.forEach((file, index) => {
      file.path = `seed/${index + 1}.pdf`
    })
    // In chunks with their ids back (in insert order), then each item's evidence by indicator.
    const ids: number[] = []
    for (let index = 0; index < files.length; index += 500) {
      const rows = await db
        .insertInto('application_files')
        .values(files.slice(index, index + 500))
        .returning('id')
        .execute()
      ids.push(...rows.map((row) => row.id))
    }
    for (const [itemIndex, item] of items.entries()) {
      const evidence = Object.fromEntries(
        indicators.map((indicator, index) => [
          String(indicator.id),
          [ids[itemIndex * indicators.length + index]],
        ]),
      )
      await db
        .updateTable('assessment_items')
        .set({ evidenceJson: JSON.stringify(evidence) })
        .where('id', '=', item.id)
        .execute()
    }
  },
}
