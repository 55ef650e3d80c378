/**
 * Issue 43: a city's station list read from an index. The list's default order is the station
 * id, and a city user sees its own area's stations: at the national seed tianjin's first page
 * read its 2,360 stations from 1,890 heap pages to sort them (4.9 ms warm, 10 ms under the
 * simulator's writes; the p50 of the export bench's other user). With the area and the id in one
 * index the page's ids come from the index alone and only their ten rows are read (0.47 ms,
 * 56 buffers instead of 1,894; resources/routes.ts `pageByKey`).
 */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('stations_area_key').on('stations').columns(['areaCode', 'stationId']).execute()
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('stations_area_key').execute()
}
