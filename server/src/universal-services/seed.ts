/**
 * Seed of the universal-services flows: applications of every flow in every status, with
 * histories that make sense (steps in time order, each taken by a user holding its permission:
 * tianjin examines Tianjin's access, filing and proof applications, admin the rest), plus each
 * operator's data-access state. `large` has ten times the applications.
 */
import '../workflow/tables'
import { type Insertable, sql } from 'kysely'
import type { ApplyStatus } from '../../../src/core/domain/enums'
import type { FlowDeclaration } from '../../../src/core/domain/flows'
import { REGIONS } from '../../../src/core/domain/regions'
import { isPostgres } from '../db/dialect'
import { insertChunked, type Seeder } from '../db/seed/context'
import { DEMO_OPERATOR_ID, SEED_OPERATORS } from '../db/seed/operators'
import type { FlowSpec } from '../workflow/resource'
import type { ApplicationFilesTable, ApplicationStepsTable, ApplicationsTable } from '../workflow/tables'
import { ACCESS, ACCESS_PROOF, CERTIFICATION, ENTERPRISE } from './flows'
import { fieldsOf, operatorAccessRows, PEOPLE } from './seed-data'

const DAY = 86_400_000
const TIANJIN = REGIONS.filter((region) => region.parentCode === '120100').map((region) => region.code)
const HEBEI = REGIONS.filter((region) => region.parentCode === '130000').map((region) => region.code)

/** The steps that lead to a status (a rejection and resubmission first, when `detour`). */
function pathTo(status: ApplyStatus, detour: boolean): string[] {
  const review = detour ? ['accept', 'reject', 'resubmit', 'accept'] : ['accept']
  switch (status) {
    case 'draft':
      return []
    case 'pending':
      return ['submit']
    case 'reviewing':
      return ['submit', ...review]
    case 'rejected':
      return ['submit', 'accept', 'reject']
    case 'approved':
      return ['submit', ...review, 'approve']
    case 'issued':
      return ['submit', ...review, 'approve', 'issue']
    case 'expired':
      return ['submit', ...review, 'approve', 'issue', 'expire']
    case 'revoked':
      return ['submit', ...review, 'approve', 'issue', 'revoke']
    default:
      // Subsidy-only statuses (issue 17) are not statuses of these flows.
      throw new Error(`no universal-services path to ${status}`)
  }
}

interface SeedUsers {
  admin: { id: number; name: string }
  tianjin: { id: number; name: string }
  operator: { id: number; name: string }
}

/** Who takes a step: the applicant submits; tianjin examines in Tianjin where it may; admin otherwise. */
function actorOf(
  flow: FlowDeclaration,
  action: string,
  areaCode: string,
  applicant: { id: number; name: string },
  users: SeedUsers,
) {
  if (action === 'submit' || action === 'resubmit') return applicant
  const cityExamines = flow.key !== 'certification' && ['accept', 'approve', 'reject'].includes(action)
  return cityExamines && areaCode.startsWith('1201') ? users.tianjin : users.admin
}

const OPINIONS: Record<string, string[]> = {
  accept: ['已受理', '材料齐全，予以受理', ''],
  approve: ['审核通过', '材料齐全，符合要求', '同意'],
  reject: [
    '营业执照副本不清晰，请重新上传',
    '联系人电话无法接通，请核实后重新提交',
    '统一社会信用代码与营业执照不一致',
  ],
  issue: ['已发放接入证明', ''],
  revoke: ['运营商数据推送长期中断，撤销接入证明'],
  expire: [''],
}

