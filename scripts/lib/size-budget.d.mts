/** Types of size-budget.mjs for the TypeScript tests. */
export declare const BYTE_BUDGETS: { loginPage: number; listScreen: number }
export declare function fileOfPath(root: string, pathname: string): string | null
export declare function gzipTotal(files: readonly string[]): {
  sizes: { file: string; gzip: number }[]
  total: number
}
export declare function checkBudget(
  name: keyof typeof BYTE_BUDGETS,
  files: readonly string[],
): {
  total: number
  budget: number
  within: boolean
  sizes: { file: string; gzip: number }[]
  message: string
}
