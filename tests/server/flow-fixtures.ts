/**
 * How the conformance suite (flow-conformance.test.ts) reaches each flow: the subject table the
 * engine moves (the server's own FlowSubject), a subject a step may be taken on, and the route
 * of the step. One fixture per flow key of ALL_FLOWS; the suite fails for a flow without one.
 */
import { ASSESSMENT_ITEMS } from '../../server/src/assessment/steps'
import { REPORTING_TASKS_SUBJECT } from '../../server/src/data-input/reporting-task-rules'
import { FEEDBACKS } from '../../server/src/feedback/flow'
import { ALARM_SUBJECT } from '../../server/src/live/alarm-subject'
import { SUBSIDY_SCREENS } from '../../server/src/supervise-services/flows'
import { UNIVERSAL_SCREENS } from '../../server/src/universal-services/flows'
import { APPLICATIONS } from '../../server/src/workflow/records'
import type { FlowScreenSpec } from '../../server/src/workflow/resource'
import type { FlowSubject } from '../../server/src/workflow/subject'
import type { FlowStep, StepFlow } from '../../src/core/domain/flow-kit'
import type { FlowDeclaration } from '../../src/core/domain/flows'
import { RECORD_FIXTURES } from './flow-fixtures-records'
import type { TestServer } from './helpers'

/** A subject a step may be taken on, and how. */
export interface Target {
  id: string | number
  /** The step's route (under /api). */
  path: string
  /** The body besides `version`. */
  body: Record<string, unknown>
  /** Columns set besides status and version before each call (an expired proof's validity). */
  set?: Record<string, unknown>
  /** The actor's attributes (a district step's examiner is the district's). */
  attrs?: { attrKey: string; attrValue: string }[]
  /** Statuses the step's screen shows (a wrong state is picked among them); default every status. */
  visible?: readonly string[]
  /** Rights the actor holds besides the step's (the screen's own view). */
  rights?: readonly string[]
}

/** How the suite reaches one flow. */
export interface FlowFixture {
  subject: FlowSubject
  /**
   * Steps no route takes alone, with why: the server takes them inside another call (a report's
   * 提交 right after the call creates its application), so there is no state to refuse them from.
   */
  inward?: Readonly<Record<string, string>>
  target(server: TestServer, flow: StepFlow, step: FlowStep): Promise<Target>
}

const OPINION = '测试意见'

/** A submission needs its flow's required documents (issue 42 item 3): one file filed under each. */
async function fileRequired(server: TestServer, flow: FlowDeclaration, applyId: string) {
  for (const doc of (flow.documents ?? []).filter((item) => item.required)) {
    const filed = await server.db
      .selectFrom('application_files')
      .select('id')
      .where('applyId', '=', applyId)
      .where('docKey', '=', doc.key)
      .executeTakeFirst()
    if (!filed)
      await server.db
        .insertInto('application_files')
        .values({
          applyId,
          fileName: `${doc.label}.pdf`,
          fileType: 'application/pdf',
          size: 16,
          path: `conformance-${doc.key}.pdf`,
          uploaderId: 1,
          uploadTime: new Date(0).toISOString(),
          docKey: doc.key,
        })
        .execute()
  }
}

/** Application flows: the screen whose page the step's right names, on the newest application. */
function applications(area: string, screens: readonly FlowScreenSpec[]): FlowFixture {
  return {
    subject: APPLICATIONS,
    async target(server, flow, step) {
      const screen = screens.find(
        (item) => item.flow.declaration.key === flow.key && step.permission.startsWith(`${item.page}/`),
      )
      if (!screen) throw new Error(`no screen takes ${flow.key}.${step.action}`)
      const row = await server.db
        .selectFrom('applications')
        .select(['applyId', 'areaCode'])
        .where('flow', '=', flow.key)
        .orderBy('applyId', 'desc')
        .executeTakeFirstOrThrow()
      if (step.to === 'pending') await fileRequired(server, flow as FlowDeclaration, row.applyId)
      return {
        id: row.applyId,
        path: `/${area}/${screen.name}/${row.applyId}/${step.action}`,
        body: { opinion: OPINION },
        set: step.when ? { validUntil: '2000-01-01T00:00:00.000Z' } : {},
        attrs: step.level === 'district' ? [{ attrKey: 'auth_area', attrValue: row.areaCode }] : [],
        visible: screen.statuses,
      }
    },
  }
}

