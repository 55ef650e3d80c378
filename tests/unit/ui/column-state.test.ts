// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  type ColumnDefault,
  defaultColumns,
  mergeSaved,
  setAllChecked,
  setChecked,
  setFixed,
  toSaved,
  visibleColumns,
} from '../../../src/ui/columns/columnState'
import { clearColumns, columnsPageKey, loadColumns, saveColumns } from '../../../src/ui/columns/columnStorage'

const COLUMNS: ColumnDefault[] = [
  { key: 'stationId', title: '充电站编号' },
  { key: 'stationName', title: '充电站名称' },
  { key: 'operatorName', title: '运营商' },
  { key: 'stationStatus', title: '站点状态' },
]
const keys = (columns: { key: string }[]) => columns.map((column) => column.key)

describe('column state', () => {
  it('shows every column of the screen, checked, when nothing is saved', () => {
    expect(mergeSaved(COLUMNS, undefined, undefined).every((column) => column.checked)).toBe(true)
  })

  it('keeps the first column checked when select-all is unchecked', () => {
    const none = setAllChecked(defaultColumns(COLUMNS), false)
    expect(keys(visibleColumns(none))).toEqual(['stationId'])
  })

  it('makes every column visible when select-all is checked', () => {
    const some = setChecked(setChecked(defaultColumns(COLUMNS), 'stationName', false), 'operatorName', false)
    expect(keys(visibleColumns(setAllChecked(some, true)))).toEqual(keys(COLUMNS))
  })

  it('keeps the first column shown, even when it is pinned to the right', () => {
    const pinned = setFixed(defaultColumns(COLUMNS), 'stationStatus', 'left')
    expect(keys(visibleColumns(setAllChecked(pinned, false)))).toEqual(['stationStatus'])
  })

  it('saves only the checked columns', () => {
    const saved = toSaved(setChecked(defaultColumns(COLUMNS), 'operatorName', false))
    expect(saved.map((column) => column.dataIndex)).toEqual(['stationId', 'stationName', 'stationStatus'])
    expect(saved.every((column) => column.checked)).toBe(true)
  })

  it('orders the groups fixed-left, unfixed, fixed-right', () => {
    let columns = setFixed(defaultColumns(COLUMNS), 'stationStatus', 'left')
    columns = setFixed(columns, 'stationId', 'right')
    expect(keys(visibleColumns(columns))).toEqual([
      'stationStatus',
      'stationName',
      'operatorName',
      'stationId',
    ])
    expect(columns.find((column) => column.key === 'stationId')?.fixed).toBe('right')
  })

  it('unpins a column with 不固定', () => {
    const columns = setFixed(
      setFixed(defaultColumns(COLUMNS), 'stationName', 'left'),
      'stationName',
      undefined,
    )
    expect(columns.find((column) => column.key === 'stationName')?.fixed).toBeUndefined()
  })

  it('keeps a column hidden that the user saw and unchecked', () => {
    const saved = toSaved(setChecked(defaultColumns(COLUMNS), 'operatorName', false))
    const merged = mergeSaved(COLUMNS, saved, keys(COLUMNS))
    expect(keys(visibleColumns(merged))).toEqual(['stationId', 'stationName', 'stationStatus'])
    expect(keys(merged)).toEqual(keys(COLUMNS))
  })

  it('shows a column added to the screen after the user saved, at its place', () => {
    const saved = toSaved(setChecked(defaultColumns(COLUMNS), 'operatorName', false))
    const later = [...COLUMNS.slice(0, 2), { key: 'areaCode', title: '行政区域' }, ...COLUMNS.slice(2)]
    const merged = mergeSaved(later, saved, keys(COLUMNS))
    expect(keys(visibleColumns(merged))).toEqual(['stationId', 'stationName', 'areaCode', 'stationStatus'])
  })

  it('drops a saved column the screen no longer has', () => {
    const saved = [...toSaved(defaultColumns(COLUMNS)), { dataIndex: 'gone', title: '旧列', checked: true }]
    expect(keys(mergeSaved(COLUMNS, saved, [...keys(COLUMNS), 'gone']))).toEqual(keys(COLUMNS))
  })

  it('restores the saved order and pins', () => {
    const saved = [
      { dataIndex: 'stationName', title: '充电站名称', checked: true, fixed: 'left' as const },
      { dataIndex: 'stationId', title: '充电站编号', checked: true, fixed: null },
    ]
    const merged = mergeSaved(COLUMNS, saved, keys(COLUMNS))
    expect(keys(visibleColumns(merged))).toEqual(['stationName', 'stationId'])
    expect(merged[0].fixed).toBe('left')
  })
})

describe('saved columns in local storage', () => {
  beforeEach(() => localStorage.clear())

  it('keys the page by the last route path segment', () => {
    expect(columnsPageKey('/archives-management/station-archives-management')).toBe(
      'station-archives-management',
    )
    expect(columnsPageKey('/universal-services/access-audit-detail/:applyId')).toBe('access-audit-detail')
  })

  it('stores columns, curCol and oldcolumns as section 3 names them', () => {
    const columns = setChecked(defaultColumns(COLUMNS), 'operatorName', false)
    saveColumns('station-archives-management', columns)
    const map = JSON.parse(localStorage.getItem('columns') ?? '{}')
    expect(map['station-archives-management'].map((c: { dataIndex: string }) => c.dataIndex)).toEqual([
      'stationId',
      'stationName',
      'stationStatus',
    ])
    expect(JSON.parse(localStorage.getItem('curCol') ?? 'null')).toEqual(map['station-archives-management'])
    expect(JSON.parse(localStorage.getItem('oldcolumns') ?? '{}')['station-archives-management']).toEqual(
      keys(COLUMNS),
    )
  })

  it('keeps other pages when saving one', () => {
    saveColumns('a', defaultColumns(COLUMNS))
    saveColumns('b', setAllChecked(defaultColumns(COLUMNS), false))
    expect(keys(visibleColumns(loadColumns('a', COLUMNS)))).toEqual(keys(COLUMNS))
    expect(keys(visibleColumns(loadColumns('b', COLUMNS)))).toEqual(['stationId'])
  })

  it('forgets the page on reset', () => {
    saveColumns('a', setAllChecked(defaultColumns(COLUMNS), false))
    clearColumns('a')
    expect(keys(visibleColumns(loadColumns('a', COLUMNS)))).toEqual(keys(COLUMNS))
    expect(localStorage.getItem('curCol')).toBeNull()
  })

  it('falls back to the defaults when the stored value is damaged', () => {
    localStorage.setItem('columns', '{not json')
    localStorage.setItem('oldcolumns', '[1,2]')
    expect(keys(visibleColumns(loadColumns('a', COLUMNS)))).toEqual(keys(COLUMNS))
  })
})
