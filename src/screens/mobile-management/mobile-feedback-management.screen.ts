/**
 * APP意见反馈 (issue 20): app users' feedback (phones masked) with 回复 and 关闭, as
 * APP_FEEDBACK_FLOW declares them.
 */
import { APP_FEEDBACK } from '../../contract/lists/mobile-management/feedback'
import { APP_FEEDBACK_FLOW } from '../../core/domain/flows-mobile'
import { col } from '../../ui/fields/builders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { flowSteps } from '../../ui/list/flowSteps'

const f = fieldsOf(APP_FEEDBACK)

export default defineListScreen({
  resource: APP_FEEDBACK.resource,
  keyword: { placeholder: '反馈内容' },
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: [
    f.col('id', { width: 80, fixed: 'left' }),
    f.col('appUserId', { width: 100, search: true }),
    f.col('phoneMasked', { width: 130 }),
    f.col('feedbackType', { search: true }),
    f.col('content', { width: 280 }),
    f.col('createTime'),
    f.col('status', { search: true }),
    f.col('reply', { width: 240 }),
    f.col('replier'),
    f.col('replyTime'),
  ],
  detail: { title: (item) => `意见反馈 #${item.id ?? ''}` },
  actions: [
    action.view(),
    action.export(),
    ...flowSteps(APP_FEEDBACK_FLOW, {
      fields: {
        reply: [
          col.text('reply', APP_FEEDBACK.fields.reply.label, {
            required: true,
            multiline: true,
            maxLength: 1000,
          }),
        ],
      },
      confirm: { close: '关闭后不能再回复，确定关闭该反馈吗？' },
    }),
  ],
})
