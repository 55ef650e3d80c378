/**
 * Helpers that keep migrations portable: the schema builder only, with the one difference
 * Kysely does not hide (auto-increment keys) decided here. Which database is behind a
 * connection is the dialect module's (../dialect.ts), shared with the code that runs.
 */
import type { CreateTableBuilder, Kysely } from 'kysely'
import { isPostgres } from '../dialect'

/**
 * Add an auto-increment integer primary key `id`: `serial` on PostgreSQL, `integer primary key
 * autoincrement` on SQLite.
 */
export function withId<T extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: any schema works here
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
}
