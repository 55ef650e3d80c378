/**
 * Seed of reporting-manager (issue 17): tasks in every status (草稿, 已下发, 已截止, 已撤回), each
 * issued one addressed to the operators with stations in its region, their reports in every
 * state (未提交, 已提交, 已通过, 已退回, submitted late, returned and resubmitted), every time in
 * order before the moment of seeding. `large` adds a year of monthly tasks.
 */
import './tables'
import { chinaDateOf } from '../../../src/core/domain/enums-reporting'
import { REPORTING_FLOW } from '../../../src/core/domain/flows-reporting'
import type { SeedContext } from '../db/seed/context'
import { DEMO_OPERATOR_ID } from '../db/seed/operators'
import { recount } from './reporting-flow'
import { operatorsIn } from './reporting-task-rules'

const DAY = 86_400_000
const HOUR = 3_600_000
type User = { id: number; name: string }
type Outcome = 'missing' | 'pending' | 'approved' | 'rejected' | 'late' | 'resubmitted'

interface Plan {
  title: string
  kind: string
  description: string
  areaCode: string
  status: 'draft' | 'issued' | 'closed' | 'withdrawn'
  /** Days from the moment of seeding: created, and the deadline day. */
  created: number
  deadline: number
  creator: 'admin' | 'tianjin'
  chosen?: string[]
  /** 特来电's report; the others cycle through `OUTCOMES`. */
  demo?: Outcome
}

/** The operators' own reporters (no accounts of this platform). */
const REPORTERS = ['张伟', '王芳', '刘洋', '陈静', '杨帆', '赵磊', '黄敏', '周杰']

const OUTCOMES: Outcome[] = ['approved', 'pending', 'missing', 'rejected', 'resubmitted', 'late']

const PLANS: Plan[] = [
  {
    title: '2026年第四季度充电设施安全自查',
    kind: 'quarterly',
    description: '请按附件模板逐站填写消防设施、电气安全、应急预案的自查情况，并上传自查报告（盖章扫描件）。',
    areaCode: '120100',
    status: 'issued',
    created: -6,
    deadline: 12,
    creator: 'tianjin',
    demo: 'rejected',
  },
  {
    title: '上月充电运营数据填报',
    kind: 'monthly',
    description: '填报上月各充电站充电量、充电次数、服务车辆数及设备可用率，数据应与平台上报数据一致。',
    areaCode: '120100',
    status: 'closed',
    created: -40,
    deadline: -20,
    creator: 'admin',
    demo: 'approved',
  },
  {
    title: '河北省充换电设施年度统计',
    kind: 'annual',
    description: '统计截至年底在河北省内建成的充电桩、换电站数量及功率，附统计表。',
    areaCode: '130000',
    status: 'issued',
    created: -3,
    deadline: 20,
    creator: 'admin',
  },
  {
    title: '春运期间保供专项填报',
    kind: 'special',
    description: '春运期间高速服务区充电站保供情况（值守人员、备用设备、排队时长），每日汇总后一次上传。',
    areaCode: '120100',
    status: 'withdrawn',
    created: -30,
    deadline: 5,
    creator: 'admin',
  },
  {
    title: '2026年度充电设施统计（草稿）',
    kind: 'annual',
    description: '统计本年度新建、改造、报废的充电设施数量，按区汇总。',
    areaCode: '120100',
    status: 'draft',
    created: -2,
    deadline: 25,
    creator: 'tianjin',
    chosen: [DEMO_OPERATOR_ID, 'MA01R8XN5'],
  },
]

const OPINIONS = {
  approve: ['数据完整，通过', '符合要求', ''],
  return: ['数据与平台上报不一致，请核对后重新提交', '缺少盖章扫描件，请补充'],
}

