import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { LongestFirst } from './tests/longest-first.ts'

/** The unit project's pre-bundled libraries (its `deps.optimizer` below). */
const BUNDLED = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@testing-library/react',
  'antd',
  '@ant-design/icons',
  '@ant-design/cssinjs',
  '@rc-component/util',
  'echarts',
  'wouter',
  'valtio',
  'valtio/vanilla',
  'valtio/utils',
]

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
    // The longest files first, from the last run's times or tests/durations.json (tests/longest-first.ts).
    sequence: { sequencer: LongestFirst },
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
          // Each file in a fresh VM context of a worker thread the files share, instead of a fresh
          // worker per file ('threads'): jsdom and the test runner load once per worker, not once
          // per file. The 84 files (569 tests) beside other work on the two-core machine: 189 s of
          // CPU with 'threads', 112 s with 'vmThreads' (docs/toolchain.md). A file still gets its
          // own globals, DOM and module graph.
          pool: 'vmThreads',
          // A VM context loads CommonJS through Vitest's own require, which cannot require an ES
          // module as Node 20.19 can: @ant-design/icons' CommonJS build requires
          // @ant-design/colors/es/generate, and exceljs's dependencies an .mjs file. So antd and its
          // icons come as ES modules (their `import` builds, as in the Vite build), and exceljs,
          // which only chart-export.test.tsx uses to read what it exports, as its browser bundle.
          alias: [
            { find: /^antd$/, replacement: 'antd/es/index.js' },
            { find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' },
            { find: /^exceljs$/, replacement: 'exceljs/dist/exceljs.min.js' },
          ],
          // The libraries every file loads, bundled once into a file each (esbuild, cached under
          // node_modules/.vite) instead of hundreds of modules linked anew in each file's context:
          // the unit suite alone, interleaved, 116.5 and 123.9 CPU-s before, 98.4 and 102.5 after
          // (issue 40). A library imported both whole and by a subpath is bundled with both, or
          // the file gets two copies (valtio's proxies, dayjs's locale: left out).
          deps: {
            optimizer: {
              client: { enabled: true, include: BUNDLED },
              ssr: { enabled: true, include: BUNDLED },
            },
          },
          // Lets what a file's components queued run before its DOM goes (tests/unit/setup.ts).
          setupFiles: ['tests/unit/setup.ts'],
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
          // were polls that gave up after 1 s). A test that waits longer says so itself. It looks
          // every 200 ms instead of every 50: each look asks the page (a role query over the whole
          // DOM), and a wait of seconds asked it dozens of times for nothing.
          expect: { poll: { timeout: 30_000, interval: 200 } },
          // Two files at a time on two cores, each worker with its own server and database
          // (tests/e2e/global-setup.ts): a file's browser waits on its server and its renderer
          // in turn, so one file at a time left a core idle much of the time (issue 40).
          globalSetup: ['tests/e2e/global-setup.ts'],
          // A worker's files share its module graph (playwright-core, the helpers, the route
          // catalogue) instead of importing it anew for each file: the imports took 161 s of the
          // files' 2,104 s in a whole run (issue 40). Nothing of a file lives in a module: each
          // file launches its own browser and signs in its own pages.
          isolate: false,
        },
      },
    ],
  },
})
