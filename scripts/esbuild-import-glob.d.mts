/** Types of esbuild-import-glob.mjs for the TypeScript test helpers (tests/fixtures). */
import type { Plugin } from 'esbuild'
export declare function importGlob(): Plugin
