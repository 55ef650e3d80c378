/**
 * Finding Debian's Chromium and starting it the way toolchain.md says works on these machines.
 * Shared by the browser suite (web-test-runner), the e2e suite (playwright-core) and the bench.
 */
import { spawnSync } from 'node:child_process'
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

/** Names looked up on PATH, in order, after CHROME_PATH and /usr/bin/chromium. */
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome']

/**
 * Chromium's old headless shell (Debian's package chromium-headless-shell), which the browser and
 * e2e suites prefer: the same engine without the browser's own layers, it takes half the CPU and
 * half the time to open the console's screens (issue 40: 17.5 s instead of 37 s of CPU for six
 * cold loads, measured interleaved on this 2-core machine). The bench keeps the full Chromium, as
 * users run it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const HEADLESS_SHELL_NAMES = ['chromium-headless-shell', 'chrome-headless-shell']

/** Said when the suites run on the full Chromium because the headless shell is missing. */
export const HEADLESS_SHELL_HINT =
  'chromium-headless-shell not found: the browser and e2e suites run on the full Chromium, about ' +
  'twice as slow.\nInstall it with: apt-get install chromium-headless-shell'

/** What to run when no Chromium is found; quoted in the error so the fix is one copy away. */
export const INSTALL_HINT =
  'No Chromium found (looked at CHROME_PATH, /usr/bin/chromium, and chromium, chromium-browser, ' +
  'google-chrome on PATH).\nInstall it with: apt-get install chromium\n' +
  '  (Debian, non-interactive: apt-get update && apt-get install -y chromium)\n' +
  'or point CHROME_PATH at a Chromium or Chrome binary.\n' +
  'The test suites run twice as fast on its headless shell: apt-get install chromium-headless-shell'

/**
 * Flags every Chromium run gets (toolchain.md). Without the background-networking ones Chromium
 * floods the closed network with refused connections.
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
])

/**
 * The test suites' flags (browser and e2e): CHROMIUM_FLAGS, and V8 without its optimising
 * compilers (TurboFan, Maglev). A test's page lives seconds: the compilers' background threads
 * spent a third of a renderer's CPU optimising code that was thrown away with the page (issue 40:
 * five e2e files in two workers, interleaved, 170.5 and 172.0 CPU-s with them, 150.1, 143.1 and
 * 152.3 without; Sparkplug off as well, or V8's lite mode, gave nothing). What the console does is
 * the same either way; the bench keeps V8 as users run it (CHROMIUM_FLAGS).
 */
export const TEST_CHROMIUM_FLAGS = Object.freeze([...CHROMIUM_FLAGS, '--js-flags=--no-opt,--no-maglev'])

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The first executable named `name` on PATH, or undefined. */
function onPath(name, pathValue = process.env.PATH ?? '') {
  for (const dir of pathValue.split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name)
  }
  return undefined
}

/** The first of `paths` that is executable, then the first of `names` on PATH; or undefined. */
function firstExecutable(paths, names, env) {
  const found = paths.find(isExecutable)
  if (found) return found
  for (const name of names) {
    const onThePath = onPath(name, env.PATH)
    if (onThePath) return onThePath
  }
  return undefined
}

/** The headless shell (HEADLESS_SHELL, then on PATH), or undefined. */
export function findHeadlessShell(env = process.env) {
  return firstExecutable([HEADLESS_SHELL], HEADLESS_SHELL_NAMES, env)
}

/**
 * The Chromium binary to use: CHROME_PATH, (with `forTests`, the headless shell,) /usr/bin/chromium,
 * then chromium, chromium-browser, google-chrome on PATH. Returns undefined when there is none.
 */
export function findChromium(env = process.env, { forTests = false } = {}) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : undefined
  return (forTests && findHeadlessShell(env)) || firstExecutable(['/usr/bin/chromium'], PATH_NAMES, env)
}

/**
 * Like findChromium, but throws an Error whose message says how to install Chromium. With
 * `forTests`, the headless shell comes first.
 */
export function requireChromium(env = process.env, options = {}) {
  const found = findChromium(env, options)
  if (found) return found
  const reason = env.CHROME_PATH ? `CHROME_PATH=${env.CHROME_PATH} is not an executable file.\n` : ''
  throw new Error(reason + INSTALL_HINT)
}

/** The Chromium of the browser and e2e suites: the headless shell first. */
export function requireTestChromium(env = process.env) {
  requireChineseFont()
  return requireChromium(env, { forTests: true })
}

/** What to do when no Chinese font is installed. */
export const FONT_HINT =
  'No Chinese font found (fc-list :lang=zh). The console is written in Chinese, and the browser and ' +
  'e2e suites measure its text: without a font for it Chromium draws other glyphs, of other widths.\n' +
  'Install one with: apt-get install fonts-noto-cjk'

/**
 * Throw with FONT_HINT unless fontconfig knows a Chinese font. A dashboard's headline figure was
 * 2 px wider than its card on a machine without one (tests/browser/dashboard-figures.test.ts);
 * where fontconfig itself is missing, Chromium is too, and its own hint says so.
 */
export function requireChineseFont() {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  if (listed.error || listed.status !== 0) return
  if (!listed.stdout.trim()) throw new Error(FONT_HINT)
}

/**
 * A fresh, empty profile folder for one Chromium run, and a function that removes it.
 * A profile is never shared between runs (toolchain.md).
 */
export function freshUserDataDir(prefix = 'ev-chromium-') {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
