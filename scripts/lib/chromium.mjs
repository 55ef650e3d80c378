/**
 * Finding Debian's Chromium and starting it the way toolchain.md says works on these machines.
 * Shared by the browser suite (web-test-runner), the e2e suite (playwright-core) and the bench.
 */
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'

/** Names looked up on PATH, in order, after CHROME_PATH and /usr/bin/chromium. */
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome']

/** What to run when no Chromium is found; quoted in the error so the fix is one copy away. */
export const INSTALL_HINT =
  'No Chromium found (looked at CHROME_PATH, /usr/bin/chromium, and chromium, chromium-browser, ' +
  'google-chrome on PATH).\nInstall it with: apt-get install chromium\n' +
  '  (Debian, non-interactive: apt-get update && apt-get install -y chromium)\n' +
  'or point CHROME_PATH at a Chromium or Chrome binary.'

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

/**
 * The Chromium binary to use: CHROME_PATH, /usr/bin/chromium, then chromium, chromium-browser,
 * google-chrome on PATH. Returns undefined when there is none.
 */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : undefined
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium'
  for (const name of PATH_NAMES) {
    const found = onPath(name, env.PATH)
    if (found) return found
  }
  return undefined
}

/** Like findChromium, but throws an Error whose message says how to install Chromium. */
export function requireChromium(env = process.env) {
  const found = findChromium(env)
  if (found) return found
  const reason = env.CHROME_PATH ? `CHROME_PATH=${env.CHROME_PATH} is not an executable file.\n` : ''
  throw new Error(reason + INSTALL_HINT)
}

/**
 * A fresh, empty profile folder for one Chromium run, and a function that removes it.
 * A profile is never shared between runs (toolchain.md).
 */
export function freshUserDataDir(prefix = 'ev-chromium-') {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
