/**
 * The list shape of api.md: `pageNum` from 1, `pageSize` 10/20/50/100 (max 100), both bounded
 * integers (issue 23: `pageNum=1e18` made an OFFSET beyond 64 bits and a 500); out of range is
 * a 400 naming the field. Framework-free: zod only.
 */
import { z } from 'zod'

/** The highest page number a list accepts (10⁸ rows at the largest page size). */
export const PAGE_NUM_MAX = 1_000_000
/** The largest page. */
export const PAGE_SIZE_MAX = 100

const pageNumber = (max: number, tooBig: string) =>
  z.coerce
    .number()
    .refine(Number.isSafeInteger, '应为整数')
    .pipe(z.number().min(1, '不能小于1').max(max, tooBig))

/** Query fields of every paged list. */
export const pageQuery = z.object({
  pageNum: pageNumber(PAGE_NUM_MAX, `页码不能大于${PAGE_NUM_MAX}`).default(1),
  pageSize: pageNumber(PAGE_SIZE_MAX, `每页最多${PAGE_SIZE_MAX}条`).default(10),
})
