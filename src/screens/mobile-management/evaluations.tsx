/**
 * 评价管理 (issue 20): users' ratings and texts; 审核通过, or 隐藏 with a reason; sensitive words
 * from the configurable list are marked in the text (敏感词设置).
 */
import { MODERATION_STATUS } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn } from '../archives-management/fields'
import { MarkedText, SensitiveWordsDialog } from './sensitive'

const SCORES = [1, 2, 3, 4, 5].map((score) => ({ value: score, label: `${score}星` }))

export default defineListScreen({
  resource: 'mobile-management/evaluations',
  keyword: { placeholder: '评价内容或用户昵称' },
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: [
    col.number('id', 'ID', { width: 80, fixed: 'left' }),
    col.text('nickName', '用户昵称', { width: 110 }),
    col.enum('score', '评分', SCORES, { search: true, sortable: true, width: 90 }),
    col.text('content', '评价内容', {
      width: 280,
      render: (value) => <MarkedText text={String(value ?? '')} />,
    }),
    col.enum('status', '审核状态', MODERATION_STATUS, { search: true, width: 100 }),
    col.datetime('createTime', '评价时间', { sortable: true }),
    col.text('stationName', '充电站名称', { width: 220 }),
    col.text('stationId', '充电站编号', { width: 130, search: true, hideInTable: true }),
    operatorColumn(),
    areaColumn(),
    col.text('hideReason', '隐藏原因', { width: 180 }),
    col.text('moderator', '审核人'),
    col.datetime('moderateTime', '审核时间'),
  ],
  detail: { title: (item) => `评价 #${item.id ?? ''}` },
  actions: [
    action.view(),
    action.export(),
    action.step('approve', '通过', {
      permission: 'examine',
      confirm: '确定审核通过该评价吗？通过后将在APP中显示。',
      when: (item) => item.status !== 'approved',
    }),
    action.step('hide', '隐藏', {
      permission: 'examine',
      fields: [col.text('reason', '隐藏原因', { required: true, multiline: true, maxLength: 500 })],
      when: (item) => item.status !== 'hidden',
    }),
    action.dialog('sensitive-words', '敏感词设置', SensitiveWordsDialog, { scope: 'toolbar' }),
  ],
})
