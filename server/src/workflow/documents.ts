/**
 * A flow's checklist of documents (issue 42 item 3; FlowDeclaration.documents): an attachment is
 * filed under one of them when uploaded; a submission without every required one is refused; an
 * application's attachments change only while it is the applicant's to edit (a correction by
 * staff before the review keeps what the applicant submitted). Each history row of a submission
 * keeps the attachments as submitted, so a replaced file stays readable where it was used.
 */
import { type FlowDeclaration, type FlowDocument, missingDocuments } from '../../../src/core/domain/flows'
import { conflict, fieldError } from '../kernel/errors'

/** The document key an upload names, checked against the area's flows: null for none, else 400 at `doc`. */
export function uploadedDocKey(flows: readonly FlowDeclaration[], doc: string | undefined): string | null {
  const key = doc?.trim()
  if (!key) return null
  if (!flows.some((flow) => flow.documents?.some((item: FlowDocument) => item.key === key)))
    throw fieldError('doc', '材料类别不存在')
  return key
}

/** 400 at `attachmentIds` when an attachment is filed under a document its flow does not list. */
export function assertFiledUnder(
  flow: FlowDeclaration,
  files: readonly { id: number; docKey?: string | null }[],
): void {
  for (const file of files)
    if (file.docKey && !flow.documents?.some((item) => item.key === file.docKey))
      throw fieldError('attachmentIds', '附件的材料类别不属于本流程，请重新上传')
}

/** 400 at `attachmentIds` naming the required documents a submission lacks. */
export function assertDocuments(
  flow: FlowDeclaration,
  attachments: readonly { doc?: string | null }[],
): void {
  const missing = missingDocuments(flow, attachments)
  if (missing.length)
    throw fieldError('attachmentIds', `请上传必需的材料：${missing.map((item) => item.label).join('、')}`)
}

/**
 * 409 when a save changes the attachments although the application is not the applicant's to
 * edit now (only a correction of its fields by staff is allowed then).
 */
export function assertAttachmentsFixed(
  flow: FlowDeclaration,
  status: string,
  holds: (permission: string) => boolean,
  before: readonly number[],
  after: readonly number[],
): void {
  const page = flow.create?.permission.split('/')[0]
  const applicant = flow.edits.some(
    (edit) =>
      !!page &&
      edit.permission.startsWith(`${page}/`) &&
      (edit.statuses as readonly string[]).includes(status) &&
      holds(edit.permission),
  )
  const same = before.length === after.length && before.every((id, index) => id === after[index])
  if (!applicant && !same) throw conflict('申请已提交，附件只能由申请人在草稿或驳回后修改')
}
