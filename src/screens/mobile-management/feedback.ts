/** APP意见反馈 (issue 20): app users' feedback (phones masked) with 回复 and 关闭. */
import { APP_FEEDBACK_STATUS, APP_FEEDBACK_TYPE } from '../../core/domain/enums-mobile-management'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'

export default defineListScreen({
  resource: 'mobile-management/feedback',
  keyword: { placeholder: '反馈内容' },
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: [
    col.number('id', 'ID', { width: 80, fixed: 'left' }),
    col.number('appUserId', '用户ID', { width: 100, search: true }),
    col.text('phoneMasked', '手机号', { width: 130 }),
    col.enum('feedbackType', '反馈类型', APP_FEEDBACK_TYPE, { search: true }),
    col.text('content', '反馈内容', { width: 280 }),
    col.datetime('createTime', '反馈时间', { sortable: true }),
    col.enum('status', '状态', APP_FEEDBACK_STATUS, { search: true }),
    col.text('reply', '回复内容', { width: 240 }),
    col.text('replier', '回复人'),
    col.datetime('replyTime', '回复时间'),
  ],
  detail: { title: (item) => `意见反馈 #${item.id ?? ''}` },
  actions: [
    action.view(),
    action.export(),
    action.step('reply', '回复', {
      permission: 'edit',
      fields: [col.text('reply', '回复内容', { required: true, multiline: true, maxLength: 1000 })],
      when: (item) => item.status !== 'closed',
    }),
    action.step('close', '关闭', {
      permission: 'edit',
      confirm: '关闭后不能再回复，确定关闭该反馈吗？',
      when: (item) => item.status === 'replied',
    }),
  ],
})
