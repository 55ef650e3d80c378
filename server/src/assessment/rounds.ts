/**
 * Assessment rounds: 发起评定 asks every station in scope (all, or some operators') for
 * evidence on the year's library before a deadline; 发布结果 publishes the scored stations and
 * writes them to the archives' station-assessment-records (one row per station and year).
 */
import { STAR_LEVELS } from '../../../src/core/domain/enums'
import { WEIGHT_TOTAL } from '../../../src/core/domain/feedback'
import { ASSESSMENT_FLOW } from '../../../src/core/domain/flows-work'
import type { Principal } from '../auth/permissions'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { parseJson } from '../workflow/resource'
import { takeStep } from '../workflow/step'
import { openWork, workCache } from '../workflow/todos'
import { holdersOf } from '../workflow/work-recipients'
import { weightSum } from './library'
import { indicatorsOf } from './resources'
import { ASSESSMENT_ITEMS } from './steps'

type Record = (input: { target: string; before?: unknown; after?: unknown }) => void

/** Every round (or one) with its progress. */
export async function roundsWithProgress(db: Db, id?: number) {
  let rounds = db.selectFrom('assessment_rounds').selectAll().orderBy('year', 'desc')
  if (id !== undefined) rounds = rounds.where('id', '=', id)
  const [rows, counts] = await Promise.all([
    rounds.execute(),
    db
      .selectFrom('assessment_items')
      .select((eb) => ['roundId', 'status', eb.fn.countAll<number>().as('count')])
      .groupBy(['roundId', 'status'])
      .execute(),
  ])
  return rows.map((round) => {
    const count = (status: string) =>
      Number(counts.find((row) => row.roundId === round.id && row.status === status)?.count ?? 0)
    return {
      ...round,
      progress: {
        awaiting: count('awaiting'),
        submitted: count('submitted'),
        scored: count('scored'),
        published: count('published'),
      },
    }
  })
}

