/**
 * 填报管理's two lists (issue 17): the tasks (staff: progress 已提交 n / 应提交 m, 逾期 k; new,
 * change, 下发, 撤回, delete) and the reports (one row per addressed operator, 逾期 flagged;
 * the operator's 填报 / 重新提交, staff's 审核). Row dialogs: ReportingTaskDialog, ReportDialog.
 */
import { Tag } from 'antd'
import { stepReportingTask } from '../../contract/endpoints/data-input-reporting'
import { REPORTING_TARGETS } from '../../contract/lists/data-input/reporting-targets'
import { REPORTING_TASKS } from '../../contract/lists/data-input/reporting-tasks'
import type { RowOf } from '../../contract/lists/rows'
import { REPORT_OVERDUE } from '../../core/domain/enums-reporting'
import { regionName } from '../../core/domain/regions'
import { EMPTY_TEXT } from '../../core/format'
import type { Row } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import type { ActionContext, ListScreenDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { preloadable } from '../../ui/preloadable'

// The row dialogs (antd's Form, Modal, Upload, DatePicker) load when one first opens, not before
// the rows (budgets.md: bytes until rows are visible).
const reportDialog = () => import('./ReportDialog')
const ReportDetail = preloadable(() => reportDialog().then((module) => module.ReportDetail))
const ReportSubmit = preloadable(() => reportDialog().then((module) => module.ReportSubmit))
const ReportExamine = preloadable(() => reportDialog().then((module) => module.ReportExamine))
const ReportingTaskDialog = preloadable(() =>
  import('./ReportingTaskDialog').then((module) => module.ReportingTaskDialog),
)

const step = (name: 'issue' | 'withdraw' | 'delete') => (context: ActionContext & { record: Row }) =>
  context.data.call(stepReportingTask, {
    params: { id: Number(context.record.id), action: name },
    body: { version: Number(context.record.version) },
  })

const task = fieldsOf(REPORTING_TASKS)
const report = fieldsOf(REPORTING_TARGETS)

/**
 * The tasks (staff); `manages`: whether the user runs a task (its region is the user's own; a task
 * of another region addressed to operators of the user's area is shown, not run).
 */
export function tasksList(
  manages: (row: Row) => boolean,
): ListScreenDefinition<RowOf<typeof REPORTING_TASKS>> {
  return {
    resource: REPORTING_TASKS.resource,
    rowKey: 'id',
    keyword: { placeholder: '任务名称' },
    columns: [
      task.col('title', { width: 240, fixed: 'left' }),
      task.col('status', { search: true, width: 100 }),
      task.col('progress', {
        width: 300,
        render: (_value, row) => (
          <span>
            已提交 {String(row.submittedCount)} / 应提交 {String(row.targetCount)}
            {Number(row.overdueCount) > 0 ? (
              <Tag color="error" style={{ marginInlineStart: 8 }}>
                逾期 {String(row.overdueCount)}
              </Tag>
            ) : null}
          </span>
        ),
      }),
      task.col('kind', { search: true, width: 130 }),
      task.col('areaCode', { sortable: false, render: (value) => regionName(value as string), width: 110 }),
      task.col('scope', { search: true, width: 110 }),
      task.col('deadline', { width: 110 }),
      task.col('creatorName', { width: 100 }),
      task.col('issueTime'),
      task.col('updateTime'),
    ],
    detailFields: [
      task.col('description', { multiline: true }),
      task.col('operatorNames', {
        render: (value) =>
          Array.isArray(value) && value.length
            ? value.join('、')
            : '下发时确定：所属区域内有充电站的全部运营商',
      }),
    ],
    defaultSort: { field: 'updateTime', order: 'desc' },
    detail: {
      title: (row) => row.title ?? '填报任务',
      // The long texts in a section of their own, so the short fields keep their columns.
      sections: [
        {
          title: '基本信息',
          fields: [
            'status',
            'progress',
            'kind',
            'scope',
            'areaCode',
            'deadline',
            'creatorName',
            'issueTime',
            'updateTime',
          ],
        },
        { title: '填报要求', fields: ['description', 'operatorNames'] },
      ],
    },
    actions: [
      action.view(),
      action.dialog('create', '新建任务', ReportingTaskDialog, { scope: 'toolbar', permission: 'add' }),
      action.dialog('edit', '编辑', ReportingTaskDialog, {
        when: (row) => row.status === 'draft' && manages(row),
      }),
      {
        type: 'confirm',
        key: 'issue',
        label: '下发',
        scope: 'row',
        permission: 'issue',
        when: (row) => row.status === 'draft' && manages(row),
        confirm: (row) => ({
          title: '确定下发该填报任务吗？',
          content: `“${row.title}”下发后运营商即可填报，任务内容不能再修改。`,
        }),
        run: step('issue'),
      },
      {
        type: 'confirm',
        key: 'withdraw',
        label: '撤回',
        scope: 'row',
        permission: 'issue',
        when: (row) => row.status === 'issued' && manages(row),
        confirm: (row) => ({
          title: '确定撤回该填报任务吗？',
          content: `“${row.title}”撤回后运营商不能再提交，已提交的材料保留。`,
          danger: true,
        }),
        run: step('withdraw'),
      },
      {
        type: 'confirm',
        key: 'delete',
        label: '删除',
        scope: 'row',
        permission: 'delete',
        when: (row) => row.status === 'draft',
        confirm: (row) => ({
          title: '确定删除该草稿吗？',
          content: `“${row.title}”将被删除。`,
          danger: true,
        }),
        run: step('delete'),
      },
      action.export(),
    ],
  }
}

const overdueTag = (value: unknown) => {
  const entry = REPORT_OVERDUE.find((item) => item.value === Number(value))
  return entry && entry.value === 1 ? <Tag color={entry.color}>{entry.label}</Tag> : EMPTY_TEXT
}

/**
 * The reports: staff see every addressed operator of their tasks and examine those of the tasks
 * they run; an operator sees its own company's and reports.
 */
export function reportsList(staff: boolean, manages: (row: Row) => boolean): ListScreenDefinition {
  const reporting = staff
    ? [
        action.dialog('examine', '审核', ReportExamine, {
          permission: 'examine',
          when: (row) => row.taskStatus !== 'withdrawn' && row.status === 'pending' && manages(row),
        }),
      ]
    : [
        action.dialog('submit', '填报', ReportSubmit, {
          permission: 'submit',
          when: (row) =>
            row.taskStatus === 'issued' && (row.status === 'missing' || row.status === 'pending'),
        }),
        action.dialog('resubmit', '重新提交', ReportSubmit, {
          permission: 'submit',
          when: (row) =>
            (row.taskStatus === 'issued' || row.taskStatus === 'closed') && row.status === 'rejected',
        }),
      ]
  return {
    resource: REPORTING_TARGETS.resource,
    rowKey: 'id',
    keyword: { placeholder: '任务名称' },
    columns: [
      report.col('title', { width: 260, fixed: 'left' }),
      report.col('kind', { search: true, width: 130 }),
      ...(staff ? [report.col('operatorId', { width: 220 })] : []),
      report.col('deadline', { width: 110 }),
      report.col('status', { search: true, width: 100 }),
      // Filtered by the server's `overdue` parameter (the 逾期 rule), not by a column.
      report.col('overdue', { search: true, width: 100, render: overdueTag }),
      report.col('submitTime', { sortable: false }),
      report.col('examinerName', { width: 100 }),
      report.col('opinion', { width: 220 }),
      report.col('taskStatus', { search: true, width: 100 }),
    ],
    filters: staff ? [report.filter('operatorId')] : [],
    defaultSort: { field: 'updateTime', order: 'desc' },
    actions: [
      action.dialog('detail', '详情', ReportDetail, { permission: 'view' }),
      ...reporting,
      action.export(),
    ],
  }
}
