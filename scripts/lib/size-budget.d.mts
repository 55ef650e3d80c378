/** Types of size-budget.mjs for the TypeScript tests. */
export declare const BYTE_BUDGETS: { loginPage: number; listScreen: number }
export declare const BYTE_CEILINGS: Partial<Record<keyof typeof BYTE_BUDGETS, number>>
export declare const PAGE_CEILINGS: Readonly<Record<string, number>>
export declare function limitOf(name: keyof typeof BYTE_BUDGETS, page?: string): number
export declare function fileOfPath(root: string, pathname: string): string | null
export declare function gzipTotal(files: readonly string[]): {
  sizes: { file: string; gzip: number }[]
  total: number
}
export declare function checkBudget(
  name: keyof typeof BYTE_BUDGETS,
  files: readonly string[],
  limit?: number,
): {
  total: number
  budget: number
  limit: number
  within: boolean
  withinBudget: boolean
  sizes: { file: string; gzip: number }[]
  message: string
}
