import { theme } from 'antd'
import type { ReactNode } from 'react'

/**
 * antd's Card (title, extra, body) drawn with the theme's tokens as Card draws them, for a card
 * that needs neither its loading skeleton nor its tabs: antd's Card imports Skeleton (and Tabs),
 * bytes before the rows of the screen it holds (issue 14).
 */
export function Panel({
  title,
  extra,
  children,
}: {
  title: ReactNode
  extra: ReactNode
  children: ReactNode
}) {
  const { token } = theme.useToken()
  const radius = token.borderRadiusLG
  return (
    <div
      style={{
        boxSizing: 'border-box',
        margin: 0,
        padding: 0,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        listStyle: 'none',
        fontFamily: token.fontFamily,
        position: 'relative',
        background: token.colorBgContainer,
        borderRadius: radius,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'center',
          flexDirection: 'column',
          minHeight: token.fontSizeLG * token.lineHeightLG + token.padding * 2,
          marginBottom: -1,
          padding: `0 ${token.paddingLG}px`,
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: token.fontSizeLG,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: `${radius}px ${radius}px 0 0`,
        }}
      >
        <div style={{ width: '100%', display: 'flex', alignItems: 'center' }}>
          <div
            style={{
              display: 'inline-block',
              flex: 1,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
            }}
          >
            {title}
          </div>
          <div
            style={{
              marginInlineStart: 'auto',
              color: token.colorText,
              fontWeight: 400,
              fontSize: token.fontSize,
            }}
          >
            {extra}
          </div>
        </div>
      </div>
      <div style={{ padding: token.paddingLG, borderRadius: `0 0 ${radius}px ${radius}px` }}>{children}</div>
    </div>
  )
}
