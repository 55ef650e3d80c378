/**
 * A flow screen's list resource: the applications of one flow in the statuses the screen shows,
 * through the list engine (server/src/resources), so list, detail and export get its filters,
 * data scope and permission `<page>/view`. The detail adds the flow's fields, attachments and
 * the status history.
 */

import { type SqlBool, sql } from 'kysely'
import type { z } from 'zod'
import { type FlowListDescription, flowListFields } from '../../../src/contract/lists/flow'
import { areaLists, isFlowList } from '../../../src/contract/lists/titles'
import { APPLY_STATUS, type ApplyStatus } from '../../../src/core/domain/enums'
import { type FlowDeclaration, HISTORY_ACTIONS, transitionOf } from '../../../src/core/domain/flows'
import type { RouteName } from '../../../src/core/domain/routes'
import type { Db } from '../db/types'
import { allOf, type ResourceDef, type Row } from '../resources'
import { describedFields, describedLookups } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'
import { openSteps } from './open-steps'
import { waitingParam } from './queue'
import { finishQueueRows } from './queue-rows'

/** A flow the engine runs: the declaration plus the schema of its own fields. */
export interface FlowSpec {
  declaration: FlowDeclaration
  /** Validates `fields` of create and save (src/contract). */
  fields: z.ZodType
  /** The list's summary of an application (`title`) from its fields. */
  titleOf: (fields: Record<string, unknown>) => string
}

/** One screen's view of a flow: its resource path segment, permission page, list and statuses. */
export interface FlowScreenSpec {
  area: string
  /** Resource path segment, e.g. `enterprise-records`. */
  name: string
  /** Permission page name (route catalogue), e.g. `enterprise-record`. */
  page: RouteName
  title: string
  flow: FlowSpec
  /**
   * The screen's list (src/contract/lists): its fields and the statuses it shows. None for a flow
   * the engine runs without a list of its own (data-input's reports, listed as reporting-targets).
   */
  list?: FlowListDescription
  /** Statuses this screen lists; default every status of the flow. */
  statuses?: readonly ApplyStatus[]
}

/**
 * A flow screen as its list describes it: area and name of its resource, its title, statuses of
 * its status field.
 */
function flowScreen(
  spec: Pick<FlowScreenSpec, 'page' | 'flow'> & { list: FlowListDescription },
): FlowScreenSpec {
  const [area, name] = spec.list.resource.split('/')
  const statuses = spec.list.fields.status.enum.map((status) => status.value as ApplyStatus)
  return { ...spec, area, name, title: spec.list.title, statuses }
}

/**
 * An area's flow screens, one for each flow list it describes (`describeFlowList` names the
 * screen's page and its flow): the flow of each is the one of `flows` its description names.
 */
export function flowScreens(area: string, flows: readonly FlowSpec[]): FlowScreenSpec[] {
  return areaLists(area)
    .filter(isFlowList)
    .map((list) => {
      const flow = flows.find((spec) => spec.declaration.key === list.flow)
      if (!flow) throw new Error(`${list.resource}: flow ${list.flow} is not one of its area's`)
      return flowScreen({ page: list.page, flow, list })
    })
}

/** An attachment as the API shows it. */
export interface AttachmentView {
  id: number
  fileName: string
  fileType: string
  size: number
  previewUrl: string | null
  downloadUrl: string
  /** The checklist document it is filed under (documents.ts), or null. */
  doc: string | null
}

/** The attachment routes' base for an area (`/api/<area>/attachments/:id`). */
export function attachmentView(
  area: string,
  row: { id: number; fileName: string; fileType: string; size: number; docKey?: string | null },
): AttachmentView {
  const base = `/api/${area}/attachments/${row.id}`
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    size: row.size,
    previewUrl: ['pdf', 'jpg', 'png'].includes(row.fileType) ? `${base}/preview` : null,
    downloadUrl: `${base}/download`,
    doc: row.docKey ?? null,
  }
}

/** Parse a JSON text column, falling back when it is damaged. */
export function parseJson<T>(text: unknown, fallback: T): T {
  try {
    return text ? (JSON.parse(String(text)) as T) : fallback
  } catch {
    return fallback
  }
}

/** Attachments by id, in the given order. */
export async function attachmentsOf(db: Db, area: string, ids: readonly number[]): Promise<AttachmentView[]> {
  if (!ids.length) return []
  const rows = await db
    .selectFrom('application_files')
    .select(['id', 'fileName', 'fileType', 'size', 'docKey'])
    .where('id', 'in', [...ids])
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [attachmentView(area, row)] : []
  })
}

/** An application's history rows, oldest first. */
function stepsOf(db: Db, applyId: string) {
  return db.selectFrom('application_steps').selectAll().where('applyId', '=', applyId).orderBy('id').execute()
}

