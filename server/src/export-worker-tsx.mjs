// The export worker's entry when the server runs from its sources (tsx, vitest): a worker does
// not inherit its parent's loader hooks, so it loads export-worker.ts through tsx's API (exports/runner.ts).
import { tsImport } from 'tsx/esm/api'

await tsImport('./export-worker.ts', import.meta.url)
