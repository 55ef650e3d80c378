/** Types of chromium.mjs for the TypeScript test helpers (tests/e2e). */
export declare const INSTALL_HINT: string
export declare const HEADLESS_SHELL_HINT: string
export declare const CHROMIUM_FLAGS: readonly string[]
export declare const TEST_CHROMIUM_FLAGS: readonly string[]
/** `forTests`: the headless shell first (the browser and e2e suites). */
export interface FindOptions {
  forTests?: boolean
}
export declare function findChromium(env?: NodeJS.ProcessEnv, options?: FindOptions): string | undefined
export declare function findHeadlessShell(env?: NodeJS.ProcessEnv): string | undefined
export declare function requireChromium(env?: NodeJS.ProcessEnv, options?: FindOptions): string
export declare function requireTestChromium(env?: NodeJS.ProcessEnv): string
export declare const FONT_HINT: string
export declare function requireChineseFont(): void
export declare function freshUserDataDir(prefix?: string): { dir: string; remove: () => void }
