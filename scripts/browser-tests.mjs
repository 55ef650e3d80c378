#!/usr/bin/env node
/**
 * The browser suite: web-test-runner (web-test-runner.config.mjs) in Debian's Chromium.
 * Fails at once, with the install command, when there is no Chromium. Builds dist/ first when a
 * test imports the built bundle (`/dist/...`) and the build is missing or stale.
 * Extra arguments go to web-test-runner (e.g. `--files tests/browser/core.test.ts`).
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureBuild, ROOT } from './lib/build.mjs'
import { requireTestChromium } from './lib/chromium.mjs'

function browserTestFiles() {
  const dir = join(ROOT, 'tests', 'browser')
  return readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
}

async function main() {
  let chrome
  try {
    chrome = requireTestChromium()
  } catch (error) {
    console.error(error.message)
    return 1
  }
  const files = browserTestFiles()
  if (files.length === 0) {
    console.log('tests/browser has no tests yet')
    return 0
  }
  if (files.some((file) => readFileSync(file, 'utf8').includes("'/dist/"))) {
    await ensureBuild({ quiet: true })
  }
  // The package's exports hide package.json and bin.js, so the installed file is run directly.
  const wtrBin = join(ROOT, 'node_modules', '@web', 'test-runner', 'dist', 'bin.js')
  const args = [wtrBin, '--config', 'web-test-runner.config.mjs', ...process.argv.slice(2)]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: chrome },
    })
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

process.exitCode = await main()