export async function seedReporting({ db, now, scale }: SeedContext): Promise<void> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('username', 'in', ['admin', 'tianjin', 'operator'])
    .execute()
  const user = (name: string): User =>
    rows.find((row) => row.username === name) ?? { id: 0, name: '系统管理员' }
  const users = { admin: user('admin'), tianjin: user('tianjin'), operator: user('operator') }
  const plans = [...PLANS]
  if (scale === 'large')
    for (let month = 2; month <= 13; month++)
      plans.push({
        ...PLANS[1],
        title: `${month - 1}个月前充电运营数据填报`,
        created: -30 * month - 10,
        deadline: -30 * month + 10,
      })
  let serial = 0
  for (const plan of plans) {
    const base = now.getTime()
    const created = base + plan.created * DAY
    const issued = created + DAY
    const deadline = chinaDateOf(new Date(base + plan.deadline * DAY).toISOString())
    const creator = users[plan.creator]
    const { id: taskId } = await db
      .insertInto('reporting_tasks')
      .values({
        title: plan.title,
        kind: plan.kind,
        description: plan.description,
        areaCode: plan.areaCode,
        scope: plan.chosen ? 'chosen' : 'all',
        deadline,
        status: plan.status,
        templateFileId: null,
        targetCount: 0,
        submittedCount: 0,
        lateCount: 0,
        version: plan.status === 'draft' ? 1 : plan.status === 'withdrawn' ? 3 : 2,
        creatorId: creator.id,
        creatorName: creator.name,
        createTime: new Date(created).toISOString(),
        issueTime: plan.status === 'draft' ? null : new Date(issued).toISOString(),
        updateTime: new Date(
          plan.status === 'withdrawn' ? issued + 4 * DAY : plan.status === 'draft' ? created : issued,
        ).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const template = await db
      .insertInto('application_files')
      .values({
        applyId: `RT${taskId}`,
        fileName: `${plan.title}模板.pdf`,
        fileType: 'pdf',
        size: 900,
        path: `seed/${9100 + taskId}.pdf`,
        uploaderId: creator.id,
        uploadTime: new Date(created).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('reporting_tasks')
      .set({ templateFileId: template.id })
      .where('id', '=', taskId)
      .execute()
    const operators = plan.chosen ?? (await operatorsIn(db, plan.areaCode)).map((row) => row.operatorId)
    for (const [index, operatorId] of operators.entries()) {
      const own = operatorId === DEMO_OPERATOR_ID
      let outcome: Outcome =
        plan.status === 'draft' ? 'missing' : own && plan.demo ? plan.demo : OUTCOMES[index % OUTCOMES.length]
      // The deadline's side decides what can have happened: late reports only once it passed.
      if (outcome === 'late' && plan.deadline > 0) outcome = 'pending'
      if (plan.status === 'withdrawn' && outcome !== 'missing') outcome = 'pending'
      const applicant = own ? users.operator : { id: 0, name: REPORTERS[index % REPORTERS.length] }
      const examiner = plan.areaCode.startsWith('1201') ? users.tianjin : users.admin
      // Submissions after issue, before the deadline (or the withdrawal, or now); late ones after it.
      const end = Math.min(
        base - 2 * HOUR,
        base + plan.deadline * DAY - 20 * HOUR,
        plan.status === 'withdrawn' ? issued + 4 * DAY : Infinity,
      )
      const span = Math.max(end - issued, 4 * HOUR)
      let time =
        outcome === 'late'
          ? base + plan.deadline * DAY + 3 * DAY
          : issued + Math.floor((((index % 7) + 1) * span) / 10)
      let applyId: string | null = null
      let status = 'missing'
      let submitTime: string | null = null
      if (outcome !== 'missing') {
        serial++
        applyId = `TB${new Date(time).toISOString().slice(0, 10).replace(/-/g, '')}${String(8000 + serial).padStart(5, '0')}`
        const steps: {
          action: string
          from: string | null
          to: string
          who: User
          opinion: string
          at: number
        }[] = [
          { action: 'create', from: null, to: 'draft', who: applicant, opinion: '', at: time },
          { action: 'submit', from: 'draft', to: 'pending', who: applicant, opinion: '', at: time },
        ]
        const step = (action: string, from: string, to: string, who: User, opinion = '') => {
          time += Math.floor(span / 12)
          steps.push({ action, from, to, who, opinion, at: Math.min(time, base - HOUR) })
        }
        if (outcome === 'approved' || outcome === 'late')
          step('approve', 'pending', 'approved', examiner, OPINIONS.approve[index % 3])
        if (outcome === 'rejected' || outcome === 'resubmitted')
          step('return', 'pending', 'rejected', examiner, OPINIONS.return[index % 2])
        if (outcome === 'resubmitted') {
          step('resubmit', 'rejected', 'pending', applicant)
          step('approve', 'pending', 'approved', examiner, OPINIONS.approve[0])
        }
        const file = await db
          .insertInto('application_files')
          .values({
            applyId,
            fileName: `${plan.title}.pdf`,
            fileType: 'pdf',
            size: 900,
            path: `seed/${9200 + serial}.pdf`,
            uploaderId: applicant.id,
            uploadTime: new Date(steps[0].at).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const last = steps[steps.length - 1]
        const examined = [...steps]
          .reverse()
          .find((item) => item.action === 'approve' || item.action === 'return')
        submitTime = new Date([...steps].reverse().find((item) => item.to === 'pending')!.at).toISOString()
        status = last.to
        await db
          .insertInto('applications')
          .values({
            applyId,
            flow: REPORTING_FLOW.key,
            operatorId,
            areaCode: plan.areaCode,
            type: plan.kind,
            status,
            title: plan.title,
            fieldsJson: JSON.stringify({ taskId, taskTitle: plan.title, remark: '已按模板填报，请审核。' }),
            attachmentsJson: JSON.stringify([file.id]),
            version: steps.length,
            submitterId: applicant.id,
            submitterName: applicant.name,
            createTime: new Date(steps[0].at).toISOString(),
            submitTime,
            updateTime: new Date(last.at).toISOString(),
            examinerName: examined?.who.name ?? null,
            opinion: examined?.opinion || null,
            validUntil: null,
          })
          .execute()
        await db
          .insertInto('application_steps')
          .values(
            steps.map((item, position) => ({
              applyId: applyId!,
              action: item.action,
              fromStatus: item.from,
              toStatus: item.to,
              userId: item.who.id,
              userName: item.who.name,
              opinion: item.opinion,
              attachmentsJson: JSON.stringify(position === 0 ? [file.id] : []),
              time: new Date(item.at).toISOString(),
            })),
          )
          .execute()
      }
      await db
        .insertInto('reporting_targets')
        .values({
          taskId,
          operatorId,
          applyId,
          status,
          submitTime,
          updateTime: submitTime ?? new Date(issued).toISOString(),
        })
        .execute()
    }
    await recount(db, taskId)
  }
}
