import { theme } from 'antd'
import { matchScreen, type ScreenSizeMap } from 'antd/es/_util/responsiveObserver'
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint'
import type { ReactNode } from 'react'

/** One term of a `DefinitionList`. */
export interface Definition {
  key: string
  label: ReactNode
  children: ReactNode
}

// antd's Descriptions' columns when the map names none of the screens matched (its constant.js).
const DEFAULT_COLUMNS: ScreenSizeMap = { xxxl: 4, xxl: 3, xl: 3, lg: 3, md: 3, sm: 2, xs: 1 }

/**
 * antd's `<Descriptions size="small">` (label: content, `column` terms a row, a number or a map
 * by screen width as Descriptions takes it) drawn with the theme's tokens: Descriptions is 2.9 KB
 * gzip before the rows of the screen that shows it (issue 14).
 *
 * The terms sit in a layout table as Descriptions lays them out (its columns as wide as their
 * content, the rest of the width shared in proportion, which neither a grid nor a flex row
 * does), each term and its value a `<dl>`: a screen reader reads the term with its value and
 * skips the layout.
 *
 * @example <DefinitionList column={{ xs: 1, md: 2, xl: 4 }} items={[{ key: 'from', label: '生效月份', children: '2024-11' }]} />
 */
export function DefinitionList({
  items,
  column,
}: {
  items: readonly Definition[]
  column: number | ScreenSizeMap
}) {
  const { token } = theme.useToken()
  const screens = useBreakpoint()
  const columns =
    typeof column === 'number'
      ? column
      : (matchScreen(screens, column) ?? matchScreen(screens, DEFAULT_COLUMNS) ?? 3)
  const rows: Definition[][] = []
  for (let start = 0; start < items.length; start += columns) rows.push(items.slice(start, start + columns))
  return (
    // antd/es/descriptions/style: its table and the rows' padding of size small. With no width
    // set, `tableLayout: fixed` does not apply (CSS 2.1, 17.5.2): the layout is the automatic one.
    <table role="presentation" style={{ minWidth: '100%', tableLayout: 'fixed', borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={row[0].key}>
            {row.map((item, index) => {
              const last = index === row.length - 1
              return (
                <td
                  key={item.key}
                  // The last term of a short row spans the columns left, as in Descriptions.
                  colSpan={last ? columns - index : 1}
                  style={{
                    verticalAlign: 'top',
                    paddingBottom: rowIndex === rows.length - 1 ? 0 : token.paddingXS,
                    paddingInlineEnd: last ? 0 : token.padding,
                  }}
                >
                  <dl
                    style={{
                      display: 'flex',
                      margin: 0,
                      fontSize: token.fontSize,
                      lineHeight: token.lineHeight,
                    }}
                  >
                    <dt
                      style={{
                        display: 'inline-flex',
                        alignItems: 'baseline',
                        // One line: a long value does not squeeze the term into a column of characters.
                        flexShrink: 0,
                        whiteSpace: 'nowrap',
                        color: token.colorTextTertiary,
                      }}
                    >
                      {item.label}
                      <span
                        aria-hidden
                        style={{
                          position: 'relative',
                          top: -0.5,
                          marginInline: `${token.marginXXS / 2}px ${token.marginXS}px`,
                        }}
                      >
                        :
                      </span>
                    </dt>
                    <dd
                      style={{
                        display: 'inline-flex',
                        alignItems: 'baseline',
                        flex: 1,
                        minWidth: '1em',
                        margin: 0,
                        color: token.colorText,
                        wordBreak: 'break-word',
                        overflowWrap: 'break-word',
                      }}
                    >
                      {item.children}
                    </dd>
                  </dl>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
