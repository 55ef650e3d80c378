/**
 * `npm run seed -- [--scale demo|large] [--reset]`: migrate the database of DATA_DIR (or
 * DATABASE_URL) and seed it. Without --reset an already seeded database is kept unless its seed
 * is older than seven days or of another scale (decisions: Seed times).
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openDatabase } from './db/connect'
import { resetSchema } from './db/migrations'
import { machineMs } from './kernel/clock'
import { prepareDatabase, seedDatabase } from './seed'

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'demo' }, reset: { type: 'boolean', default: false } },
})
if (values.scale !== 'demo' && values.scale !== 'large') {
  console.error('--scale must be demo or large')
  process.exit(2)
}
const scale = values.scale
const dataDir = resolve(process.env.DATA_DIR || 'data')
const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined })
const started = machineMs()
try {
  const log = (line: string) => console.log(line)
  if (values.reset) {
    await resetSchema(handle.db)
    await seedDatabase(handle.db, { scale, log })
    console.log(`reseeded (${scale})`)
  } else {
    console.log(`${await prepareDatabase(handle.db, { scale, log })} (${scale})`)
  }
  console.log(
    `${handle.dialect} ${process.env.DATABASE_URL ? '' : dataDir} in ${((machineMs() - started) / 1000).toFixed(1)} s`,
  )
} finally {
  await handle.close()
}
