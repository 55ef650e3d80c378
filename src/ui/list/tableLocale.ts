/**
 * The table and pagination strings of section 8 ("UI library strings default to English",
 * section 1): No Data, Total {total}, Go to, /page.
 */

/** antd Table `locale`. */
export const TABLE_LOCALE = { emptyText: 'No Data' } as const

/** antd Pagination `locale`. */
export const paginationLocale = { items_per_page: '/page', jump_to: 'Go to', page: '' }

/** The pagination's total text. */
export const showTotal = (total: number) => `Total ${total}`
