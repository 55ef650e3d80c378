#!/usr/bin/env node
/**
 * The e2e suite on its own (`npm run test:e2e`): finds Chromium (failing with the install command
 * when there is none), then runs `vitest run --project e2e`. Extra arguments go to vitest.
 */
import { requireTestChromium } from './lib/chromium.mjs'
import { BIN, E2E_WORKERS, runNode } from './lib/run.mjs'

let chrome
try {
  chrome = requireTestChromium()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const { code } = await runNode(
  [BIN.vitest, 'run', '--project', 'e2e', '--maxWorkers', String(E2E_WORKERS), ...process.argv.slice(2)],
  {
    env: { ...process.env, CHROME_PATH: chrome },
  },
)
process.exitCode = code
