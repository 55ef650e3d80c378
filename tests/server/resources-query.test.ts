import { describe, expect, it } from 'vitest'
import { ordersResource } from '../../server/src/archives-management/orders'
import { ApiError } from '../../server/src/kernel/errors'
import { maskPlate, parseTime } from '../../server/src/resources'
import { escapeLike, prefixUpperBound } from '../../server/src/resources/conditions'
import { acceptedParams, parseSort } from '../../server/src/resources/query'

/** The fields a 400 names (its `data`: decisions, Field errors); the message names labels only. */
function refusedFields(call: () => unknown): string[] {
  try {
    call()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return Object.keys((error as ApiError).data as object)
  }
  throw new Error('not refused')
}

describe('the list machinery', () => {
  it('bounds a prefix so an index range finds exactly the values starting with it', () => {
    expect(prefixUpperBound('1201')).toBe('1202')
    expect(prefixUpperBound('津A')).toBe('津B')
    const values = ['1201', '12010', '120199', '1202', '1200', '12']
    expect(values.filter((value) => value >= '1201' && value < prefixUpperBound('1201'))).toEqual([
      '1201',
      '12010',
      '120199',
    ])
  })

  it('escapes LIKE wildcards typed into a keyword', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\')
  })

  it('reads console times as China time and ISO times as given', () => {
    expect(parseTime('t', '2026-01-02')).toEqual({ iso: '2026-01-01T16:00:00.000Z', dateOnly: true })
    expect(parseTime('t', '2026-01-02 08:30:00').iso).toBe('2026-01-02T00:30:00.000Z')
    expect(parseTime('t', '2026-01-02T08:30:00Z').iso).toBe('2026-01-02T08:30:00.000Z')
    expect(refusedFields(() => parseTime('startTimeFrom', 'yesterday'))).toEqual(['startTimeFrom'])
  })

  it('accepts the filters a definition declares, ranges as From/To', () => {
    const params = acceptedParams(ordersResource)
    expect(params).toEqual(
      expect.arrayContaining([
        'pageNum',
        'pageSize',
        'sort',
        'keyword',
        'startTimeFrom',
        'startTimeTo',
        'licensePlate',
        'areaCode',
        'totalMoneyFrom',
      ]),
    )
    expect(params).not.toContain('chargeDetails')
  })

  it('sorts only by sortable fields, in either antd or SQL spelling', () => {
    expect(parseSort(ordersResource, 'totalMoney,descend')).toMatchObject({
      field: { name: 'totalMoney' },
      direction: 'desc',
    })
    expect(parseSort(ordersResource, undefined)).toMatchObject({
      field: { name: 'startTime' },
      direction: 'desc',
    })
    expect(() => parseSort(ordersResource, 'vin,asc')).toThrow(/vin/)
    expect(refusedFields(() => parseSort(ordersResource, 'totalMoney,up'))).toEqual(['sort'])
  })

  it('hides the last two characters of a plate', () => {
    expect(maskPlate('津AD12345')).toBe('津AD123**')
    expect(maskPlate(null)).toBeNull()
  })
})
