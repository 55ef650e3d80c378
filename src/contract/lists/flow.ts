/**
 * The list of a flow screen (docs/decisions.md: Workflow engine; server/src/workflow/resource.ts):
 * one flow's applications in the statuses the screen shows. Every flow screen has the same
 * columns; its summary column (`title`, from the application's own fields) is labelled by what it
 * names (企业名称, 平台名称, 充电站名称), and its status filter offers the screen's statuses only.
 */

import type { ApplyStatus } from '../../core/domain/enums'
import { type FlowDeclaration, statusesOf } from '../../core/domain/flows'
import type { RouteName } from '../../core/domain/routes'
import { type DescribedKey, describeList, type ListField } from './describe'
import { ITEM_AREA_CODE, OPERATOR_ID } from './shared'

/** The fields of a flow screen's list: `title` labelled `title`, statuses those listed. */
export function flowListFields(flow: FlowDeclaration, title: string, statuses: readonly ApplyStatus[]) {
  return {
    applyId: { label: '申请编号', filter: 'prefix', sortable: true },
    operatorId: OPERATOR_ID,
    areaCode: ITEM_AREA_CODE,
    type: { label: '申请类型', filter: 'eq', enum: flow.types },
    status: {
      label: '状态',
      filter: 'eq',
      enum: statusesOf(flow).filter((status) => statuses.includes(status.value as ApplyStatus)),
    },
    title: { label: title, filter: 'contains' },
    submitterName: { label: '申请人' },
    submitTime: { label: '提交时间', kind: 'time', filter: 'range' },
    createTime: { label: '创建时间', kind: 'time', sortable: true },
    updateTime: { label: '更新时间', kind: 'time', filter: 'range', sortable: true },
    examinerName: { label: '审核人' },
    opinion: { label: '审核意见' },
    // The release's own actor (发放, 撤销), never the reviewer's fields (issue 42 item 4).
    issuerName: { label: '发放人' },
    issuerOpinion: { label: '发放意见' },
    validUntil: { label: '有效期至', kind: 'time' },
    version: { label: '版本', kind: 'int' },
    // The review queue's columns (issue 41 item 4), computed for each page from the status history.
    waitingDays: { label: '等待天数', kind: 'int', unit: '个工作日' },
    deadline: { label: '截止日期', kind: 'date' },
    overdue: { label: '是否超期' },
    handler: { label: '当前处理人' },
    /** `waiting=me`: the caller's queue (待我处理), from the flow's declaration. */
    waiting: { label: '待我处理', only: 'param' },
    // In list rows too: an edit form opened from the list fills in the flow's own fields.
    fieldsJson: { label: '申请内容' },
    attachmentsJson: { label: '附件' },
  } satisfies Record<string, ListField>
}

/**
 * The key columns of every flow list (issue 42 item 15): the application, whose it is, its type
 * and 状态, the review (审核意见 and its reviewer), the queue's wait and deadline (issue 41
 * item 4) and an issued proof's validity. The applicant, the times, the release's actor and the region are
 * secondary: in 列设置 when the table would scroll at 1440 px.
 */
const FLOW_KEY_COLUMNS = [
  'applyId',
  'title',
  'operatorId',
  'type',
  'status',
  'examinerName',
  'opinion',
  'waitingDays',
  'deadline',
  'overdue',
  'handler',
  // An issued proof's validity (issue 42 item 4).
  'validUntil',
] as const

/**
 * Describe a flow screen's list: `page` is the screen's (the route catalogue's name, its
 * permission page), `statuses` those it shows, default every status of the flow. The server
 * serves the screen from this alone (server/src/workflow/resource.ts: flowScreens).
 */
export const describeFlowList = <R extends DescribedKey>(
  { resource, title: listTitle, page }: { resource: R; title: string; page: RouteName },
  flow: FlowDeclaration,
  title: string,
  statuses: readonly ApplyStatus[] = flow.statuses,
) =>
  Object.assign(
    describeList({
      resource,
      title: listTitle,
      key: 'applyId',
      keyColumns: FLOW_KEY_COLUMNS,
      fields: flowListFields(flow, title, statuses),
    }),
    { page, flow: flow.key },
  )

/** A flow screen's list. */
export type FlowListDescription = ReturnType<typeof describeFlowList>

/** Staff screens do not list an applicant's drafts (they are not submitted yet). */
export const SUBMITTED = [
  'pending',
  'reviewing',
  'approved',
  'rejected',
  'issued',
  'expired',
  'revoked',
] as const
