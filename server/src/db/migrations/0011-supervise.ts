/**
 * Supervision, subsidies and data input (issue 17): the holiday calendar behind every working-day
 * rule, subsidy batches, the computed amount of each subsidy application, publicity batches with
 * their objections, and disbursements. Money is integer 分 (decisions: Money). Schema builder only.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'
const DATE = 'varchar(10)'

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('holiday_periods'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('startDate', DATE, (c) => c.notNull())
    .addColumn('endDate', DATE, (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull())
    .addColumn('updaterName', 'varchar(64)', (c) => c.notNull())
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('holiday_periods_start').on('holiday_periods').columns(['startDate']).execute()

  await withId(db, db.schema.createTable('subsidy_batches'))
    .addColumn('batchName', 'varchar(64)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('rate', 'bigint', (c) => c.notNull())
    .addColumn('stationCap', 'bigint', (c) => c.notNull())
    .addColumn('operatorCap', 'bigint', (c) => c.notNull())
    .addColumn('periodStart', DATE, (c) => c.notNull())
    .addColumn('periodEnd', DATE, (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .addColumn('creatorName', 'varchar(64)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('subsidy_applications')
    .addColumn('applyId', 'varchar(20)', (c) =>
      c.primaryKey().references('applications.applyId').onDelete('cascade'),
    )
    .addColumn('batchId', 'integer', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('stationName', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    /** Installed kW or kWh, in hundredths. */
    .addColumn('basisCenti', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'bigint', (c) => c.notNull())
    .addColumn('rawAmount', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('capApplied', 'varchar(16)', (c) => c.notNull())
    .addColumn('publicityId', 'integer')
    .execute()
  await db.schema
    .createIndex('subsidy_applications_batch')
    .on('subsidy_applications')
    .columns(['batchId', 'stationId'])
    .execute()

  await withId(db, db.schema.createTable('subsidy_publicities'))
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('startDate', DATE, (c) => c.notNull())
    .addColumn('endDate', DATE, (c) => c.notNull())
    .addColumn('workingDays', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('itemCount', 'integer', (c) => c.notNull())
    .addColumn('objectionCount', 'integer', (c) => c.notNull())
    .addColumn('creatorName', 'varchar(64)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('subsidy_objections'))
    .addColumn('publicityId', 'integer', (c) => c.notNull())
    .addColumn('applyId', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('recorderName', 'varchar(64)', (c) => c.notNull())
    .addColumn('time', TIME, (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('subsidy_payments'))
    .addColumn('applyId', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('batchId', 'integer', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('stationName', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('payDate', DATE, (c) => c.notNull())
    .addColumn('voucherNo', 'varchar(64)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull())
    .addColumn('recorderName', 'varchar(64)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'subsidy_payments',
    'subsidy_objections',
    'subsidy_publicities',
    'subsidy_applications',
    'subsidy_batches',
    'holiday_periods',
  ])
    await db.schema.dropTable(table).ifExists().execute()
}
