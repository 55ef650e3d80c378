/**
 * 审计日志 (issue 7): the journal, read-only, newest first; filters by user, action, time range and
 * result; the detail shows the change before and after; export as a job (decisions: Exports).
 * Never kept alive as a tab (section 1). Above the list: whether the journal's hash chain is intact.
 */

import { JOURNAL } from '../../contract/lists/system-management/journal'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { ChangeView } from './ChangeView'
import { JournalChain } from './JournalChain'

const f = fieldsOf(JOURNAL)

export default defineListScreen({
  resource: JOURNAL.resource,
  rowKey: 'id',
  // The journal has no keyword search; its filters are the server's (user, action, time, result).
  keyword: false,
  columns: [
    f.col('time', { width: 170, fixed: 'left' }),
    f.col('username', { width: 120, search: true }),
    f.col('action', { width: 150, search: true }),
    f.col('target', { width: 220 }),
    f.col('result', { width: 80, search: true }),
    f.col('message', { width: 220 }),
    f.col('ip', { width: 130 }),
  ],
  filters: [f.range('time', { showTime: true })],
  detailFields: [
    f.col('changes', {
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
