/**
 * What a flow screen's forms send through its client (flowClient.ts): a create form's flat values
 * as `{ type, fields }`, an edit as `POST …/:applyId/save` with the version the user saw, and an
 * attachment's upload. Loaded with the first of them, not with the list's first screen (budgets.md).
 */
import type { Call, CallOf, Endpoint } from '../../contract/define'
import * as supervise from '../../contract/endpoints/supervise-services'
import * as universal from '../../contract/endpoints/universal-services'
import { callApi } from '../../core/call'
import type { DataCallOptions, RecordId } from '../../core/data'
import type { HttpClient } from '../../core/http'
import type { Row } from '../fields/types'

/**
 * Split a form's values: the flow's own fields, the type, (for staff) operator and area, and the
 * attachments (`attachmentIds`) when the form names them.
 */
export function applicationBody(values: Row, fieldKeys: readonly string[]): Row {
  const fields: Row = {}
  for (const key of fieldKeys)
    if (values[key] !== undefined && values[key] !== null) fields[key] = values[key]
  const body: Row = { type: values.type, fields }
  if (values.operatorId) body.operatorId = values.operatorId
  if (values.areaCode) body.areaCode = values.areaCode
  if (Array.isArray(values.attachmentIds)) body.attachmentIds = values.attachmentIds
  return body
}

/** The flow areas' calls (flowClient.ts: FLOW_AREAS), by area. */
type ByArea<E> = Readonly<Record<string, Endpoint<Extract<CallOf<E>, Call>>>>
const SAVE: ByArea<typeof universal.saveApplication | typeof supervise.saveApplication> = {
  'universal-services': universal.saveApplication,
  'supervise-services': supervise.saveApplication,
}
const UPLOAD: ByArea<typeof universal.uploadAttachment | typeof supervise.uploadAttachment> = {
  'universal-services': universal.uploadAttachment,
  'supervise-services': supervise.uploadAttachment,
}

/** Save an application's form `values` at `version` (its area, resource name and id in `at`). */
export function saveApplicationOf(
  http: HttpClient,
  at: { area: string; resource: string; id: RecordId },
  values: Row,
  fieldKeys: readonly string[],
  version: number,
  options?: DataCallOptions,
) {
  const { fields, type, attachmentIds } = applicationBody(values, fieldKeys)
  const save = {
    version,
    type: type as string | undefined,
    fields: fields as Row,
    ...(attachmentIds ? { attachmentIds: attachmentIds as number[] } : {}),
  }
  return callApi(
    http,
    SAVE[at.area],
    { params: { resource: at.resource, applyId: at.id }, body: save },
    options,
  )
}

/** Upload a file of the area `area`, filed under the checklist's document `doc` (none: outside it). */
export function uploadFile(http: HttpClient, area: string, file: File, doc?: string | null) {
  return callApi(http, UPLOAD[area], { body: doc ? { file, doc } : { file } })
}
