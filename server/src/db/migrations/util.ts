/**
 * Helpers that keep migrations portable: the schema builder only, with the one difference
 * Kysely does not hide (auto-increment keys) decided here.
 */
import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely'

/** Whether the database behind `db` is PostgreSQL (otherwise SQLite). */
// biome-ignore lint/suspicious/noExplicitAny: any schema works here
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

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
