/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: the SQLite database of DATA_DIR (see
 * backup.ts). With DATABASE_URL set, use pg_dump/pg_restore instead (README: Backups).
 */
import { resolve } from 'node:path'
import { backupSqlite, restoreSqlite } from './backup'

const [command, file] = process.argv.slice(2)
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: npm run backup -- FILE | npm run restore -- FILE')
  process.exit(2)
}
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (README: Backups)',
  )
  process.exit(2)
}
const dataDir = resolve(process.env.DATA_DIR || 'data')
try {
  if (command === 'backup') {
    const { pages } = await backupSqlite(dataDir, resolve(file))
    console.log(`backed up ${dataDir} to ${resolve(file)} (${pages} pages)`)
  } else {
    restoreSqlite(dataDir, resolve(file))
    console.log(`restored ${resolve(file)} into ${dataDir}`)
  }
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
