/**
 * 审计日志 (issue 7): the journal, read-only, newest first; filters by user, action, time range and
 * result; the detail shows the change before and after; export as a job (decisions: Exports).
 * Never kept alive as a tab (section 1). Above the list: whether the journal's hash chain is intact.
 */

import { JOURNAL_ACTIONS, JOURNAL_RESULT } from '../../core/domain/enums'
import { col, filter } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { ChangeView } from './ChangeView'
import { JournalChain } from './JournalChain'

export default defineListScreen({
  resource: 'system-management/journal',
  rowKey: 'id',
  // The journal has no keyword search; its filters are the server's (user, action, time, result).
  keyword: false,
  columns: [
    col.datetime('time', '时间', { width: 170, fixed: 'left' }),
    col.text('username', '用户', { width: 120, search: true }),
    col.enum('action', '操作', JOURNAL_ACTIONS, { width: 150, search: true }),
    col.text('target', '对象', { width: 220 }),
    col.enum('result', '结果', JOURNAL_RESULT, { width: 80, search: true }),
    col.text('message', '说明', { width: 220 }),
    col.text('ip', 'IP', { width: 130 }),
  ],
  filters: [filter.dateRange('time', '时间范围', { showTime: true })],
  detailFields: [
    col.text('changes', '变更内容', {
      hideInTable: true,
      render: (_value, record) => <ChangeView before={record.before} after={record.after} />,
    }),
  ],
  detail: {
    fetch: false,
    title: (entry) => `审计日志：${String(entry.username ?? '')}`,
    sections: [
      { title: '基本信息', fields: ['time', 'username', 'action', 'target', 'result', 'message', 'ip'] },
      { title: '变更前后', fields: ['changes'] },
    ],
  },
  // Whether the journal's hash chain is intact, above the entries.
  above: JournalChain,
  actions: [action.view(), action.export()],
})
