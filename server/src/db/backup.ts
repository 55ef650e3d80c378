/**
 * Backups of the embedded SQLite database (issue 23): a consistent copy taken while the server
 * runs (`VACUUM INTO`: one read transaction, so the copy is the database as of one moment and
 * writes in flight land wholly in it or not at all; in WAL mode writers are not blocked), and a
 * restore that refuses while a server holds the data folder. PostgreSQL: pg_dump/pg_restore
 * (README: Backups).
 */
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { runningServerPid } from './pid-file'

/** The SQLite file of a data folder (connect.ts). */
export function sqliteFileOf(dataDir: string): string {
  return join(dataDir, 'ev-console.sqlite')
}

/** Copy the database of `dataDir` into `target` (a new file), consistently, while it may be in use. */
export async function backupSqlite(dataDir: string, target: string): Promise<{ pages: number }> {
  const source = sqliteFileOf(dataDir)
  if (!existsSync(source)) throw new Error(`no database at ${source}`)
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new file`)
  const db = new SQLite(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    // Not the online backup API (db.backup): it copies in steps and starts again whenever another
    // connection writes between two steps, so under steady writes it never ends.
    db.prepare('VACUUM INTO ?').run(target)
  } finally {
    db.close()
  }
  const copy = new SQLite(target, { readonly: true, fileMustExist: true })
  try {
    return { pages: Number(copy.pragma('page_count', { simple: true })) }
  } finally {
    copy.close()
  }
}

/** Check a file is a sound SQLite database of this platform. */
function assertSound(file: string): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const check = db.pragma('integrity_check', { simple: true })
    if (check !== 'ok') throw new Error(`${file} fails the integrity check: ${String(check)}`)
    const users = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'users'").get()
    if (!users) throw new Error(`${file} is not a database of this platform`)
  } finally {
    db.close()
  }
}

/** Put a backup back as the database of `dataDir`; refuses while a server runs on it. */
export function restoreSqlite(dataDir: string, backup: string): void {
  const pid = runningServerPid(dataDir)
  if (pid !== null) throw new Error(`a server (pid ${pid}) is running on ${dataDir}; stop it first`)
  assertSound(backup)
  const target = sqliteFileOf(dataDir)
  const staging = `${target}.restoring`
  copyFileSync(backup, staging)
  // The old database's write-ahead log belongs to the old file: it must not be replayed onto the
  // restored one.
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true })
  renameSync(staging, target)
}
