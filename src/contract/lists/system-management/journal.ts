/**
 * 审计日志 (issue 7): the journal, newest first; a hand-written list (../describe.ts:
 * HandWrittenList) whose filters are src/contract/system-management-journal.ts's.
 */
import { JOURNAL_RESULT } from '../../../core/domain/enums'
import { JOURNAL_ACTIONS } from '../../journal-actions'
import { describeList } from '../describe'

export const JOURNAL = describeList({
  resource: 'system-management/journal',
  title: '审计日志',
  key: 'id',
  // An audit reads who did what to which object.
  keyColumns: ['id', 'time', 'username', 'action', 'result', 'message', 'ip', 'target'],
  fields: {
    id: { label: 'ID', kind: 'int' },
    time: { label: '时间', kind: 'time', filter: 'range' },
    username: { label: '用户', filter: 'contains' },
    action: { label: '操作', filter: 'prefix', enum: JOURNAL_ACTIONS },
    target: { label: '对象' },
    result: { label: '结果', filter: 'eq', enum: JOURNAL_RESULT },
    message: { label: '说明' },
    ip: { label: 'IP' },
    // Summaries of the record before and after the change (the export writes them whole).
    before: { label: '变更前' },
    after: { label: '变更后' },
    // The detail's view of before and after side by side.
    changes: { label: '变更内容', only: 'detail' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'system-management/journal': typeof JOURNAL
  }
}
