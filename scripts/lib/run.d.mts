/** Types of run.mjs for the TypeScript tests. */
export declare const E2E_WORKERS: number
export declare const RUN_FOLDER_ENV: string
export declare function shareRunFolder(): void
export declare const BIN: { tsc: string; biome: string; vitest: string }
export declare function runNode(
  args: string[],
  options?: {
    env?: NodeJS.ProcessEnv
    timeoutMs?: number
    prefix?: string
    onLine?: (line: string) => void
  },
): Promise<{ code: number; timedOut: boolean; cpuMs: number | null }>
