/** What the tests of the app's content need of the seed (mobile management). */
import type { Db } from '../../server/src/db/types'

/** An operating station (status 50) that is not recommended yet. */
export function stationToRecommend(db: Db): Promise<{ stationId: string }> {
  return db
    .selectFrom('stations')
    .select('stationId')
    .where('stationStatus', '=', 50)
    .where('stationId', 'not in', db.selectFrom('app_recommend_stations').select('stationId'))
    .executeTakeFirstOrThrow()
}