/** Start a round for a year. */
export async function createRound(
  db: Db,
  input: { year: number; deadline: string; operatorIds?: string[] },
  record: Record,
) {
  const indicators = await indicatorsOf(db, input.year)
  if (!indicators.length) throw fieldError('year', `${input.year}年度尚未设置评定指标`)
  if (weightSum(indicators) !== WEIGHT_TOTAL)
    throw fieldError('year', `${input.year}年度指标权重之和不为${WEIGHT_TOTAL}`)
  if (Number.isNaN(Date.parse(`${input.deadline}T00:00:00Z`)))
    throw fieldError('deadline', '请选择材料提交截止日期')
  if (input.deadline < today()) throw fieldError('deadline', '截止日期不能早于今天')
  // One round a year; the library's save takes the same key (issue 38).
  await serializeOn(db, 'assessment_rounds', input.year)
  const existing = await db
    .selectFrom('assessment_rounds')
    .select('id')
    .where('year', '=', input.year)
    .executeTakeFirst()
  if (existing) throw conflict(`${input.year}年度评定已发起`)
  let stations = db.selectFrom('stations').select(['stationId', 'stationName', 'operatorId', 'areaCode'])
  if (input.operatorIds?.length) stations = stations.where('operatorId', 'in', input.operatorIds)
  const rows = await stations.orderBy('stationId').execute()
  if (!rows.length) throw fieldError('operatorIds', '所选运营商没有充电站')
  const time = now().toISOString()
  const round = await db
    .insertInto('assessment_rounds')
    .values({
      year: input.year,
      title: `${input.year}年度充电站星级评定`,
      deadline: input.deadline,
      status: 'open',
      stationCount: rows.length,
      createTime: time,
      publishTime: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (let index = 0; index < rows.length; index += 500)
    await db
      .insertInto('assessment_items')
      .values(
        rows.slice(index, index + 500).map((station) => ({
          roundId: round.id,
          year: input.year,
          ...station,
          status: 'awaiting',
          deadline: input.deadline,
          evidenceJson: '{}',
          submitTime: null,
          scoresJson: '[]',
          score: null,
          stars: null,
          reviewer: null,
          reviewTime: null,
          version: 1,
          updateTime: time,
        })),
      )
      .execute()
  await askCompanies(db, round.id, time)
  record({ target: `assessment-round:${round.id}`, after: { ...input, stations: rows.length } })
  const [created] = await roundsWithProgress(db, round.id)
  return created
}

/**
 * The companies are asked for their stations' evidence (ASSESSMENT_FLOW's `waits`): a to-do per
 * station for each of its accounts holding an upload right, closed by its 提交. Only the stations
 * of companies with such an account are looked at: a national round holds tens of thousands.
 */
async function askCompanies(db: Db, roundId: number, time: string): Promise<void> {
  const cache = workCache()
  const companies = new Set<string>()
  for (const actor of ASSESSMENT_FLOW.waits?.awaiting ?? [])
    for (const holder of await holdersOf(db, actor.permission, cache.holders))
      if (holder.scope.operatorId) companies.add(holder.scope.operatorId)
  if (!companies.size) return
  const items = await db
    .selectFrom('assessment_items')
    .select('id')
    .where('roundId', '=', roundId)
    .where('operatorId', 'in', [...companies])
    .orderBy('id')
    .execute()
  for (const item of items)
    await openWork(db, { flow: ASSESSMENT_FLOW, subject: ASSESSMENT_ITEMS, id: item.id, time }, cache)
}

/** Scores per dimension as the archives' records show them: points out of the dimension's weight. */
export function dimensionScores(
  indicators: readonly { id: number; dimension: string; weight: number; maxScore: number }[],
  scores: readonly { indicatorId: number; score: number }[],
) {
  const byDimension = new Map<string, { dimension: string; score: number; max: number }>()
  for (const item of indicators) {
    const entry = byDimension.get(item.dimension) ?? { dimension: item.dimension, score: 0, max: 0 }
    const score = scores.find((row) => row.indicatorId === item.id)?.score ?? 0
    entry.score += item.maxScore > 0 ? (score / item.maxScore) * item.weight : 0
    entry.max += item.weight
    byDimension.set(item.dimension, entry)
  }
  return [...byDimension.values()].map((entry) => ({ ...entry, score: Math.round(entry.score * 10) / 10 }))
}

/** Publish the round's scored stations. */
export async function publishRound(db: Db, id: number, principal: Principal, record: Record) {
  const round = await db.selectFrom('assessment_rounds').selectAll().where('id', '=', id).executeTakeFirst()
  if (!round) throw fieldError('id', '评定轮次不存在')
  // Delete-then-insert of the year's results, one publication at a time (issue 38).
  await serializeOn(db, 'assessment_rounds', round.year)
  const scored = await db
    .selectFrom('assessment_items')
    .selectAll()
    .where('roundId', '=', id)
    .where('status', '=', 'scored')
    .execute()
  if (!scored.length) throw conflict('没有已评分的场站，无法发布')
  const indicators = await indicatorsOf(db, round.year)
  const time = now().toISOString()
  await db
    .deleteFrom('station_assessments')
    .where('year', '=', round.year)
    .where(
      'stationId',
      'in',
      scored.map((item) => item.stationId),
    )
    .execute()
  await db
    .insertInto('station_assessments')
    .values(
      scored.map((item) => ({
        stationId: item.stationId,
        stationName: item.stationName,
        operatorId: item.operatorId,
        areaCode: item.areaCode,
        year: item.year,
        score: Number(item.score),
        stars: Number(item.stars ?? STAR_LEVELS.at(-1)?.value),
        scoresJson: JSON.stringify(dimensionScores(indicators, parseJson(item.scoresJson, []))),
        reviewer: item.reviewer ?? '',
        reviewTime: item.reviewTime ?? time,
      })),
    )
    .execute()
  // Each station's 发布 is ASSESSMENT_FLOW's step, taken by the one engine in this transaction.
  for (const item of scored)
    await takeStep(
      { flow: ASSESSMENT_FLOW, subject: ASSESSMENT_ITEMS, action: 'publish', load: async () => item },
      { db, principal, record, now: new Date(time) },
    )
  await db
    .updateTable('assessment_rounds')
    .set({ status: 'published', publishTime: time })
    .where('id', '=', id)
    .execute()
  record({ target: `assessment-round:${id}`, after: { published: scored.length } })
  const [published] = await roundsWithProgress(db, id)
  return published
}
