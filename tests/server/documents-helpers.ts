/**
 * A flow's required documents as the tests attach them (issue 42 item 3: a submission without
 * them is refused): one small PDF uploaded per required document, filed under it.
 */
import type { FlowDeclaration } from '../../src/core/domain/flows'
import type { ApiClient } from './helpers'

/** Upload `name` to `<area>/attachments` filed under `doc` (none: outside the checklist); the answer. */
export async function uploadDocument(client: ApiClient, area: string, name: string, doc?: string) {
  const form = new FormData()
  form.append('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')]), name)
  if (doc) form.append('doc', doc)
  return client.post(`${area}/attachments`, form)
}

/** The ids of one uploaded PDF per required document of `flow`, for a create's `attachmentIds`. */
export async function requiredDocuments(
  client: ApiClient,
  area: string,
  flow: FlowDeclaration,
): Promise<number[]> {
  const ids: number[] = []
  for (const doc of (flow.documents ?? []).filter((item) => item.required)) {
    const answer = await uploadDocument(client, area, `${doc.label}.pdf`, doc.key)
    if (answer.code !== 200) throw new Error(`upload of ${doc.label}: ${answer.msg}`)
    ids.push(answer.data.id)
  }
  return ids
}

/** A valid 接入证明 record's fields, as the demo operator files it. */
export const PROOF = {
  platformName: '特来电运营平台',
  stationCount: 12,
  pileCount: 180,
  purpose: '申请补贴',
  contactPerson: '李明',
  contactTel: '15822223333',
}
