/**
 * Seed a data folder once and print each step's time: `npx tsx scripts/seed-archives.ts <dataDir> [demo|large]`.
 * The bench's large data folder is made with this (issue 5).
 */
import { openDatabase } from '../server/src/db/connect'
import { migrateToLatest } from '../server/src/db/migrations'
import { seedDatabase } from '../server/src/seed'

const [dataDir = '/tmp/ev-large', scale = 'large'] = process.argv.slice(2)
if (scale !== 'demo' && scale !== 'large') throw new Error('scale: demo or large')
const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL })
const started = Date.now()
await migrateToLatest(handle.db)
await seedDatabase(handle.db, { scale, log: (line) => console.log(line) })
console.log(`seeded ${scale} into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
await handle.close()
