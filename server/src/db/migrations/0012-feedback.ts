/**
 * Feedback and station assessment schema (issue 18): feedback items with their step history,
 * the yearly indicator library, assessment rounds and each station's assessment within a round
 * (evidence, scores, total, stars). Pictures and evidence files live in the workflow engine's
 * `application_files`. Schema builder only.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'
const DATE = 'varchar(10)'

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('feedbacks')
    .addColumn('feedbackId', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('stationName', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(12)', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull())
    .addColumn('picturesJson', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('submitterId', 'integer', (c) => c.notNull())
    .addColumn('submitterName', 'varchar(64)', (c) => c.notNull())
    .addColumn('submitTime', TIME, (c) => c.notNull())
    .addColumn('dispatcherName', 'varchar(64)')
    .addColumn('dispatchTime', TIME)
    .addColumn('limitDays', 'integer')
    .addColumn('deadline', DATE)
    .addColumn('handlerName', 'varchar(64)')
    .addColumn('handleTime', TIME)
    .addColumn('result', 'varchar(1000)')
    .addColumn('resultPicturesJson', 'text', (c) => c.notNull())
    .addColumn('handledLate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opinion', 'varchar(512)')
    .addColumn('closeTime', TIME)
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('feedbacks_time').on('feedbacks').columns(['updateTime']).execute()
  await db.schema
    .createIndex('feedbacks_operator')
    .on('feedbacks')
    .columns(['operatorId', 'status'])
    .execute()

  await withId(db, db.schema.createTable('feedback_steps'))
    .addColumn('feedbackId', 'varchar(20)', (c) =>
      c.notNull().references('feedbacks.feedbackId').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('fromStatus', 'varchar(16)')
    .addColumn('toStatus', 'varchar(16)', (c) => c.notNull())
    .addColumn('userName', 'varchar(64)', (c) => c.notNull())
    .addColumn('opinion', 'varchar(1000)', (c) => c.notNull())
    .addColumn('time', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('feedback_steps_item')
    .on('feedback_steps')
    .columns(['feedbackId', 'id'])
    .execute()

  await withId(db, db.schema.createTable('assessment_indicators'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('dimension', 'varchar(32)', (c) => c.notNull())
    .addColumn('indicator', 'varchar(128)', (c) => c.notNull())
    .addColumn('weight', 'double precision', (c) => c.notNull())
    .addColumn('maxScore', 'double precision', (c) => c.notNull())
    .addColumn('evidence', 'varchar(256)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('assessment_indicators_year')
    .on('assessment_indicators')
    .columns(['year', 'sort'])
    .execute()

  await withId(db, db.schema.createTable('assessment_rounds'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('deadline', DATE, (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('stationCount', 'integer', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .addColumn('publishTime', TIME)
    .addUniqueConstraint('assessment_rounds_year', ['year'])
    .execute()

  await withId(db, db.schema.createTable('assessment_items'))
    .addColumn('roundId', 'integer', (c) =>
      c.notNull().references('assessment_rounds.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('stationName', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('deadline', DATE, (c) => c.notNull())
    .addColumn('evidenceJson', 'text', (c) => c.notNull())
    .addColumn('submitTime', TIME)
    .addColumn('scoresJson', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision')
    .addColumn('stars', 'integer')
    .addColumn('reviewer', 'varchar(64)')
    .addColumn('reviewTime', TIME)
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .addUniqueConstraint('assessment_items_station', ['roundId', 'stationId'])
    .execute()
  await db.schema
    .createIndex('assessment_items_operator')
    .on('assessment_items')
    .columns(['operatorId', 'status'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'assessment_items',
    'assessment_rounds',
    'assessment_indicators',
    'feedback_steps',
    'feedbacks',
  ])
    await db.schema.dropTable(table).ifExists().execute()
}
