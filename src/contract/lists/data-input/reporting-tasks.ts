/**
 * 填报任务 (issue 17: reporting-manager): each task with its progress (已提交 n / 应提交 m, 逾期 k);
 * the deadline is a day `YYYY-MM-DD`.
 */
import { REPORT_KIND, REPORT_SCOPE, REPORT_TASK_STATUS } from '../../../core/domain/enums-reporting'
import { describeList } from '../describe'

export const REPORTING_TASKS = describeList({
  resource: 'data-input/reporting-tasks',
  title: '填报任务',
  key: 'id',
  keyColumns: [
    'id',
    'title',
    'description',
    'deadline',
    'status',
    'targetCount',
    'submittedCount',
    'overdueCount',
  ],
  fields: {
    id: { label: '任务编号', kind: 'int', sortable: true },
    title: { label: '任务名称', filter: 'contains' },
    kind: { label: '填报类型', filter: 'eq', enum: REPORT_KIND },
    description: { label: '填报要求' },
    areaCode: { label: '所属区域', kind: 'area', filter: 'area', sortable: true },
    scope: { label: '下发范围', filter: 'eq', enum: REPORT_SCOPE },
    deadline: { label: '截止日期', sortable: true },
    status: { label: '状态', filter: 'eq', enum: REPORT_TASK_STATUS },
    templateFileId: { label: '模板', kind: 'int' },
    targetCount: { label: '应提交', kind: 'int' },
    submittedCount: { label: '已提交', kind: 'int' },
    lateCount: { label: '逾期提交', kind: 'int' },
    overdueCount: { label: '逾期', kind: 'int' },
    progress: { label: '填报进度' },
    version: { label: '版本', kind: 'int' },
    creatorId: { label: '创建人ID', kind: 'int' },
    creatorName: { label: '创建人' },
    createTime: { label: '创建时间', kind: 'time', sortable: true },
    issueTime: { label: '下发时间', kind: 'time' },
    updateTime: { label: '更新时间', kind: 'time', filter: 'range', sortable: true },
    // The detail's operators the task is addressed to.
    operatorNames: { label: '下发运营商', only: 'detail' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'data-input/reporting-tasks': typeof REPORTING_TASKS
  }
}