/** Every flow's fixture, by flow key. */
export const FIXTURES: Readonly<Record<string, FlowFixture>> = {
  certification: applications('universal-services', UNIVERSAL_SCREENS),
  access: applications('universal-services', UNIVERSAL_SCREENS),
  enterprise: applications('universal-services', UNIVERSAL_SCREENS),
  accessproof: applications('universal-services', UNIVERSAL_SCREENS),
  subsidy: applications('supervise-services', SUBSIDY_SCREENS),
  feedback: {
    subject: FEEDBACKS,
    async target(server, _flow, step) {
      const row = await server.db
        .selectFrom('feedbacks')
        .select('feedbackId')
        .orderBy('feedbackId', 'desc')
        .executeTakeFirstOrThrow()
      const resource = step.permission.startsWith('equipment-operator-feedback/')
        ? 'operator-feedbacks'
        : 'manager-feedbacks'
      return {
        id: row.feedbackId,
        path: `/feedback/${resource}/${row.feedbackId}/${step.action}`,
        body: { opinion: OPINION, days: 3, result: '已更换故障设备' },
      }
    },
  },
  assessment: {
    subject: ASSESSMENT_ITEMS,
    inward: {
      publish: "taken on every scored station of a round by the round's 发布结果 (assessment.test.ts)",
    },
    async target(server, _flow, step) {
      // An item whose evidence covers every indicator of its year, before its deadline.
      const item = await server.db
        .selectFrom('assessment_items')
        .select(['id', 'year'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      const indicators = await server.db
        .selectFrom('assessment_indicators')
        .select('id')
        .where('year', '=', item.year)
        .execute()
      const evidence = Object.fromEntries(indicators.map((row) => [String(row.id), [1]]))
      const path = {
        submit: `/assessment/uploads/${item.id}/submit`,
        'evaluation-submit': `/assessment/evaluation-uploads/${item.id}/submit`,
      }[step.action]
      return {
        id: item.id,
        path: path ?? `/assessment/reviews/${item.id}/score`,
        body: path ? {} : { scores: indicators.map((row) => ({ indicatorId: row.id, score: 1 })) },
        set: { evidenceJson: JSON.stringify(evidence), deadline: '2999-12-31' },
      }
    },
  },
  alarm: {
    subject: ALARM_SUBJECT,
    async target(server, _flow, step) {
      const row = await server.db
        .selectFrom('alarms')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      return { id: row.id, path: `/ops-services/alarms/${row.id}/${step.action}`, body: { result: '已复位' } }
    },
  },
  reporting: {
    subject: APPLICATIONS,
    inward: {
      submit: '填报提交 creates the report and submits it in one call (reporting-targets/:id/submit)',
      resubmit: '填报提交 of an existing report saves it and resubmits it in one call',
    },
    async target(server) {
      // A report of a task still issued and open, examined through its target.
      const row = await server.db
        .selectFrom('reporting_targets as t')
        .innerJoin('reporting_tasks as k', 'k.id', 't.taskId')
        .select(['t.id', 't.applyId'])
        .where('t.applyId', 'is not', null)
        .where('k.status', '=', 'issued')
        .orderBy('t.id', 'desc')
        .executeTakeFirstOrThrow()
      return {
        id: String(row.applyId),
        path: `/data-input/reporting-targets/${row.id}/:action`,
        body: { opinion: OPINION },
      }
    },
  },
  'reporting-task': {
    subject: REPORTING_TASKS_SUBJECT,
    async target(server, _flow, step) {
      // A task addressed to every operator of its region, its deadline ahead.
      const row = await server.db
        .selectFrom('reporting_tasks')
        .select('id')
        .where('scope', '=', 'all')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      return {
        id: row.id,
        path: `/data-input/reporting-tasks/${row.id}/${step.action}`,
        body: {},
        set: { deadline: '2999-12-31' },
      }
    },
  },
  ...RECORD_FIXTURES,
}
