/**
 * Issue 20 (移动端管理): the app's articles — 新闻, 资讯 and 内容 in one table by kind. The body
 * is the rich text editor's JSON document (never HTML from a browser); status draft, published
 * (with its publication time, which may lie ahead: scheduled) or withdrawn. Schema builder only.
 */
import type { Kysely } from 'kysely'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('app_articles'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('summary', 'varchar(512)', (c) => c.notNull())
    .addColumn('columnId', 'integer', (c) => c.notNull())
    // An uploaded image of the area (/api/mobile-management/article-images/…) or an https address.
    .addColumn('coverUrl', 'varchar(512)')
    // The editor's JSON document, validated by the server (rich-text.ts).
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('publishTime', TIME)
    .addColumn('author', 'varchar(64)', (c) => c.notNull())
    .addColumn('publisher', 'varchar(64)')
    .addColumn('createTime', TIME, (c) => c.notNull())
    .addColumn('updateTime', TIME, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('app_articles_kind_time')
    .on('app_articles')
    .columns(['kind', 'updateTime', 'id'])
    .execute()
  await db.schema
    .createIndex('app_articles_kind_status')
    .on('app_articles')
    .columns(['kind', 'status', 'publishTime'])
    .execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('app_articles').ifExists().execute()
}
