/**
 * The table and pagination strings of section 8 ("UI library strings default to English",
 * section 1): No Data, Total {total}, Go to, /page.
 */

/** antd Table `locale`. */
export const TABLE_LOCALE = { emptyText: 'No Data' } as const

/**
 * antd Pagination `locale`. `page` is also the quick jumper input's aria-label: empty, the input
 * had no name (WCAG 4.1.2); antd's English `Page` follows it.
 */
export const paginationLocale = { items_per_page: '/page', jump_to: 'Go to', page: 'Page' }

/** The pagination's total text. */
export const showTotal = (total: number) => `Total ${total}`
