/** Types of build.mjs for the TypeScript test helpers (tests/e2e). */
export declare const ROOT: string
export declare const ENTRY: string
export declare function buildNeeded(root?: string): 'missing' | 'stale' | undefined
export declare function viteBuild(root?: string, options?: { quiet?: boolean }): Promise<void>
export declare function ensureBuild(options?: {
  root?: string
  quiet?: boolean
  log?: (message: string) => void
}): Promise<'missing' | 'stale' | undefined>
export declare function staleness(entry: string, inputs: string[]): 'missing' | 'stale' | undefined
export declare function buildLock(root: string): Promise<() => void>
