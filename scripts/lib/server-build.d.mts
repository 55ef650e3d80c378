/** Types of server-build.mjs for the TypeScript tests. */
export declare const SERVER_ENTRY: string
export declare const SERVER_NODE_OPTIONS: string[]
export declare const TSX_IMPORT: string[]
export declare function serverEnv(overrides?: Record<string, string>): NodeJS.ProcessEnv
export declare function serverBuildNeeded(root?: string): 'missing' | 'stale' | undefined
export declare function buildServer(root?: string): Promise<void>
export declare function ensureServerBuild(options?: {
  root?: string
  log?: (message: string) => void
}): Promise<'missing' | 'stale' | undefined>
export declare function serverCommand(): string[]
