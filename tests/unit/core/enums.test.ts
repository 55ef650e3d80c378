import { describe, expect, expectTypeOf, it } from 'vitest'
import * as domain from '../../../src/core/domain'
import {
  ALARM_CODE,
  ALARM_DISPOSAL,
  ALARM_LEVEL,
  ALLOWANCE_STATUS,
  APPLY_STATUS,
  CONNECTOR_STATUS,
  CONNECTOR_TYPE,
  CONSTRUCTION,
  canTransition,
  colorOf,
  type EnumList,
  type EnumValue,
  EQUIPMENT_STATUS,
  isEnumValue,
  isRuralCode,
  labelOf,
  NATIONAL_STANDARD,
  OPERATOR_STATUS,
  PARK_STATUS,
  STATION_STATUS,
  STATION_TYPE,
  STOP_REASON,
  SUBSIDY_TYPE,
  starsOf,
  URBAN_RURAL_CODE,
  valuesOf,
} from '../../../src/core/domain/enums'

const TAG_COLORS = [
  'success',
  'processing',
  'error',
  'warning',
  'default',
  'blue',
  'cyan',
  'geekblue',
  'gold',
].concat(['green', 'lime', 'magenta', 'orange', 'purple', 'red', 'volcano'])

const isEnumList = (value: unknown): value is EnumList =>
  Array.isArray(value) &&
  value.every((o) => typeof o === 'object' && o !== null && 'value' in o && 'label' in o)

const lists = Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) =>
  isEnumList(value) ? [[name, value] as const] : [],
)

describe('enumerations of domain.md', () => {
  it('exports the lists with unique values, non-empty labels and antd Tag colours', () => {
    expect(lists.length).toBeGreaterThanOrEqual(30)
    for (const [name, list] of lists) {
      const values = list.map((o) => o.value)
      expect(new Set(values).size, name).toBe(values.length)
      for (const option of list) {
        expect(option.label, name).not.toBe('')
        if (option.color) expect(TAG_COLORS, name).toContain(option.color)
      }
    }
  })

  it('keeps the labels exactly as domain.md writes them', () => {
    expect(valuesOf(OPERATOR_STATUS).map((v) => labelOf(OPERATOR_STATUS, v))).toEqual([
      '停运',
      '正常',
      '审核不通过',
      '待审核',
    ])
    expect(labelOf(STATION_TYPE, 100)).toBe('公交(专用)')
    expect(labelOf(STATION_TYPE, 255)).toBe('其他')
    expect(STATION_STATUS.map((o) => `${o.value} ${o.label}`)).toEqual([
      '0 未知',
      '1 建设中',
      '5 关闭下线',
      '6 维护中',
      '50 正常使用',
    ])
    expect(labelOf(CONSTRUCTION, 9)).toBe('大型建筑配建停车场')
    expect(ALLOWANCE_STATUS.map((o) => o.label)).toEqual([
      '未申请',
      '申请中',
      '审核中',
      '待补贴',
      '已补贴',
      '审核不通过',
    ])
    expect(labelOf(EQUIPMENT_STATUS, 5)).toBe('停用')
    expect(labelOf(NATIONAL_STANDARD, 4)).toBe('2023版')
    expect(labelOf(CONNECTOR_TYPE, 2)).toBe('交流插座(模式3 B)')
    expect(labelOf(CONNECTOR_STATUS, 4)).toBe('占用(预约锁定)')
    expect(labelOf(CONNECTOR_STATUS, 255)).toBe('故障')
    expect(labelOf(PARK_STATUS, 50)).toBe('占用')
    expect(labelOf(STOP_REASON, 2)).toBe('BMS停止')
    expect(labelOf(ALARM_LEVEL, 1)).toBe('人身安全级')
    expect(labelOf(ALARM_CODE, 120)).toBe('动力蓄电池温度过高')
    expect(ALARM_DISPOSAL.map((o) => o.label)).toEqual(['待处理', '处理中', '已处理', '已确认'])
    expect(SUBSIDY_TYPE.map((o) => o.label)).toEqual(['建设补贴', '运营补贴'])
    expect(APPLY_STATUS.map((o) => o.label)).toEqual([
      '草稿',
      '待审核',
      '审核中',
      '审核通过',
      '驳回',
      '已发放',
      '已过期',
      '已撤销',
      // Subsidy applications (issue 17; domain.md allowanceStatus labels, and publicity).
      '审核不通过',
      '公示中',
      '待补贴',
      '已补贴',
    ])
  })

  it('looks labels up by number or numeric text, with a fallback for unknown values', () => {
    expect(labelOf(STATION_STATUS, '50')).toBe('正常使用')
    expect(labelOf(STATION_STATUS, 99)).toBe('-')
    expect(labelOf(STATION_STATUS, null, '未填写')).toBe('未填写')
    expect(colorOf(CONNECTOR_STATUS, 255)).toBe('error')
    expect(colorOf(STATION_TYPE, 1)).toBe('default')
    expect(isEnumValue(STATION_STATUS, 6)).toBe(true)
    expect(isEnumValue(STATION_STATUS, 7)).toBe(false)
  })

  it('types the values of each list', () => {
    expectTypeOf<EnumValue<typeof STATION_STATUS>>().toEqualTypeOf<0 | 1 | 5 | 6 | 50>()
  })

  it('classifies urban-rural codes, 2xx being rural', () => {
    expect(labelOf(URBAN_RURAL_CODE, 112)).toBe('城区')
    expect(labelOf(URBAN_RURAL_CODE, 123)).toBe('镇区')
    expect(labelOf(URBAN_RURAL_CODE, 210)).toBe('乡中心区')
    expect(labelOf(URBAN_RURAL_CODE, 220)).toBe('村庄')
    expect([111, 121, 210, 220, 299].map(isRuralCode)).toEqual([false, false, true, true, false])
  })

  it('allows only the workflow steps of an application', () => {
    expect(canTransition('draft', 'pending')).toBe(true)
    expect(canTransition('reviewing', 'approved')).toBe(true)
    expect(canTransition('rejected', 'pending')).toBe(true)
    expect(canTransition('approved', 'issued')).toBe(true)
    expect(canTransition('issued', 'revoked')).toBe(true)
    expect(canTransition('draft', 'approved')).toBe(false)
    expect(canTransition('expired', 'issued')).toBe(false)
    expect(canTransition('approved', 'publicity')).toBe(true)
    expect(canTransition('publicity', 'awaiting')).toBe(true)
    expect(canTransition('awaiting', 'paid')).toBe(true)
    expect(canTransition('refused', 'pending')).toBe(false)
    expect(canTransition('paid', 'awaiting')).toBe(false)
  })

  it('turns assessment scores into stars', () => {
    expect([100, 90, 89.9, 80, 79, 70, 69, 60, 59.9, 0].map(starsOf)).toEqual([5, 5, 4, 4, 3, 3, 2, 2, 1, 1])
  })
})

describe('the connector codes by name', () => {
  it('are the values of the labelled lists', () => {
    expect(domain.CONNECTOR_STATUS.map((item) => item.value)).toEqual(Object.values(domain.CONNECTOR))
    expect(domain.PARK_STATUS.map((item) => item.value)).toEqual(Object.values(domain.PARKING))
  })
})
