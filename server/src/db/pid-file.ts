/**
 * The running server's pid file in DATA_DIR: `npm run restore` refuses to replace the database
 * while a live process holds it. A file left by a killed process names a dead pid and is ignored.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The pid file of a data folder. */
export function pidFileOf(dataDir: string): string {
  return join(dataDir, 'server.pid')
}

/** The pid of a live server on the data folder, or null. */
export function runningServerPid(dataDir: string): number | null {
  const file = pidFileOf(dataDir)
  if (!existsSync(file)) return null
  const pid = Number(readFileSync(file, 'utf8').trim())
  if (!Number.isInteger(pid) || pid <= 0) return null
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null
  }
}

/** Claim the data folder for this process; returns the release function. */
export function claimDataDir(dataDir: string): () => void {
  const file = pidFileOf(dataDir)
  writeFileSync(file, String(process.pid))
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file)
    } catch {
      // already gone
    }
  }
}