async function seedFlow(
  spec: FlowSpec,
  perFlow: number,
  context: Parameters<Seeder['run']>[0],
  users: SeedUsers,
  fileSeq: { next: number },
) {
  const { rng, now } = context
  const flow = spec.declaration
  const apps: Insertable<ApplicationsTable>[] = []
  const steps: Insertable<ApplicationStepsTable>[] = []
  const files: Insertable<ApplicationFilesTable>[] = []
  /** The statuses that have an application outside Tianjin. */
  const outside = new Set<string>()
  for (let index = 0; index < perFlow; index++) {
    const status = flow.statuses[index % flow.statuses.length]
    // Every third application of the demo operator, so `operator` sees its company in every status.
    const own = index % 3 === 0
    const operator = own
      ? SEED_OPERATORS.find((item) => item.operatorId === DEMO_OPERATOR_ID)!
      : rng.pick(SEED_OPERATORS)
    // Six in ten others in Tianjin, but the first other application of each status in Hebei, so
    // that every status has one outside a Tianjin user's scope whatever the draws.
    const drawnTianjin = own || rng.chance(0.6)
    const inTianjin = own || (drawnTianjin && outside.has(status))
    if (!inTianjin) outside.add(status)
    const areaCode = inTianjin ? rng.pick(TIANJIN) : rng.pick(HEBEI)
    const applicant = own ? users.operator : { id: 0, name: rng.pick(PEOPLE) }
    // Flows without an applicant's side in the console arrive submitted ('receive').
    const received = !flow.transitions.some((item) => item.action === 'submit')
    const actions = pathTo(status, !received && index % 4 === 1).filter(
      (action) => !received || action !== 'submit',
    )
    // Expired proofs were issued over three years ago; some issued ones are past their validity.
    const oldProof =
      status === 'expired' || (status === 'issued' && Math.floor(index / flow.statuses.length) % 2 === 0)
    let time = now.getTime() - (oldProof ? 1180 : rng.int(8, 300)) * DAY - rng.int(0, 86_399) * 1000
    const createTime = new Date(time).toISOString()
    const applyId = `${flow.idPrefix}${createTime.slice(0, 10).replace(/-/g, '')}${String(9000 + index).padStart(5, '0')}`
    const fields = fieldsOf(flow.key, operator.operatorName, index, rng, operator.operatorId)
    // The application form, a photo at times, and the checklist's other required documents.
    const required = (flow.documents ?? []).filter((doc) => doc.required && doc.key !== 'form')
    const named = [
      { name: `${flow.title}申请表.pdf`, doc: flow.documents ? 'form' : null },
      ...(rng.chance(0.5) ? [{ name: '经营场所现场照片.png', doc: flow.documents ? 'photos' : null }] : []),
      ...required.map((doc) => ({ name: `${doc.label}.pdf`, doc: doc.key })),
    ]
    const attachmentIds = named.map(() => fileSeq.next++)
    attachmentIds.forEach((id, position) => {
      const { name: fileName, doc } = named[position]
      const png = fileName.endsWith('.png')
      files.push({
        id,
        applyId,
        fileName,
        fileType: png ? 'png' : 'pdf',
        size: png ? 2100 : 900,
        path: `seed/${id}.${png ? 'png' : 'pdf'}`,
        uploaderId: applicant.id,
        uploadTime: createTime,
        docKey: doc,
      })
    })
    let current: ApplyStatus = received ? 'pending' : 'draft'
    steps.push({
      applyId,
      action: received ? 'receive' : 'create',
      fromStatus: null,
      toStatus: current,
      userId: applicant.id,
      userName: applicant.name,
      opinion: '',
      attachmentsJson: JSON.stringify(attachmentIds),
      time: createTime,
    })
    let submitTime: string | null = received ? createTime : null
    let examiner: string | null = null
    let opinion: string | null = null
    let issuer: { name: string; opinion: string | null } | null = null
    let validUntil: string | null = null
    for (const action of actions) {
      const step = flow.transitions.find((item) => item.action === action)!
      time += action === 'expire' ? 0 : rng.int(2, 96) * 3_600_000
      if (action === 'expire') time = new Date(validUntil!).getTime() + rng.int(1, 48) * 3_600_000
      const actor = actorOf(flow, action, areaCode, applicant, users)
      const said = step.opinion ? rng.pick(OPINIONS[action] ?? ['']) : ''
      const at = new Date(Math.min(time, now.getTime() - 3_600_000)).toISOString()
      steps.push({
        applyId,
        action,
        fromStatus: current,
        toStatus: step.to,
        userId: actor.id,
        userName: actor.name,
        opinion: said,
        attachmentsJson: '[]',
        time: at,
      })
      if (step.to === 'pending') submitTime = at
      if (step.actor === 'issuer') issuer = { name: actor.name, opinion: said || null }
      else if (step.opinion) {
        examiner = actor.name
        opinion = said || null
      }
      if (action === 'issue')
        validUntil = new Date(new Date(at).getTime() + 3 * 365 * DAY + DAY).toISOString()
      current = step.to
    }
    const last = steps[steps.length - 1]
    apps.push({
      applyId,
      flow: flow.key,
      operatorId: operator.operatorId,
      areaCode,
      type: flow.types[index % flow.types.length].value,
      status: current,
      title: spec.titleOf(fields),
      fieldsJson: JSON.stringify(fields),
      attachmentsJson: JSON.stringify(attachmentIds),
      version: actions.length + 1,
      submitterId: applicant.id,
      submitterName: applicant.name,
      createTime,
      submitTime,
      updateTime: last.time,
      examinerName: examiner,
      opinion,
      issuerName: issuer?.name ?? null,
      issuerOpinion: issuer?.opinion ?? null,
      validUntil,
    })
  }
  await insertChunked(context.db, 'applications', apps)
  await insertChunked(context.db, 'application_steps', steps)
  await insertChunked(context.db, 'application_files', files)
}

/** Move PostgreSQL's id sequence past ids the seed gave itself. */
async function syncSequence(db: Parameters<Seeder['run']>[0]['db']): Promise<void> {
  if (!isPostgres(db)) return
  await sql`select setval(pg_get_serial_sequence('application_files', 'id'), (select coalesce(max(id), 1) from application_files))`.execute(
    db,
  )
}

/** Seeds the flows' applications and the operators' access state. */
export const universalServicesSeeder: Seeder = {
  name: 'universal-services',
  async run(context) {
    const { db, rng, now, scale } = context
    const rows = await db
      .selectFrom('users')
      .select(['id', 'name', 'username'])
      .where('username', 'in', ['admin', 'tianjin', 'operator'])
      .execute()
    const user = (username: string) => {
      const row = rows.find((item) => item.username === username)
      if (!row) throw new Error(`seed: no ${username} account`)
      return { id: row.id, name: row.name }
    }
    const users = { admin: user('admin'), tianjin: user('tianjin'), operator: user('operator') }
    const perFlow = scale === 'large' ? 480 : 48
    const fileSeq = { next: 1 }
    for (const spec of [CERTIFICATION, ACCESS, ENTERPRISE, ACCESS_PROOF])
      await seedFlow(spec, perFlow, context, users, fileSeq)
    await syncSequence(db)
    await insertChunked(db, 'operator_access', operatorAccessRows(rng, now))
  },
}
