/**
 * The table and pagination strings of section 8 (src/ui/uiStrings.ts) as antd props, for tables
 * that set them explicitly; the element's locale already carries them.
 */
import { totalText, UI_STRINGS } from '../uiStrings'

/** antd Table `locale`. */
export const TABLE_LOCALE = { emptyText: UI_STRINGS.noData } as const

/**
 * antd Pagination `locale`. `page` is also the quick jumper input's aria-label: empty, the input
 * had no name (WCAG 4.1.2); antd's English `Page` follows it.
 */
export const paginationLocale = { items_per_page: UI_STRINGS.perPage, jump_to: UI_STRINGS.goTo, page: 'Page' }

/** The pagination's total text. */
export const showTotal = totalText
