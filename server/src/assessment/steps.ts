/**
 * The operator's and the expert's steps on one station's assessment: set an indicator's
 * evidence and submit it (before the deadline, while 待上传材料), and score it (待评审 or 已评分;
 * each indicator 0 to its maximum; total and stars computed here). Submitting and scoring are
 * ASSESSMENT_FLOW's steps, taken by the one engine (workflow/step.ts; history in flow_steps); the
 * evidence is saved from the version and status it was read at (else 409, nothing written).
 */
import { starsOf } from '../../../src/core/domain/enums'
import { ASSESSMENT_STATUS, assessmentTotal, missingEvidence } from '../../../src/core/domain/feedback'
import { ASSESSMENT_FLOW } from '../../../src/core/domain/flows-work'
import type { Principal } from '../auth/permissions'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { detailOf, queryContext, type ResourceDef, type Row } from '../resources'
import { assertNotApplicant } from '../workflow/duties'
import { parseJson } from '../workflow/resource'
import { saveSubject, takeStep, wrongState } from '../workflow/step'
import { claimStoredFiles } from '../workflow/stored-files'
import { type FlowSubject, sharedHistory } from '../workflow/subject'
import { EVALUATION_UPLOADS, indicatorsOf, REVIEWS, UPLOADS } from './resources'

export interface StepContext {
  db: Db
  principal: Principal
  record: (input: { target: string; before?: unknown; after?: unknown }) => void
}

/** The assessment items as the one engine moves them (history: flow_steps). */
export const ASSESSMENT_ITEMS: FlowSubject = {
  table: 'assessment_items',
  key: 'id',
  status: 'status',
  version: 'version',
  updateTime: 'updateTime',
  history: sharedHistory(ASSESSMENT_FLOW),
  target: 'assessment',
  stale: '评定记录已被他人修改，请刷新后重试',
  // The round's last day for evidence, while the company is asked for it.
  deadline: { column: 'deadline', statuses: ['awaiting'] },
  statusLabel: (status) => ASSESSMENT_STATUS.find((item) => item.value === status)?.label ?? status,
}

const context$ = (context: StepContext) => ({ ...context, now: now() })

/** The upload resource a call names (`uploads` or `evaluation-uploads`). */
export function uploadResource(name: string): ResourceDef {
  if (name === UPLOADS.name) return UPLOADS
  if (name === EVALUATION_UPLOADS.name) return EVALUATION_UPLOADS
  throw fieldError('resource', '该页面不支持此操作')
}

async function load(resource: ResourceDef, id: string, context: StepContext): Promise<Row> {
  try {
    return await detailOf(resource, id, queryContext(context.db, context.principal))
  } catch {
    throw fieldError('id', '评定记录不存在或无权查看')
  }
}

function checkOpen(item: Row, label: string): void {
  if (item.status !== 'awaiting') throw conflict(wrongState(ASSESSMENT_ITEMS, String(item.status), label))
  if (String(item.deadline) < today())
    throw conflict(`已超过材料提交截止日期（${item.deadline}），不能${label}`)
}

/** Replace one indicator's evidence (files uploaded by this user and unused, or already the item's). */
export async function setEvidence(
  resourceName: string,
  id: string,
  input: { indicatorId: number; fileIds: number[] },
  context: StepContext,
): Promise<Row> {
  const resource = uploadResource(resourceName)
  const item = await load(resource, id, context)
  checkOpen(item, '上传材料')
  const indicators = await indicatorsOf(context.db, Number(item.year))
  if (!indicators.some((entry) => entry.id === input.indicatorId))
    throw fieldError('indicatorId', '指标不存在')
  const owner = `PD${item.id}`
  const unique = await claimStoredFiles(context.db, input.fileIds, owner, context.principal.user.id, {
    field: 'fileIds',
    message: '材料不存在或不可使用，请重新上传',
  })
  const evidence = parseJson<Record<string, number[]>>(item.evidenceJson, {})
  const before = evidence[String(input.indicatorId)] ?? []
  if (unique.length) evidence[String(input.indicatorId)] = unique
  else delete evidence[String(input.indicatorId)]
  await saveSubject(context.db, ASSESSMENT_ITEMS, item, { evidenceJson: JSON.stringify(evidence) }, now())
  context.record({
    target: `assessment:${item.id}`,
    before: { indicatorId: input.indicatorId, files: before },
    after: { files: unique },
  })
  return load(resource, id, context)
}

