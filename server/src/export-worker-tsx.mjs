// The export worker's entry when the server runs from its sources (tsx, vitest): a worker does
// not inherit its parent's loader hooks, so it registers tsx and `import.meta.glob` itself
// (scripts/tsx-glob.mjs) before loading export-worker.ts (exports/runner.ts).
import '../../scripts/tsx-glob.mjs'

await import('./export-worker.ts')
