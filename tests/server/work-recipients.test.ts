/**
 * Who is asked for the next step (server/src/workflow/work-recipients.ts): the most local level
 * that holds the right and sees the subject, chosen among those the step's duties allow — where
 * every examiner of the city is refused (each took the district step, decisions: Separation of
 * duties), the city step is asked of the level above, not of nobody.
 */
import { describe, expect, it } from 'vitest'
import { whoActs } from '../../server/src/workflow/work-recipients'
import { DIALECTS, serverWith } from './helpers'

const CITY_STEP = { permission: 'supervise-audit/examine', scope: 'city' } as const
const PARTIES = { areaCode: '120101', operatorIds: [], applicantIds: [] }

describe.each(DIALECTS)('the next step’s accounts on %s', (dialect) => {
  const session = serverWith(dialect, [])

  it('fall to the level above when the duties refuse every holder of the most local one', async () => {
    const { db } = session.server
    const ids = async (usernames: string[]) =>
      (await db.selectFrom('users').select('id').where('username', 'in', usernames).execute()).map(
        (row) => row.id,
      )
    const city = await whoActs(db, CITY_STEP, PARTIES)
    expect(city).toContain((await ids(['tianjin']))[0])
    expect(city).not.toContain((await ids(['admin']))[0])
    // One of them refused: the others of the city are asked.
    const [tianjin] = await ids(['tianjin'])
    const others = await whoActs(db, CITY_STEP, PARTIES, undefined, (id) => id !== tianjin)
    expect(others.sort()).toEqual(city.filter((id) => id !== tianjin).sort())
    // All of them refused: the platform's examiner is.
    expect(await whoActs(db, CITY_STEP, PARTIES, undefined, (id) => !city.includes(id))).toEqual(
      await ids(['admin']),
    )
  })
})
