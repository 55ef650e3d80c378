import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Vitest has its own config: the production `define` of vite.config.ts must not apply to tests
// (toolchain.md).
export default defineConfig({
  plugins: [react()],
  test: {
    env: { TZ: 'Asia/Shanghai' },
    // Vitest's default is one worker fewer than the cores: one worker on CI's two-core machine,
    // where the unit and server files wait on I/O enough for two to run at once (server suite
    // 936 s → 792 s, unit 155 s → 90 s measured on it). The e2e files too, each worker on its
    // own server.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The time limits below are guards against a hung test, not speed checks: generous enough
    // that a machine busy with other work (a CPU hog on every core, issue 40) is slow, not red.
    projects: [
      {
        extends: true,
        // Node by default; a file that needs a DOM says `// @vitest-environment jsdom` on its first
        // line (setting up jsdom takes 1.5 s a file on CI's machine).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Worker threads instead of vitest's child processes: the same 466 tests in 265 s and
          // 265 s of wall time against 325 s and 469 s, 201 s and 203 s of CPU against 219 s and
          // 254 s, runs interleaved on the two-core machine beside other work (docs/toolchain.md).
          pool: 'threads',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/server/global-setup.ts'],
          // The files share one module graph per worker instead of importing the server anew
          // for each (690 tests: 464 s → 365 s here); what the server keeps process-wide is reset
          // before each file by the setup file. The unit project stays isolated (docs/toolchain.md).
          isolate: false,
          setupFiles: ['tests/server/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 300_000,
          // What a user sees may take a while on a busy machine: expect.poll waits for it up to
          // 30 s instead of vitest's 1 s (issue 40: 4 e2e failures in a run beside other work
          // were polls that gave up after 1 s). A test that waits longer says so itself.
          expect: { poll: { timeout: 30_000 } },
          // Two files at a time on two cores, each worker with its own server and database
          // (tests/e2e/global-setup.ts): a file's browser waits on its server and its renderer
          // in turn, so one file at a time left a core idle much of the time (issue 40).
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
})