/**
 * An application's own attachments and its status history (oldest first, with labels and the
 * attachments of each step): the files of both read in one statement (issue 43: a step's answer
 * made six statements to read an application, two of them the same files).
 */
export async function partsOf(
  db: Db,
  area: string,
  flow: FlowDeclaration,
  app: Row,
): Promise<{ attachments: AttachmentView[]; history: HistoryView[] }> {
  const steps = await stepsOf(db, String(app.applyId))
  const own = parseJson<number[]>(app.attachmentsJson, [])
  const stepFiles = steps.map((step) => parseJson<number[]>(step.attachmentsJson, []))
  const files = new Map(
    (await attachmentsOf(db, area, [...new Set([...own, ...stepFiles.flat()])])).map((file) => [
      file.id,
      file,
    ]),
  )
  const pick = (ids: readonly number[]) => ids.flatMap((id) => files.get(id) ?? [])
  return {
    attachments: pick(own),
    history: steps.map((step, index) => ({
      id: step.id,
      action: step.action,
      actionLabel: transitionOf(flow, step.action)?.label ?? HISTORY_ACTIONS[step.action] ?? step.action,
      fromStatus: step.fromStatus,
      toStatus: step.toStatus,
      userName: step.userName,
      opinion: step.opinion,
      time: step.time,
      attachments: pick(stepFiles[index]),
    })),
  }
}

/** A history row as the API shows it. */
export interface HistoryView {
  id: number
  action: string
  actionLabel: string
  fromStatus: string | null
  toStatus: string
  userName: string
  opinion: string
  time: string
  attachments: AttachmentView[]
}

/** The list resource of a flow screen, built from its description. */
export function flowResource(screen: FlowScreenSpec): ResourceDef {
  const flow = screen.flow.declaration
  const statuses = screen.statuses ?? flow.statuses
  // A flow without a list of its own is read with a screen's fields (never registered as a list).
  const list =
    screen.list ??
    ({ key: 'applyId', fields: flowListFields(flow, screen.title, flow.statuses) } as FlowListDescription)
  return {
    area: screen.area,
    name: screen.name,
    page: screen.page,
    title: screen.title,
    table: 'applications',
    key: 'applyId',
    ...(screen.list ? { list: screen.list } : {}),
    fields: describedFields(list, {
      applyId: { width: 18 },
      operatorId: { width: 12 },
      title: { width: 36 },
      opinion: { width: 30 },
      version: { export: false },
      fieldsJson: { export: false },
      attachmentsJson: { list: false, export: false },
      // Set for the whole page by `finish` (queue-rows.ts); not columns of the table.
      waitingDays: { compute: () => null },
      deadline: { compute: () => null },
      overdue: { compute: () => false, export: false },
      handler: { compute: () => null, width: 16 },
    }),
    lookups: describedLookups(list, [OPERATOR_NAME]),
    keyword: { prefix: ['applyId'], contains: ['title'] },
    scope: { area: 'areaCode', operator: 'operatorId' },
    defaultSort: ['updateTime', 'desc'],
    params: [waitingParam(screen)],
    finish: (rows, { db, now }) => finishQueueRows(db, flow, rows, now),
    where: () =>
      allOf([
        sql<SqlBool>`${sql.ref('flow')} = ${flow.key}`,
        sql<SqlBool>`${sql.ref('status')} in (${sql.join(statuses.map((status) => sql`${status}`))})`,
      ]),
    detail: async (context) => {
      const { db, row } = context
      const { fieldsJson, attachmentsJson: _attachments, ...rest } = row
      return {
        ...rest,
        flow: flow.key,
        steps: await openSteps(context, screen, row),
        fields: parseJson<Row>(fieldsJson, {}),
        ...(await partsOf(db, screen.area, flow, row)),
      }
    },
  }
}

/**
 * An application as a step or a save reads it before writing (records.ts loadSubject): the
 * screen's data scope and statuses, its columns, fields and attachments; not the history, the
 * steps offered, the queue's figures or the operator's name, which the answer reads afterwards.
 */
export function flowSubjectResource(screen: FlowScreenSpec): ResourceDef {
  const def = flowResource(screen)
  return {
    ...def,
    lookups: [],
    finish: undefined,
    detail: async ({ db, row }) => {
      const { fieldsJson, attachmentsJson, ...rest } = row
      return {
        ...rest,
        fields: parseJson<Row>(fieldsJson, {}),
        attachments: await attachmentsOf(db, screen.area, parseJson<number[]>(attachmentsJson, [])),
      }
    },
  }
}

/** The label of a status (APPLY_STATUS). */
export function statusLabel(status: string): string {
  return APPLY_STATUS.find((item) => item.value === status)?.label ?? status
}
