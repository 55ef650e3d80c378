/**
 * Issue 20 (移动端管理): the public app's users (phone stored masked only), its orders (a copy of
 * the charge orders made through the app, with their scope columns), the operators and brands it
 * shows, columns (栏目), versions, feedback, evaluations with moderation, sensitive words and
 * recommended stations. Schema builder only (portable); an index for every list filter.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

const TABLES = [
  'app_recommend_stations',
  'app_sensitive_words',
  'app_evaluations',
  'app_feedback',
  'app_versions',
  'app_columns',
  'app_operators',
  'app_orders',
  'app_users',
]

async function people(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('app_users'))
    .addColumn('nickName', 'varchar(64)', (c) => c.notNull())
    // Only the masked number is stored (middle four digits hidden), and its last four digits.
    .addColumn('phoneMasked', 'varchar(16)', (c) => c.notNull())
    .addColumn('phoneTail', 'varchar(4)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('registerTime', TIME, (c) => c.notNull())
    .addColumn('lastActiveTime', TIME, (c) => c.notNull())
    .addColumn('orderCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('statusReason', 'varchar(512)')
    .addColumn('statusOperator', 'varchar(64)')
    .addColumn('statusTime', TIME)
    .execute()
  await db.schema.createIndex('app_users_register').on('app_users').columns(['registerTime', 'id']).execute()
  await db.schema.createIndex('app_users_tail').on('app_users').column('phoneTail').execute()
  await db.schema.createIndex('app_users_nick').on('app_users').column('nickName').execute()
  await db.schema.createIndex('app_users_status').on('app_users').columns(['status', 'id']).execute()

  await db.schema
    .createTable('app_orders')
    .addColumn('startChargeSeq', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('appUserId', 'integer', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('startTime', TIME, (c) => c.notNull())
    .addColumn('endTime', TIME, (c) => c.notNull())
    .addColumn('totalPower', 'double precision', (c) => c.notNull())
    .addColumn('totalMoney', 'double precision', (c) => c.notNull())
    .addColumn('payChannel', 'varchar(16)', (c) => c.notNull())
    .addColumn('payStatus', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('app_orders_time')
    .on('app_orders')
    .columns(['startTime', 'startChargeSeq'])
    .execute()
  await db.schema
    .createIndex('app_orders_user')
    .on('app_orders')
    .columns(['appUserId', 'startTime'])
    .execute()
}

async function content(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('app_operators')
    .addColumn('operatorId', 'varchar(9)', (c) => c.primaryKey())
    .addColumn('brandName', 'varchar(64)', (c) => c.notNull())
    .addColumn('shown', 'integer', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull())
    // Paths under DATA_DIR/uploads of the logo and its thumbnail (null: no logo yet).
    .addColumn('logoPath', 'varchar(256)')
    .addColumn('logoType', 'varchar(16)')
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('app_columns'))
    .addColumn('columnName', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('sortOrder', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(512)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .execute()

  await withId(db, db.schema.createTable('app_versions'))
    .addColumn('platform', 'varchar(16)', (c) => c.notNull())
    .addColumn('version', 'varchar(32)', (c) => c.notNull())
    // major × 1e6 + minor × 1e3 + patch: "must increase per platform" is one comparison.
    .addColumn('versionCode', 'integer', (c) => c.notNull())
    .addColumn('forceUpdate', 'integer', (c) => c.notNull())
    .addColumn('releaseNotes', 'varchar(2000)', (c) => c.notNull())
    .addColumn('releaseTime', TIME, (c) => c.notNull())
    .addColumn('publisher', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('app_versions_platform_code', ['platform', 'versionCode'])
    .execute()
}

async function voices(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('app_feedback'))
    .addColumn('appUserId', 'integer', (c) => c.notNull())
    .addColumn('phoneMasked', 'varchar(16)', (c) => c.notNull())
    .addColumn('feedbackType', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reply', 'varchar(2000)')
    .addColumn('replier', 'varchar(64)')
    .addColumn('replyTime', TIME)
    .execute()
  await db.schema.createIndex('app_feedback_time').on('app_feedback').columns(['createTime', 'id']).execute()

  await withId(db, db.schema.createTable('app_evaluations'))
    .addColumn('appUserId', 'integer', (c) => c.notNull())
    .addColumn('nickName', 'varchar(64)', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('hideReason', 'varchar(512)')
    .addColumn('moderator', 'varchar(64)')
    .addColumn('moderateTime', TIME)
    .execute()
  await db.schema
    .createIndex('app_evaluations_time')
    .on('app_evaluations')
    .columns(['createTime', 'id'])
    .execute()
  await db.schema
    .createIndex('app_evaluations_status')
    .on('app_evaluations')
    .columns(['status', 'id'])
    .execute()

  await withId(db, db.schema.createTable('app_sensitive_words'))
    .addColumn('word', 'varchar(32)', (c) => c.notNull().unique())
    .execute()

  await withId(db, db.schema.createTable('app_recommend_stations'))
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull())
    .addColumn('validFrom', TIME, (c) => c.notNull())
    .addColumn('validTo', TIME, (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .execute()
}

export async function up(db: AnyDb): Promise<void> {
  await people(db)
  await content(db)
  await voices(db)
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute()
}
