/**
 * antd's message holder of an element, loaded with the first toast (src/ui/toasts.tsx): it
 * renders where the toasts go and hands its API to the provider.
 */
import { message } from 'antd'
import type { ConfigOptions, MessageInstance } from 'antd/es/message/interface'
import { useEffect } from 'react'

export function ToastHolder({
  config,
  onReady,
}: {
  config?: ConfigOptions
  onReady: (api: MessageInstance) => void
}) {
  const [api, holder] = message.useMessage(config)
  useEffect(() => onReady(api), [api, onReady])
  return holder
}
