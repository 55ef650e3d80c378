/** APP意见反馈 (issue 20): app users' feedback, phones stored masked. */
import { APP_FEEDBACK_STATUS, APP_FEEDBACK_TYPE } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'

export const APP_FEEDBACK = describeList({
  resource: 'mobile-management/feedback',
  title: 'APP意见反馈',
  key: 'id',
  // The feedback and its reply.
  keyColumns: ['id', 'phoneMasked', 'feedbackType', 'status', 'content', 'reply'],
  serve: {
    page: 'mobile-feedback-management',
    table: 'app_feedback',
    numericKey: true,
    keyword: { contains: ['content'] },
    defaultSort: ['createTime', 'desc'],
  },
  fields: {
    id: { label: 'ID', kind: 'int', filter: 'eq', sortable: true, exportWidth: 10 },
    appUserId: { label: '用户ID', kind: 'int', filter: 'eq' },
    phoneMasked: { label: '手机号', exportWidth: 16 },
    feedbackType: { label: '反馈类型', filter: 'eq', enum: APP_FEEDBACK_TYPE },
    content: { label: '反馈内容', exportWidth: 50 },
    createTime: { label: '反馈时间', kind: 'time', filter: 'range', sortable: true },
    status: { label: '状态', filter: 'eq', enum: APP_FEEDBACK_STATUS },
    reply: { label: '回复内容', exportWidth: 50 },
    replier: { label: '回复人' },
    replyTime: { label: '回复时间', kind: 'time' },
    // Stored only: the version a step names (the one engine, migration 0041).
    version: { label: '版本', kind: 'int' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/feedback': typeof APP_FEEDBACK
  }
}
