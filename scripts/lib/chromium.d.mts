/** Types of chromium.mjs for the TypeScript test helpers (tests/e2e). */
export declare const INSTALL_HINT: string
export declare const CHROMIUM_FLAGS: readonly string[]
export declare function findChromium(env?: NodeJS.ProcessEnv): string | undefined
export declare function requireChromium(env?: NodeJS.ProcessEnv): string
export declare function freshUserDataDir(prefix?: string): { dir: string; remove: () => void }
