/**
 * 填报情况 (issue 17: reporting-manager): one row per operator a task is addressed to, with its
 * report's status and the 逾期 flag (missing after the deadline day, or submitted after it). The
 * `overdue` parameter filters by that flag (the server's rule, not a column).
 */
import {
  REPORT_KIND,
  REPORT_OVERDUE,
  REPORT_STATUS,
  REPORT_TASK_STATUS,
} from '../../../core/domain/enums-reporting'
import { describeList } from '../describe'
import { OPERATOR_ID } from '../shared'

export const REPORTING_TARGETS = describeList({
  resource: 'data-input/reporting-targets',
  title: '填报情况',
  key: 'id',
  keyColumns: [
    'id',
    'title',
    'deadline',
    'taskStatus',
    'operatorId',
    'status',
    'overdue',
    'submitTime',
    'opinion',
  ],
  fields: {
    id: { label: '编号', kind: 'int' },
    taskId: { label: '任务编号', kind: 'int', filter: 'eq' },
    title: { label: '任务名称' },
    kind: { label: '填报类型', filter: 'eq', enum: REPORT_KIND },
    deadline: { label: '截止日期', sortable: true },
    taskStatus: { label: '任务状态', filter: 'eq', enum: REPORT_TASK_STATUS },
    areaCode: { label: '所属区域', kind: 'area', filter: 'area', sortable: true },
    operatorId: OPERATOR_ID,
    applyId: { label: '填报编号' },
    status: { label: '填报状态', filter: 'eq', enum: REPORT_STATUS },
    submitTime: { label: '提交时间', kind: 'time', sortable: true },
    overdue: { label: '是否逾期', kind: 'int', enum: REPORT_OVERDUE },
    version: { label: '版本', kind: 'int' },
    examinerName: { label: '审核人' },
    opinion: { label: '审核意见' },
    updateTime: { label: '更新时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'data-input/reporting-targets': typeof REPORTING_TARGETS
  }
}
