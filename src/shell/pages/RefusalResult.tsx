/**
 * What the console says instead of a page it cannot show: a refused permission check (section 6:
 * 您没有当前页面的权限，请联系管理员~), a page of the catalogue that this version has no screen for
 * (named with its area), or an unknown address (section 2: 页面不存在).
 */
import { Result } from 'antd'
import type { ReactNode } from 'react'
import type { Refusal } from '../context'

/** The sentence for a page that exists in the menu's catalogue but not yet in this version. */
export function unavailableText({ area, title }: { area: string; title: string }): string {
  return `${area ? `「${area}」中的` : ''}「${title}」在当前版本中暂不可用。`
}

/** The result for `refusal` (null: an unknown address). */
export default function RefusalResult({ refusal, extra }: { refusal: Refusal | null; extra?: ReactNode }) {
  if (refusal?.unavailable) {
    return (
      <Result
        status="info"
        title="页面暂未开放"
        subTitle={unavailableText(refusal.unavailable)}
        extra={extra}
      />
    )
  }
  const message = refusal?.message
  return (
    <Result
      status={message ? '403' : '404'}
      title={message ? '无权访问' : '页面不存在'}
      subTitle={message || '您访问的页面不存在或已被移除'}
      extra={extra}
    />
  )
}
