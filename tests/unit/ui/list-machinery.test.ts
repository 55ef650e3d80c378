/** The pure parts of the list machinery: the default pins of key columns, and list sources. */
import { describe, expect, it } from 'vitest'
import { col } from '../../../src/ui/fields/builders'
import { columnDefaults } from '../../../src/ui/list/listColumns'
import { sourceClient } from '../../../src/ui/list/listSource'
import { fakeData } from './fake-data'

describe('default pins of the key columns', () => {
  it('pins the leading row key and one name column at the left, nothing after them', () => {
    const pins = columnDefaults(
      [
        col.text('stationId', '充电站编号'),
        col.text('stationName', '充电站名称'),
        col.text('operatorName', '运营商'),
        col.text('address', '地址'),
        col.text('areaName', '区域'),
      ],
      'stationId',
    )
    expect(pins.map((pin) => pin.fixed)).toEqual(['left', 'left', undefined, undefined, undefined])
  })

  it('keeps what the definition says and pins nothing when the first column is not a key', () => {
    const pins = columnDefaults(
      [col.text('time', '时间'), col.text('userName', '用户', { fixed: 'right' })],
      'id',
    )
    expect(pins.map((pin) => pin.fixed)).toEqual([undefined, 'right'])
  })
})

describe('a list source', () => {
  it('lists through its call with the query as parameters, shapes rows, and saves through its calls', async () => {
    const asked: unknown[] = []
    const saved: unknown[] = []
    const client = sourceClient(fakeData([]).client, {
      list: async (params) => {
        asked.push(params)
        return { list: [{ id: 1, roles: [{ roleId: 3 }] }], total: 1, pageNum: 1, pageSize: 10 }
      },
      row: (row) => ({ ...row, roleIds: [3] }),
      update: async (id, body) => saved.push([id, body]),
    })
    const page = await client.list('sso/x', {
      pageNum: 2,
      pageSize: 20,
      filters: {},
      sort: null,
      keyword: 'ab',
    })
    expect(page.list).toEqual([{ id: 1, roles: [{ roleId: 3 }], roleIds: [3] }])
    expect(asked).toEqual([expect.objectContaining({ pageNum: 2, pageSize: 20, keyword: 'ab' })])
    await client.update('sso/x', 1, { name: 'n' })
    expect(saved).toEqual([[1, { name: 'n' }]])
    await expect(client.create('sso/x', {})).rejects.toThrow('create is not offered here')
  })
})
