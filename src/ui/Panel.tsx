import { theme } from 'antd'
import type { ReactNode } from 'react'

/**
 * antd's Card (title, extra, body; `size="small"` too) drawn with the theme's tokens as Card draws
 * them, for a card that needs neither its loading skeleton nor its tabs: antd's Card imports
 * Skeleton (and Tabs), bytes before the rows of the screen it holds (issue 14). Without a title
 * and extra it has no head, as Card.
 */
export function Panel({
  title,
  extra,
  size,
  children,
}: {
  title?: ReactNode
  extra?: ReactNode
  size?: 'small'
  children: ReactNode
}) {
  const { token } = theme.useToken()
  const radius = token.borderRadiusLG
  // Card's component tokens (antd/es/card/style: headerHeight(SM), headerPaddingSM, bodyPaddingSM).
  const small = size === 'small'
  const headHeight = small
    ? token.fontSize * token.lineHeight + token.paddingXS * 2
    : token.fontSizeLG * token.lineHeightLG + token.padding * 2
  const padding = small ? 12 : token.paddingLG
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
      {(title !== undefined || extra !== undefined) && (
        <div
          style={{
            display: 'flex',
            justifyContent: 'center',
            flexDirection: 'column',
            minHeight: headHeight,
            marginBottom: -1,
            padding: `0 ${padding}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
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
      )}
      <div style={{ padding, borderRadius: `0 0 ${radius}px ${radius}px` }}>{children}</div>
    </div>
  )
}