/** Submit the evidence: every indicator has some (the step of the upload page the call names). */
export async function submitEvidence(
  resourceName: string,
  id: string,
  input: { version?: number | null },
  context: StepContext,
): Promise<Row> {
  const resource = uploadResource(resourceName)
  await takeStep(
    {
      flow: ASSESSMENT_FLOW,
      subject: ASSESSMENT_ITEMS,
      action: resource === UPLOADS ? 'submit' : 'evaluation-submit',
      load: () => load(resource, id, context),
      version: input.version,
      check: async (item, step) => {
        if (String(item.deadline) < today())
          throw conflict(`已超过材料提交截止日期（${item.deadline}），不能${step.label}`)
        const indicators = await indicatorsOf(context.db, Number(item.year))
        const evidence = parseJson<Record<string, number[]>>(item.evidenceJson, {})
        const missing = missingEvidence(
          indicators.map((entry) => ({
            indicator: entry.indicator,
            files: evidence[String(entry.id)]?.length ?? 0,
          })),
        )
        if (missing) throw fieldError('evidence', missing)
      },
      changes: () => ({ submitTime: now().toISOString() }),
      journal: () => ({ before: { status: 'awaiting' }, after: { status: 'submitted' } }),
    },
    context$(context),
  )
  return load(resource, id, context)
}

/** Score every indicator; the server computes total and stars. */
export async function scoreAssessment(
  id: string,
  input: {
    scores: { indicatorId: number; score: number; comment?: string | null }[]
    version?: number | null
  },
  context: StepContext,
): Promise<Row> {
  let before: Row = {}
  await takeStep(
    {
      flow: ASSESSMENT_FLOW,
      subject: ASSESSMENT_ITEMS,
      action: 'score',
      load: () => load(REVIEWS, id, context),
      version: input.version,
      check: async (item) => {
        // Whoever uploaded the station's evidence never scores it (decisions: Separation of duties).
        const uploaders = await context.db
          .selectFrom('application_files')
          .select('uploaderId')
          .where('applyId', '=', `PD${item.id}`)
          .execute()
        assertNotApplicant(
          context.principal.user.id,
          uploaders.map((row) => row.uploaderId),
          '不能评审本人上传的评定材料：请由其他评审专家办理',
        )
      },
      changes: async (item) => {
        before = { status: item.status, score: item.score }
        return scoresOf(item, input, context)
      },
      journal: (_item, changes) => ({ before, after: changes }),
    },
    context$(context),
  )
  return load(REVIEWS, id, context)
}

/** The scores, total and stars of an item from the expert's input. */
async function scoresOf(
  item: Row,
  input: { scores: { indicatorId: number; score: number; comment?: string | null }[] },
  context: StepContext,
): Promise<Row> {
  const indicators = await indicatorsOf(context.db, Number(item.year))
  const scores = indicators.map((indicator) => {
    const index = input.scores.findIndex((entry) => entry.indicatorId === indicator.id)
    if (index < 0) throw fieldError('scores', `请为「${indicator.indicator}」评分`)
    const entry = input.scores[index]
    if (entry.score > indicator.maxScore)
      throw fieldError(
        `scores.${index}.score`,
        `「${indicator.indicator}」得分不能超过满分${indicator.maxScore}`,
      )
    return { indicatorId: indicator.id, score: entry.score, comment: entry.comment?.trim() || null }
  })
  const unknown = input.scores.find(
    (entry) => !indicators.some((indicator) => indicator.id === entry.indicatorId),
  )
  if (unknown) throw fieldError('scores', '评分中包含不存在的指标')
  const score = assessmentTotal(
    indicators.map((indicator) => ({
      ...indicator,
      score: scores.find((entry) => entry.indicatorId === indicator.id)?.score ?? 0,
    })),
  )
  return {
    scoresJson: JSON.stringify(scores),
    score,
    stars: starsOf(score),
    reviewer: context.principal.user.name,
    reviewTime: now().toISOString(),
  }
}
