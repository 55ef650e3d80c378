/**
 * The reporting flow (issue 17: reporting-manager): an operator's report on a reporting task is
 * an application of the workflow engine. The operator 提交 (草稿 → 已提交) and may 重新提交 while
 * it stands or once staff returned it; staff 通过 it or 退回 it with an opinion (which reopens it).
 * The deadline and the task's status are checked around the engine (server/src/data-input).
 */
import { REPORT_KIND } from './enums-reporting'
import { ENDS } from './flow-kit'
import { tellApplicant } from './flow-notices'
import { defineFlow } from './flows'

const SUBMIT = 'reporting-manager/submit'
const EXAMINE = 'reporting-manager/examine'
/** The task's manager examines a standing report (the task's area). */
const MANAGER = [{ permission: EXAMINE, scope: 'area' }] as const

/** 数据填报. */
export const REPORTING_FLOW = defineFlow({
  key: 'reporting',
  title: '数据填报',
  idPrefix: 'TB',
  types: REPORT_KIND,
  statuses: ['draft', 'pending', 'approved', 'rejected'],
  create: { permission: SUBMIT },
  edits: [{ permission: SUBMIT, statuses: ['draft', 'pending', 'rejected'] }],
  transitions: [
    {
      action: 'submit',
      label: '提交',
      from: ['draft'],
      to: 'pending',
      permission: SUBMIT,
      next: MANAGER,
      notice: null,
    },
    {
      action: 'resubmit',
      label: '重新提交',
      from: ['pending', 'rejected'],
      to: 'pending',
      permission: SUBMIT,
      next: MANAGER,
      notice: null,
    },
    {
      action: 'approve',
      label: '通过',
      from: ['pending'],
      to: 'approved',
      permission: EXAMINE,
      opinion: 'optional',
      notBy: ['applicant'],
      next: ENDS,
      notice: tellApplicant('approved'),
    },
    {
      action: 'return',
      label: '退回',
      from: ['pending'],
      to: 'rejected',
      permission: EXAMINE,
      opinion: 'required',
      danger: true,
      notBy: ['applicant'],
      next: [{ permission: SUBMIT, scope: 'company' }],
      notice: tellApplicant('sent-back', true),
    },
  ],
})

const ISSUE = 'reporting-manager/issue'

/** A reporting task: 下发 (草稿 → 已下发) to its operators, 撤回 (已下发 → 已撤回); its deadline closes it. */
export const REPORTING_TASK_FLOW = defineFlow({
  key: 'reporting-task',
  title: '填报任务',
  statuses: ['draft', 'issued', 'closed', 'withdrawn'],
  transitions: [
    {
      action: 'issue',
      label: '下发',
      from: ['draft'],
      to: 'issued',
      permission: ISSUE,
      next: [{ permission: SUBMIT, scope: 'company', asks: '填报' }],
      notice: null,
    },
    {
      action: 'withdraw',
      label: '撤回',
      from: ['issued'],
      to: 'withdrawn',
      permission: ISSUE,
      next: ENDS,
      notice: { kind: 'withdrawn', to: ['actors'] },
    },
  ],
})
