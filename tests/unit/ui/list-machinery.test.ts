/** The pure parts of the list machinery: the default pins of key columns, and list sources. */
import { describe, expect, it } from 'vitest'
import { defaultColumns, mergeSaved } from '../../../src/ui/columns/columnState'
import { col } from '../../../src/ui/fields/builders'
import { fittedWidths } from '../../../src/ui/list/columnWidths'
import { columnDefaults, tableChange } from '../../../src/ui/list/listColumns'
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

describe('the columns shown by default (issue 42 item 15)', () => {
  const fields = [
    col.text('applyId', '申请编号', { width: 170 }),
    col.text('stationName', '充电站名称', { width: 240 }),
    col.text('batchName', '补贴批次', { width: 260, secondary: true }),
    col.money('paidAmount', '发放金额', { width: 130 }),
    col.text('voucherNo', '凭证号', { width: 150, secondary: true }),
    col.text('recorderName', '登记人', { width: 100, secondary: true }),
    col.text('opinion', '审核意见', { width: 200 }),
  ]
  const shown = (reserved: number) =>
    columnDefaults(fields, 'applyId', reserved)
      .filter((column) => column.checked !== false)
      .map((column) => column.title)

  it('shows every column while the table fits 1440 px', () => {
    const few = columnDefaults(fields.slice(0, 4), 'applyId', 148)
    expect(few.every((column) => column.checked !== false)).toBe(true)
  })

  it('hides the last secondary columns first when the table would scroll', () => {
    // 170 + 240 + 260 + 130 + 150 + 100 + 200 = 1250 > 1136 with no 操作 column: the last
    // secondary ones go until it fits (1250 − 100 − 150 = 1000).
    expect(shown(0)).toEqual(['申请编号', '充电站名称', '补贴批次', '发放金额', '审核意见'])
  })

  it('leaves secondary columns to 列设置, the last first, and never a key column', () => {
    // Beside a 300 px 操作 column even all secondary ones gone leave 1040 px: key columns stay.
    expect(shown(300)).toEqual(['申请编号', '充电站名称', '发放金额', '审核意见'])
    expect(shown(1000)).toEqual(['申请编号', '充电站名称', '发放金额', '审核意见'])
  })

  it('keeps a hidden-by-default column hidden under saved settings made before it was seen', () => {
    const defaults = columnDefaults(fields, 'applyId', 300)
    expect(defaultColumns(defaults).find((column) => column.key === 'batchName')?.checked).toBe(false)
    const merged = mergeSaved(
      defaults,
      [{ dataIndex: 'applyId', title: '申请编号', checked: true }],
      ['applyId'],
    )
    expect(merged.find((column) => column.key === 'voucherNo')?.checked).toBe(false)
    expect(merged.find((column) => column.key === 'paidAmount')?.checked).toBe(true)
  })
})

describe('columns fitted to the table (issue 42 item 15)', () => {
  const fields = [
    col.text('applyId', '申请编号', { width: 170 }),
    col.text('stationName', '充电站名称', { width: 240 }),
    col.text('operatorName', '运营商', { width: 220 }),
    col.money('amount', '发放金额(元)', { width: 130 }),
  ]
  it("keeps the kinds' widths while they fit, or before the room is measured", () => {
    expect(fittedWidths(fields, 760, 'applyId')).toEqual([170, 240, 220, 130])
    expect(fittedWidths(fields, undefined, 'applyId')).toEqual([170, 240, 220, 130])
  })
  it('narrows the long columns by what each can spare, never the row key nor a number', () => {
    const widths = fittedWidths(fields, 700, 'applyId')
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(700)
    expect(widths[0]).toBe(170)
    expect(widths[3]).toBe(130)
    expect(widths[1]).toBeGreaterThan(widths[2])
  })
  it('stops at some six characters and lets the table scroll', () => {
    expect(fittedWidths(fields, 400, 'applyId')).toEqual([170, 120, 120, 130])
  })
})

describe('the table change handler (tableChange)', () => {
  /** A controller sorted by `sort`, recording what the handler asks of it. */
  function controller(sort: { field: string; order: 'asc' | 'desc' } | null) {
    const asked: unknown[] = []
    return {
      asked,
      list: {
        params: { sort, pageSize: 10 },
        setSort: (next: unknown) => asked.push(['sort', next]),
        setPage: (pageNum: number, pageSize: number) => asked.push(['page', pageNum, pageSize]),
      },
    }
  }
  const extra = (action: 'paginate' | 'sort') => ({ action, currentDataSource: [] })

  it('changes the page size of a list sorted by a column not shown (no sorter in the table)', () => {
    const { asked, list } = controller({ field: 'submitTime', order: 'desc' })
    tableChange(list)?.({ current: 1, pageSize: 20 }, {}, {}, extra('paginate'))
    expect(asked).toEqual([['page', 1, 20]])
  })

  it('sorts by the column clicked, and drops the sort when it is cleared', () => {
    const unsorted = controller(null)
    tableChange(unsorted.list)?.(
      { current: 3, pageSize: 10 },
      {},
      { columnKey: 'stationName', order: 'ascend' },
      extra('sort'),
    )
    expect(unsorted.asked).toEqual([['sort', { field: 'stationName', order: 'asc' }]])
    const sorted = controller({ field: 'stationName', order: 'asc' })
    tableChange(sorted.list)?.({ current: 1, pageSize: 10 }, {}, { columnKey: 'stationName' }, extra('sort'))
    expect(sorted.asked).toEqual([['sort', null]])
  })
})
