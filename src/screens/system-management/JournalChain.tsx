import { Alert } from 'antd'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import { useRequest } from '../../ui/useRequest'
import { ssoApiOf } from './sso'

/**
 * Whether the journal's hash chain is intact (`GET /system-management/journal/chain`): 日志链完整
 * with the number of entries checked, or where it breaks. Nothing while the check runs or when it
 * failed (the HTTP client has shown its message).
 */
export function JournalChain() {
  const data = useDataClient()
  const chain = useRequest(() => ssoApiOf(data).journalChain(), [data]).data
  if (!chain) return null
  const broken = chain.brokenAt
  return (
    <Alert
      role="status"
      type={chain.intact ? 'success' : 'error'}
      showIcon
      style={{ marginBottom: 12 }}
      message={
        chain.intact || !broken
          ? `日志链完整，已校验 ${chain.checked} 条`
          : `日志链在第 ${broken.id} 条（${formatDateTime(broken.time)}）处断裂`
      }
    />
  )
}
