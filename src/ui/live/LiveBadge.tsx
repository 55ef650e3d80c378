/** The visible state of a live screen's stream: 实时 / 重连中 / 连接中 / 已暂停. */
import { Badge } from 'antd'
import type { LiveState } from './useLiveStream'

const SHOWN: Record<LiveState, { status: 'success' | 'warning' | 'processing' | 'default'; text: string }> = {
  live: { status: 'success', text: '实时' },
  reconnecting: { status: 'warning', text: '重连中' },
  connecting: { status: 'processing', text: '连接中' },
  paused: { status: 'default', text: '已暂停' },
}

/** A status dot with its text, announced politely when it changes. */
export function LiveBadge({ state }: { state: LiveState }) {
  const shown = SHOWN[state]
  return (
    <span role="status" aria-live="polite" data-live-state={state}>
      <Badge status={shown.status} text={shown.text} />
    </span>
  )
}
