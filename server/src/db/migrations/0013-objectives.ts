/**
 * Objectives and scoring (issue 19; domain.md: Objectives; Operator / station scoring): yearly
 * targets per district, the districts' examinations (kept once locked), and the scoring tables
 * of operate-supervision (./0013-scoring).
 */
import type { Kysely } from 'kysely'
import { scoringDown, scoringUp } from './0013-scoring'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('objective_targets')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('stations', 'integer', (c) => c.notNull())
    .addColumn('piles', 'integer', (c) => c.notNull())
    .addColumn('power', 'double precision', (c) => c.notNull())
    .addColumn('publicShare', 'double precision', (c) => c.notNull())
    .addColumn('updater', 'varchar(64)', (c) => c.notNull())
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('objective_targets_pk', ['year', 'areaCode'])
    .execute()
  await db.schema
    .createTable('objective_examines')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // Kept when locked: the figures the score was derived from (JSON of target, actual, completion).
    .addColumn('figures', 'text')
    .addColumn('score', 'double precision')
    .addColumn('grade', 'varchar(16)')
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('examiner', 'varchar(64)')
    .addColumn('examineTime', TIME)
    .addPrimaryKeyConstraint('objective_examines_pk', ['year', 'areaCode'])
    .execute()
  await scoringUp(db)
}

export async function down(db: AnyDb): Promise<void> {
  await scoringDown(db)
  await db.schema.dropTable('objective_examines').execute()
  await db.schema.dropTable('objective_targets').execute()
}
