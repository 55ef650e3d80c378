/**
 * 运营商数量 said three things (issue 42, item 26: 总体数据 12, 运营商信息 and 运营商档案 15): the
 * dashboard's figure is the operators owning charging stations, and its label says so; it equals
 * the operators of the stations the same user's 充电站档案 lists.
 */
import { describe, expect, it } from 'vitest'
import { type ApiClient, DIALECTS, PASSWORDS } from './helpers'
import { signedIn } from './signed-in'

describe.each(DIALECTS)('the over-all operator count on %s', (dialect) => {
  const { server } = signedIn(dialect, [])

  /** The distinct operators of every station the client's station archive lists. */
  async function stationOperators(client: ApiClient): Promise<number> {
    const operators = new Set<string>()
    for (let pageNum = 1; ; pageNum += 1) {
      const page = await client.get('/archives-management/stations', { query: { pageNum, pageSize: 100 } })
      expect(page.code).toBe(200)
      for (const row of page.data.list as { operatorId: string }[]) operators.add(row.operatorId)
      if (pageNum * 100 >= page.data.total) return operators.size
    }
  }

  it.each(['admin', 'tianjin'] as const)(
    'names what it counts and counts it as the archive does (%s)',
    async (name) => {
      const client = await server.client().signIn(name, PASSWORDS[name])
      const answer = await client.get('/universal-services/over-all-data/stats')
      expect(answer.code).toBe(200)
      const figure = answer.data.totals.find((item: { key: string }) => item.key === 'operators')
      expect(figure.label).toBe('充电站运营商数')
      expect(figure.value).toBe(await stationOperators(client))
    },
  )
})
