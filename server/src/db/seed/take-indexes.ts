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

/** An index of a table, as the statements that drop it (if it is there) and build it again. */
export interface TakenIndex {
  drop: string
  create: string
  /** Its table (missing in what a run before 2026-12-07 saved). */
  table?: string
}

/** Every index of `tables` in the current schema, keys first (PostgreSQL; none on SQLite). */
export async function indexesOf(db: Db, tables: readonly string[]): Promise<TakenIndex[]> {
  if (!isPostgres(db)) return []
  const { rows } = await sql<TakenIndex>`
    select case when c.oid is null then 'drop index if exists ' || quote_ident(i.relname)
        else 'alter table ' || quote_ident(t.relname) || ' drop constraint if exists ' || quote_ident(c.conname) end as "drop",
      coalesce('alter table ' || quote_ident(t.relname) || ' add constraint ' || quote_ident(c.conname) || ' '
        || pg_get_constraintdef(c.oid), pg_get_indexdef(i.oid)) as "create", t.relname as "table"
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    left join pg_constraint c on c.conindid = i.oid and c.contype in ('p', 'u')
    where t.relnamespace = current_schema()::regnamespace and t.relname = any(${[...tables]})
    order by c.oid is null, t.relname, i.relname`.execute(db)
  return rows
}
