/**
 * What the feedback flow's tests share (issue 18): a server with admin, the demo operator and
 * tianjin signed in (the clock's offset undone after each test), and the calls and reads they
 * repeat.
 */
import { afterEach, expect } from 'vitest'
import { setClockOffsetMs } from '../../server/src/kernel/clock'
import { type ApiClient, type DIALECTS, serverWith } from './helpers'

export const DAY = 86_400_000
export const DEMO = '687651396'

/** The server and its signed-in users, with the feedback calls and reads bound to them. */
export function feedbackSession(dialect: (typeof DIALECTS)[number]) {
  const s = serverWith(dialect, ['admin', 'operator', 'tianjin'])
  afterEach(() => setClockOffsetMs(0))

  const item = (id: string) =>
    s.server.db.selectFrom('feedbacks').selectAll().where('feedbackId', '=', id).executeTakeFirstOrThrow()
  const stepCount = async (id: string) =>
    (await s.server.db.selectFrom('feedback_steps').select('id').where('feedbackId', '=', id).execute())
      .length
  const count = async (client: ApiClient) => (await client.get('/user_info')).data.feedbackCount as number
  const upload = (client: ApiClient, name: string, bytes: Uint8Array, type = 'image/png') => {
    const form = new FormData()
    form.append('file', new File([new Uint8Array(bytes)], name, { type }))
    return client.post('/feedback/pictures', form)
  }
  const demoStation = () =>
    s.server.db
      .selectFrom('stations')
      .select(['stationId', 'operatorId'])
      .where('operatorId', '=', DEMO)
      .orderBy('stationId')
      .executeTakeFirstOrThrow()
  const submit = async (stationId: string) => {
    const answer = await s.admin.post('/feedback/staff-feedbacks', {
      type: 'device',
      stationId,
      description: '充电桩屏幕黑屏',
    })
    expect(answer.code, answer.msg).toBe(200)
    return answer.data.feedbackId as string
  }
  return { s, item, stepCount, count, upload, demoStation, submit }
}
