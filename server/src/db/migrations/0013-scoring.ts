/**
 * Part of migration 0013: operator and station scoring (domain.md: Operator / station scoring).
 * Rule sets are versioned; a period is scored with the version in force at its start; a period's
 * scores are stored per subject and rule; a published period is read-only.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function scoringUp(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('score_rule_sets'))
    .addColumn('target', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('periodType', 'varchar(16)', (c) => c.notNull())
    // First period (YYYY-MM) the version is in force for.
    .addColumn('effectiveFrom', 'varchar(7)', (c) => c.notNull())
    .addColumn('creator', 'varchar(64)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .addUniqueConstraint('score_rule_sets_version', ['target', 'version'])
    .execute()
  await withId(db, db.schema.createTable('score_rules'))
    .addColumn('setId', 'integer', (c) => c.notNull())
    .addColumn('indicator', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('score_rules_set').on('score_rules').column('setId').execute()
  await withId(db, db.schema.createTable('score_periods'))
    .addColumn('target', 'varchar(16)', (c) => c.notNull())
    // YYYY-MM, YYYY-Qn or YYYY.
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('setId', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('scorer', 'varchar(64)', (c) => c.notNull())
    .addColumn('scoreTime', TIME, (c) => c.notNull())
    .addColumn('publisher', 'varchar(64)')
    .addColumn('publishTime', TIME)
    .addUniqueConstraint('score_periods_period', ['target', 'period'])
    .execute()
  await db.schema
    .createTable('score_values')
    .addColumn('periodId', 'integer', (c) => c.notNull())
    .addColumn('subjectId', 'varchar(20)', (c) => c.notNull())
    .addColumn('ruleId', 'integer', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    // The measured value of a formula indicator (%, count); null for manual entry.
    .addColumn('value', 'double precision')
    // 0–100; null until a manual score is entered.
    .addColumn('score', 'double precision')
    .addColumn('basis', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('enterer', 'varchar(64)')
    .addColumn('enterTime', TIME)
    .addPrimaryKeyConstraint('score_values_pk', ['periodId', 'subjectId', 'ruleId'])
    .execute()
}

export async function scoringDown(db: AnyDb): Promise<void> {
  for (const table of ['score_values', 'score_periods', 'score_rules', 'score_rule_sets'])
    await db.schema.dropTable(table).execute()
}
