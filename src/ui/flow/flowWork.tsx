/**
 * A flow screen's queue and batch work (issue 41 items 4 and 5), from the flow declaration: the
 * list opens on 待我处理 where the user holds a queue step of the page (flow-kit `queueSteps`), shows
 * 等待天数, 截止日期 (where the flow declares deadlines), an overdue mark and 当前处理人, and offers
 * the page's steps as batch actions (批量受理, 批量审核通过, 批量驳回, 批量登记发放 …) that the server runs
 * per record (src/contract/batch-steps.ts).
 */
import { theme } from 'antd'
import type { FlowListDescription } from '../../contract/lists/flow'
import type { DataClient } from '../../core/data'
import { queueSteps } from '../../core/domain/flow-kit'
import type { FlowDeclaration, FlowTransition } from '../../core/domain/flows'
import type { Field, Row } from '../fields/types'
import type { BatchAction, ListQueue } from '../list/batch'
import { fieldsOf } from '../list/described'

/** The list parameter of the caller's queue (server/src/workflow/queue.ts). */
export const FLOW_QUEUE: ListQueue = { param: 'waiting', value: 'me' }

/** The applicant's own steps: never batched (each submission checks its own documents). */
const APPLICANT_STEPS = new Set(['submit', 'resubmit'])

/** The batch label of a step: 发放 is registered (登记发放) in a batch (issue 41 item 5). */
const BATCH_LABEL: Readonly<Record<string, string>> = { issue: '登记发放' }

/** Whether the user holds a queue step of the page (the list then opens on 待我处理). */
export function flowQueue(
  flow: FlowDeclaration,
  holds: (permission: string) => boolean,
): ListQueue | undefined {
  return queueSteps(flow).some((step) => holds(step.permission)) ? FLOW_QUEUE : undefined
}

/** The steps of the page a batch may take: the reviewers' (not the applicant's, not 撤销's end of a release). */
export function batchSteps(flow: FlowDeclaration, page: string): FlowTransition[] {
  return flow.transitions.filter(
    (step) =>
      step.permission.startsWith(`${page}/`) &&
      !APPLICANT_STEPS.has(step.action) &&
      !step.when &&
      !(step.danger && step.actor === 'issuer'),
  )
}

/** The batch actions of a flow screen, each one call of the area's batch endpoint. */
export function flowBatch(
  flow: FlowDeclaration,
  page: string,
  data: DataClient,
  resource: string,
): BatchAction[] {
  return batchSteps(flow, page).map((step) => ({
    key: `batch-${step.action}`,
    label: `批量${BATCH_LABEL[step.action] ?? step.label}`,
    permission: step.permission.split('/')[1],
    danger: step.danger,
    opinion: step.opinion,
    // The batch call loads when a batch is first run (flowBatchRun.ts): off the list's first screen.
    run: (rows: readonly Row[], opinion: string) =>
      import('./flowBatchRun').then((module) =>
        module.runFlowBatch(flow, step, data, resource, rows, opinion),
      ),
  }))
}

/**
 * Days waiting, in the error colour with 已超期 when overdue. Plain text in the theme's colours,
 * not Typography and Tag: those would join every flow list's first bytes (budgets.md).
 */
function WaitingDays({ days, overdue }: { days: string; overdue: boolean }) {
  const { token } = theme.useToken()
  if (!overdue) return <>{days} 个工作日</>
  return (
    <span style={{ color: token.colorError }}>
      {days} 个工作日
      <span
        style={{
          marginLeft: 6,
          padding: '0 7px',
          border: `1px solid ${token.colorErrorBorder}`,
          borderRadius: token.borderRadiusSM,
          background: token.colorErrorBg,
          fontSize: token.fontSizeSM,
        }}
      >
        已超期
      </span>
    </span>
  )
}

/** The queue's columns: 等待天数 (red with 已超期 when overdue), 截止日期 where declared, 当前处理人. */
export function queueColumns(list: FlowListDescription, flow: FlowDeclaration): Field[] {
  const f = fieldsOf(list)
  const overdue = (row: Row) => row.overdue === true
  return [
    f.col('waitingDays', {
      width: 130,
      hideInForm: true,
      render: (value, row) =>
        value === null || value === undefined ? (
          '-'
        ) : (
          <WaitingDays days={String(value)} overdue={overdue(row)} />
        ),
    }),
    f.col('deadline', { width: 120, hideInForm: true, hideInTable: !flow.deadlines }),
    f.col('handler', { width: 150, hideInForm: true }),
  ]
}
