/**
 * A bulk load into tables with their indexes out (PostgreSQL; the national seed, issue 43): every
 * index of the tables, their primary and unique keys included, is read from the catalogue, dropped,
 * and built again after the load from its own definition, so nothing has to be listed by hand and
 * a migration's new index is rebuilt too. Building a B-tree once from sorted rows is many times
 * cheaper than keeping it row by row: the national rollups put ~18 million rows each into
 * station_daily_stats and equipment_daily_stats, whose primary keys and ten-column covering indexes
 * took most of the step's time.
 */
import { sql } from 'kysely'
import { isPostgres } from '../dialect'
import type { Db } from '../types'

interface IndexDefinition {
  table: string
  name: string
  /** `add constraint …` for a key, `create index …` otherwise. */
  create: string
  constraint: boolean
}

/** Every index of `tables` in the current schema, keys first. */
async function definitions(db: Db, tables: readonly string[]): Promise<IndexDefinition[]> {
  const { rows } = await sql<IndexDefinition>`
    select t.relname as "table", coalesce(c.conname, i.relname) as "name",
      coalesce('alter table ' || quote_ident(t.relname) || ' add constraint ' || quote_ident(c.conname) || ' '
        || pg_get_constraintdef(c.oid), pg_get_indexdef(i.oid)) as "create",
      c.oid is not null as "constraint"
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    left join pg_constraint c on c.conindid = i.oid and c.contype in ('p', 'u')
    where t.relnamespace = current_schema()::regnamespace and t.relname = any(${[...tables]})
    order by c.oid is null, t.relname, i.relname`.execute(db)
  return rows
}

/** An index of a table, as the statements that drop it (if it is there) and build it again. */
export interface TakenIndex {
  drop: string
  create: string
}

/** Every index of `tables`, keys first (PostgreSQL; none on SQLite). */
export async function indexesOf(db: Db, tables: readonly string[]): Promise<TakenIndex[]> {
  if (!isPostgres(db)) return []
  return (await definitions(db, tables)).map((index) => ({
    drop: index.constraint
      ? `alter table ${quote(index.table)} drop constraint if exists ${quote(index.name)}`
      : `drop index if exists ${quote(index.name)}`,
    create: index.create,
  }))
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`
