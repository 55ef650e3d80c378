/**
 * The table and pagination strings of section 8 (src/ui/uiStrings.ts) as antd props, for tables
 * that set them explicitly; the element's locale already carries them. Under a Chinese locale (the
 * `locale` attribute or the city configuration, src/ui/locale.tsx) every table gets antd's Chinese
 * ones instead (issue 42, item 21: tables said "Total 18 · 10 /page" under a Chinese element).
 */
import { ConfigProvider } from 'antd'
import { useContext } from 'react'
import { cappedTotalText, totalText, UI_STRINGS } from '../uiStrings'

/** antd Table `locale`. */
export const TABLE_LOCALE = { emptyText: UI_STRINGS.noData } as const

/**
 * antd Pagination `locale`. `page` is also the quick jumper input's aria-label: empty, the input
 * had no name (WCAG 4.1.2); antd's English `Page` follows it.
 */
export const paginationLocale = { items_per_page: UI_STRINGS.perPage, jump_to: UI_STRINGS.goTo, page: 'Page' }

/** The pagination's total text. */
export const showTotal = totalText

/** The pagination's total text in Chinese. */
const chineseTotal = (total: number) => `共 ${total} 条`
/** The same when the server counted only up to `total` (api.md: `totalCapped`). */
const chineseCappedTotal = (total: number) => `共 ${total}+ 条`

/**
 * The strings of a table under the locale in force: section 8's English by default, antd's own
 * Chinese (共 N 条) when it is Chinese. `emptyText` is for empty states drawn without
 * antd (a printed chart without data).
 */
export function useTableLocale() {
  const { locale } = useContext(ConfigProvider.ConfigContext)
  const emptyText = locale?.Empty?.description ?? UI_STRINGS.noData
  if (locale?.locale?.startsWith('zh'))
    return {
      table: undefined,
      pagination: undefined,
      showTotal: chineseTotal,
      showCappedTotal: chineseCappedTotal,
      emptyText,
    } as const
  return {
    table: TABLE_LOCALE,
    pagination: paginationLocale,
    showTotal,
    showCappedTotal: cappedTotalText,
    emptyText,
  } as const
}
