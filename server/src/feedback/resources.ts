/**
 * The list resources of the three feedback screens (domain.md: Feedback), through the list
 * engine: operation-staff-feedback (every item, `mine=1` for one's own), operation-manager-feedback
 * (every item) and equipment-operator-feedback (items dispatched to the user's company; a company
 * user sees only its own, decisions: Data scope). The detail adds pictures and the step history.
 * Overdue is a rule of the server's clock: not handled by the deadline, or handled after it.
 */

import { type SqlBool, sql } from 'kysely'
import type { ListDescription, ListField } from '../../../src/contract/lists/describe'
import {
  MANAGER_FEEDBACKS as MANAGER_LIST,
  OPERATOR_FEEDBACKS as OPERATOR_LIST,
  OPERATOR_STATUSES,
  STAFF_FEEDBACKS as STAFF_LIST,
} from '../../../src/contract/lists/feedback/feedbacks'
import { FEEDBACK_FLOW } from '../../../src/core/domain/flows-work'
import type { RouteName } from '../../../src/core/domain/routes'
import type { Db } from '../db/types'
import { today } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { allOf, type ParamDef, type ResourceDef, type Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'
import { parseJson } from '../workflow/resource'
import './tables'

export const AREA = 'feedback'

/** Who may upload pictures: the staff who report and the operators who handle. */
export const PICTURE_WRITERS = ['operation-staff-feedback/add', 'equipment-operator-feedback/handle']

/** Step labels of the history: the submission and the flow's steps (FEEDBACK_FLOW). */
export const FEEDBACK_ACTIONS: Readonly<Record<string, string>> = {
  create: '提交反馈',
  ...Object.fromEntries(FEEDBACK_FLOW.transitions.map((step) => [step.action, step.label])),
}

/** Whether an item is overdue on `day` (China date). */
export function isOverdue(row: Readonly<Record<string, unknown>>, day: string): boolean {
  if (Number(row.handledLate) === 1) return true
  return row.status === 'dispatched' && typeof row.deadline === 'string' && row.deadline < day
}

const overdueParam: ParamDef = {
  name: 'overdue',
  apply(value) {
    if (value === undefined || value === '') return null
    if (value !== '0' && value !== '1') throw fieldError('overdue', '是否逾期只能为 0 或 1')
    const late = sql<SqlBool>`(${sql.ref('handledLate')} = 1 or (${sql.ref('status')} = 'dispatched' and ${sql.ref('deadline')} < ${today()}))`
    return value === '1' ? late : sql<SqlBool>`not ${late}`
  },
}

const mineParam: ParamDef = {
  name: 'mine',
  apply(value, context) {
    if (value === undefined || value === '' || value === '0') return null
    if (value !== '1') throw fieldError('mine', '只看我提交的只能为 0 或 1')
    return sql<SqlBool>`${sql.ref('submitterId')} = ${context.principal.user.id}`
  },
}

/** A picture as the API shows it: its preview and download under `/api/feedback/pictures/:id`. */
export function pictureView(row: { id: number; fileName: string; fileType: string; size: number }) {
  const base = `/api/${AREA}/pictures/${row.id}`
  return { ...row, previewUrl: `${base}/preview`, downloadUrl: `${base}/download` }
}

/** Pictures by id, in the given order. */
export async function picturesOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('application_files')
    .select(['id', 'fileName', 'fileType', 'size'])
    .where('id', 'in', [...ids])
    .execute()
  return ids.flatMap((id) => {
    const row = rows.find((item) => item.id === id)
    return row ? [pictureView(row)] : []
  })
}

async function historyOf(db: Db, feedbackId: string) {
  const steps = await db
    .selectFrom('feedback_steps')
    .selectAll()
    .where('feedbackId', '=', feedbackId)
    .orderBy('id')
    .execute()
  return steps.map((step) => ({ ...step, actionLabel: FEEDBACK_ACTIONS[step.action] ?? step.action }))
}

function feedbackResource(
  list: ListDescription<Record<keyof typeof MANAGER_LIST.fields, ListField>>,
  page: RouteName,
  statuses: readonly string[] | null,
  params: ParamDef[],
): ResourceDef {
  return {
    ...describedResource(list),
    page,
    table: 'feedbacks',
    fields: describedFields(list, {
      feedbackId: { width: 18 },
      stationId: { width: 16 },
      stationName: { width: 36 },
      operatorId: { width: 12 },
      description: { width: 48 },
      overdue: { compute: (row) => (isOverdue(row, today()) ? 1 : 0) },
      result: { width: 48 },
      limitDays: { width: 20 },
      opinion: { width: 30 },
      handledLate: { export: false },
      version: { export: false },
      picturesJson: { list: false, export: false },
      resultPicturesJson: { list: false, export: false },
    }),
    lookups: describedLookups(list, [OPERATOR_NAME]),
    keyword: { prefix: ['feedbackId'], contains: ['stationName', 'description'] },
    scope: { area: 'areaCode', operator: 'operatorId' },
    defaultSort: ['updateTime', 'desc'],
    params: [overdueParam, ...params],
    where: () =>
      statuses
        ? allOf([
            sql<SqlBool>`${sql.ref('status')} in (${sql.join(statuses.map((status) => sql`${status}`))})`,
          ])
        : null,
    detail: async ({ db, row }) => {
      const { picturesJson, resultPicturesJson, ...rest } = row
      return {
        ...rest,
        pictures: await picturesOf(db, parseJson<number[]>(picturesJson, [])),
        resultPictures: await picturesOf(db, parseJson<number[]>(resultPicturesJson, [])),
        history: await historyOf(db, String(row.feedbackId)),
      } satisfies Row
    },
  }
}

export const STAFF_FEEDBACKS = feedbackResource(STAFF_LIST, 'operation-staff-feedback', null, [mineParam])
export const MANAGER_FEEDBACKS = feedbackResource(MANAGER_LIST, 'operation-manager-feedback', null, [])
/** What reached the operator: dispatched, handled, closed after handling. */
export const OPERATOR_FEEDBACKS = feedbackResource(
  OPERATOR_LIST,
  'equipment-operator-feedback',
  OPERATOR_STATUSES,
  [],
)

export const FEEDBACK_RESOURCES = [STAFF_FEEDBACKS, MANAGER_FEEDBACKS, OPERATOR_FEEDBACKS] as const
