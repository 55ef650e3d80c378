/**
 * `npm run seed -- [--scale demo|large|national] [--fraction F] [--reset]`: migrate the database of
 * DATA_DIR (or DATABASE_URL) and seed it. Without --reset an already seeded database is kept unless
 * its seed is older than seven days or of another scale (decisions: Seed times). `national`
 * (PostgreSQL only, issue 43) seeds the demo, then the country's stations and a year of orders
 * inside the database (archives-management/seed/national); `--fraction 0.01` seeds a hundredth of
 * it. A national seed that stopped resumes at its next step when run again without --reset.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { nationalDone, nationalStep, seedNational } from './archives-management/seed/national'
import { openDatabase } from './db/connect'
import { resetSchema } from './db/migrations'
import { machineMs, now } from './kernel/clock'
import { prepareDatabase, seedDatabase, seedInfo } from './seed'

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    reset: { type: 'boolean', default: false },
    fraction: { type: 'string', default: '1' },
  },
})
const scale = values.scale
if (scale !== 'demo' && scale !== 'large' && scale !== 'national') {
  console.error('--scale must be demo, large or national')
  process.exit(2)
}
const fraction = Number(values.fraction)
if (!(fraction > 0 && fraction <= 1)) {
  console.error('--fraction must be a number in (0, 1]')
  process.exit(2)
}
if (scale === 'national' && !process.env.DATABASE_URL) {
  console.error(
    'the national seed runs on PostgreSQL only (20,000,000 orders): set DATABASE_URL=postgres://… (SQLite stays at demo or large)',
  )
  process.exit(2)
}
const dataDir = resolve(process.env.DATA_DIR || 'data')
const handle = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined })
const started = machineMs()
try {
  const log = (line: string) => console.log(line)
  if (scale === 'national') {
    // A national seed is resumed where it stopped; anything else (or --reset) starts from the demo seed.
    const resume = !values.reset && (await nationalStep(handle.db).catch(() => null)) !== null
    if (!resume) {
      await resetSchema(handle.db)
      await seedDatabase(handle.db, { scale: 'demo', log })
    }
    if (resume && (await nationalDone(handle.db))) console.log('kept (national)')
    else {
      await seedNational(handle.db, { now: (await seedInfo(handle.db))?.seededAt ?? now(), fraction, log })
      console.log(`${resume ? 'resumed' : 'seeded'} (national, fraction ${fraction})`)
    }
  } else if (values.reset) {
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
