/**
 * 意见反馈 (docs/domain.md: Feedback): the feedback items as each screen lists them — the staff's
 * (`mine` for one's own), the manager's and the operator's (only what reached the operator).
 * `overdue` is a rule of the server's clock; the list's `overdue` parameter filters by it.
 */
import { FEEDBACK_STATUS, YES_NO } from '../../../core/domain/enums'
import { FEEDBACK_TYPE, OVERDUE_FLAG } from '../../../core/domain/feedback'
import { describeList, type ListField } from '../describe'
import { ITEM_AREA_CODE, OPERATOR_ID, STATION_ID } from '../shared'

const FIELDS = {
  feedbackId: { label: '反馈编号', filter: 'prefix', sortable: true },
  type: { label: '反馈类型', filter: 'eq', enum: FEEDBACK_TYPE },
  status: { label: '状态', filter: 'eq', enum: FEEDBACK_STATUS },
  stationId: STATION_ID,
  stationName: { label: '充电站', filter: 'contains' },
  operatorId: OPERATOR_ID,
  areaCode: ITEM_AREA_CODE,
  description: { label: '问题描述' },
  submitterName: { label: '提交人' },
  submitTime: { label: '提交时间', kind: 'time', filter: 'range', sortable: true },
  dispatcherName: { label: '派发人' },
  dispatchTime: { label: '派发时间', kind: 'time', sortable: true },
  limitDays: { label: '处理时限', kind: 'int', unit: '个工作日' },
  deadline: { label: '处理截止', sortable: true },
  overdue: { label: '是否逾期', kind: 'int', enum: OVERDUE_FLAG },
  handlerName: { label: '处理人' },
  handleTime: { label: '处理时间', kind: 'time', sortable: true },
  result: { label: '处理结果' },
  opinion: { label: '审核意见' },
  closeTime: { label: '关闭时间', kind: 'time' },
  updateTime: { label: '更新时间', kind: 'time', filter: 'range', sortable: true },
  // Stored only: late handling, the row's version, the pictures' ids (JSON).
  handledLate: { label: '逾期处理', kind: 'int' },
  version: { label: '版本', kind: 'int' },
  picturesJson: { label: '反馈图片' },
  resultPicturesJson: { label: '处理图片' },
  pictures: { label: '反馈图片', only: 'detail' },
  resultPictures: { label: '处理图片', only: 'detail' },
  history: { label: '处理记录', only: 'detail' },
} satisfies Record<string, ListField>

/** The three feedback lists' key columns: the feedback, its station, 状态, deadline and result. */
const KEY_COLUMNS = [
  'feedbackId',
  'type',
  'status',
  'stationId',
  'stationName',
  'operatorId',
  'description',
  'submitTime',
  'limitDays',
  'deadline',
  'overdue',
  'handlerName',
  'result',
  'opinion',
  'resultPicturesJson',
] as const

export const STAFF_FEEDBACKS = describeList({
  resource: 'feedback/staff-feedbacks',
  title: '意见反馈管理',
  key: 'feedbackId',
  keyColumns: KEY_COLUMNS,
  fields: { ...FIELDS, mine: { label: '只看我提交的', kind: 'int', enum: YES_NO, only: 'param' } },
})

export const MANAGER_FEEDBACKS = describeList({
  resource: 'feedback/manager-feedbacks',
  title: '反馈审核派发',
  key: 'feedbackId',
  keyColumns: KEY_COLUMNS,
  fields: FIELDS,
})

/** The statuses of what reached the operator: dispatched, handled, closed after handling. */
export const OPERATOR_STATUSES: readonly string[] = ['dispatched', 'handled', 'closed']

export const OPERATOR_FEEDBACKS = describeList({
  resource: 'feedback/operator-feedbacks',
  title: '反馈处理',
  key: 'feedbackId',
  keyColumns: KEY_COLUMNS,
  fields: {
    ...FIELDS,
    status: {
      ...FIELDS.status,
      enum: FEEDBACK_STATUS.filter((item) => OPERATOR_STATUSES.includes(item.value)),
    },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'feedback/staff-feedbacks': typeof STAFF_FEEDBACKS
    'feedback/manager-feedbacks': typeof MANAGER_FEEDBACKS
    'feedback/operator-feedbacks': typeof OPERATOR_FEEDBACKS
  }
}
