/**
 * Issue 43: text compared byte by byte on PostgreSQL, as SQLite compares it (its BINARY
 * collation). Every text column of the schema takes the collation "C". A database created with a
 * libc locale (C.UTF-8 here, en_US.UTF-8 on many servers) compares every id, code and ISO time
 * through `strcoll`, and PostgreSQL sorts such text without abbreviated keys: the national seed's
 * index builds and sorts spent their time there (one month's orders, psql, four of the order
 * indexes: 30.1 / 20.2 s under C.UTF-8 against 23.4 / 15.4 s under "C", interleaved). Under
 * C.UTF-8 the order is the code points' either way; under another locale PostgreSQL's lists now
 * sort as SQLite's do. The database's own LC_CTYPE still decides what a letter is (pg_trgm's
 * trigrams, `lower` of the default collation); under "C", `lower` and ILIKE fold ASCII letters
 * only, which is what the console's ids, plates and pinyin hold.
 *
 * A column added by a later migration takes the database's collation: call `bytewiseText` at its
 * end (tests/server/pg-collation.test.ts fails otherwise). On an existing database the change
 * rebuilds every index over a text column (the table's rows are not rewritten).
 */
import { type Kysely, sql } from 'kysely'
import { isPostgres } from '../dialect'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

/** The text columns of the schema's tables (a partitioned table's, not its partitions') not of `collation`. */
export async function textColumnsNotOf(
  db: AnyDb,
  collation: 'C' | 'default',
): Promise<{ table: string; column: string; type: string }[]> {
  const { rows } = await sql<{ table: string; column: string; type: string }>`
    select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      and c.relname not like 'kysely\\_%' and a.attnum > 0 and not a.attisdropped
      and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype)
      and a.attcollation <> ${collation === 'C' ? sql`'"C"'::regcollation` : sql`'"default"'::regcollation`}
    order by c.relname, a.attnum`.execute(db)
  return rows
}

/** Give every text column of the schema `collation`: one ALTER TABLE a table (its indexes rebuilt once). */
async function collate(db: AnyDb, collation: 'C' | 'default'): Promise<void> {
  const byTable = new Map<string, string[]>()
  for (const { table, column, type } of await textColumnsNotOf(db, collation))
    byTable.set(table, [
      ...(byTable.get(table) ?? []),
      `alter column "${column}" type ${type} collate "${collation}"`,
    ])
  for (const [table, changes] of byTable) {
    // A trigger whose WHEN or UPDATE OF names a column stops its type from changing: each of the
    // table's triggers is dropped and made again as it was (switched off if it was).
    const { rows: triggers } = await sql<{ name: string; definition: string; enabled: string }>`
      select tgname as "name", pg_get_triggerdef(oid) as "definition", tgenabled as "enabled" from pg_trigger
      where tgrelid = ${table}::regclass and not tgisinternal and tgparentid = 0`.execute(db)
    for (const { name } of triggers) await sql`drop trigger ${sql.id(name)} on ${sql.id(table)}`.execute(db)
    await sql.raw(`alter table "${table}" ${changes.join(', ')}`).execute(db)
    for (const { name, definition, enabled } of triggers) {
      await sql.raw(definition).execute(db)
      if (enabled === 'D') await sql`alter table ${sql.id(table)} disable trigger ${sql.id(name)}`.execute(db)
    }
  }
}

/** Every text column of the schema compared byte by byte (PostgreSQL; SQLite already does). */
export async function bytewiseText(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await collate(db, 'C')
}

export async function up(db: AnyDb): Promise<void> {
  await bytewiseText(db)
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) await collate(db, 'default')
}
