/**
 * A status block (icon, title, explanation, action) for states that every page load may reach —
 * a screen chunk that failed to load. antd's Result would bring its 404/403/500 illustrations
 * (11 KB gzip) into the first load of every page (budgets.md: login ≤ 220 KB); the illustrated
 * pages (not found, forbidden) keep using Result in their own lazy chunks.
 */
import { WarningFilled } from '@ant-design/icons'
import { theme } from 'antd'
import type { ReactNode } from 'react'

export interface StatusMessageProps {
  title: string
  description?: string
  /** Buttons under the text. */
  extra?: ReactNode
}

export function StatusMessage({ title, description, extra }: StatusMessageProps) {
  const { token } = theme.useToken()
  return (
    <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
      <WarningFilled style={{ fontSize: 64, color: token.colorWarning }} />
      <div style={{ marginTop: 24, fontSize: 24, lineHeight: 1.35, color: token.colorTextHeading }}>
        {title}
      </div>
      {description && (
        <div style={{ marginTop: 4, fontSize: 14, color: token.colorTextDescription }}>{description}</div>
      )}
      {extra && <div style={{ marginTop: 24 }}>{extra}</div>}
    </div>
  )
}
