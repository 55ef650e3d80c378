import { beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from './helpers'
import { signedIn } from './signed-in'

interface Operation {
  parameters?: { name: string; in: string }[]
}

describe.each(DIALECTS)('page numbers and sizes of every list on %s', (dialect) => {
  let lists: string[]
  const { admin } = signedIn(dialect, ['admin'])
  beforeAll(async () => {
    const document = await (await admin.fetch('/api/openapi.json')).json()
    lists = Object.entries(document.paths as Record<string, { get?: Operation }>)
      .filter(
        ([path, item]) => !path.includes('{') && item.get?.parameters?.some((p) => p.name === 'pageNum'),
      )
      .map(([path]) => path)
  })

  it('finds the lists in the OpenAPI document (archives and system management)', () => {
    expect(lists.length).toBeGreaterThan(10)
    expect(lists).toContain('/api/archives-management/stations')
    expect(lists).toContain('/api/system-management/journal')
  })

  it('answers 400 naming the field for page numbers and sizes out of range, on every list', async () => {
    const cases: [Record<string, string>, 'pageNum' | 'pageSize'][] = [
      [{ pageNum: '1e18' }, 'pageNum'],
      [{ pageNum: '99999999999999999999' }, 'pageNum'],
      [{ pageNum: '0' }, 'pageNum'],
      [{ pageNum: '-3' }, 'pageNum'],
      [{ pageNum: '2.5' }, 'pageNum'],
      [{ pageNum: 'abc' }, 'pageNum'],
      [{ pageSize: '101' }, 'pageSize'],
      [{ pageSize: '1e3' }, 'pageSize'],
    ]
    for (const path of lists) {
      for (const [query, field] of cases) {
        const answer = await admin.get(path, { query })
        expect([path, query, answer.status, answer.code]).toEqual([path, query, 200, 400])
        expect(answer.data).toHaveProperty(field)
      }
      const last = await admin.get(path, { query: { pageNum: 1_000_000, pageSize: 100 } })
      expect([path, last.code]).toEqual([path, 200])
      expect(last.data.list).toEqual([])
    }
  })
})
