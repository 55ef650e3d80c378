import { Alert } from 'antd'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import { useRequest } from '../../ui/useRequest'
import { ssoApiOf } from './sso'

/**
 * Whether the journal's hash chain is intact (`GET /system-management/journal/chain`): 日志链完整
 * with the number of entries checked and the anchored head, where it breaks, or how many of the
 * newest entries are missing against the head. Nothing while the check runs or when it
 * failed (the HTTP client has shown its message).
 */
export function JournalChain() {
  const data = useDataClient()
  const chain = useRequest(() => ssoApiOf(data).journalChain(), [data]).data
  if (!chain) return null
  const broken = chain.brokenAt
  const head = chain.head?.lastId
    ? `，链头为第 ${chain.head.lastId} 条（${formatDateTime(chain.head.lastTime ?? '')}）`
    : ''
  return (
    <Alert
      role="status"
      type={chain.intact ? 'success' : 'error'}
      showIcon
      style={{ marginBottom: 12 }}
      message={
        chain.intact || !broken
          ? `日志链完整，已校验 ${chain.checked} 条${head}`
          : chain.missing > 0
            ? `日志链不完整：最新 ${chain.missing} 条记录缺失（链头应为第 ${broken.id} 条，${formatDateTime(broken.time)}）`
            : `日志链在第 ${broken.id} 条（${formatDateTime(broken.time)}）处断裂`
      }
    />
  )
}
