import { describe, expect, it } from 'vitest'
import { CITY_CONFIGS, cityConfig, filterMunicipalDistricts } from '../../../src/core/cities'
import { ROUTES } from '../../../src/core/domain/routes'

describe('city configurations (section 3)', () => {
  it('has the four configurations keyed by region code', () => {
    expect(Object.keys(CITY_CONFIGS).sort()).toEqual(['120100', '130000', '619800', '619900'])
    for (const config of Object.values(CITY_CONFIGS))
      expect(['common', 'custom', 'splice']).toContain(config.mapType)
  })

  it('gives Tianjin a dashboard route of the catalogue and a first-screen title', () => {
    const tianjin = cityConfig(120100)!
    expect(tianjin.firstScreenTitle).toBe('天津市电动汽车充电设施监管平台')
    expect(ROUTES.map((route) => route.path)).toContain(tianjin.dashboardRoute)
  })

  it('answers undefined for other regions', () => {
    expect(cityConfig('110100')).toBeUndefined()
    expect(cityConfig(null)).toBeUndefined()
  })
})

describe('市辖区 filtering (section 9)', () => {
  it('drops names ending in 市辖区, also among children', () => {
    const list = [
      { code: '120100', name: '市辖区', children: [] },
      {
        code: '130100',
        name: '石家庄市',
        children: [
          { code: '130101', name: '市辖区' },
          { code: '130102', name: '长安区' },
        ],
      },
    ]
    expect(filterMunicipalDistricts(list)).toEqual([
      { code: '130100', name: '石家庄市', children: [{ code: '130102', name: '长安区' }] },
    ])
  })

  it('keeps names that only contain 市辖区 elsewhere, and reads labels and plain strings', () => {
    expect(filterMunicipalDistricts(['市辖区', '天津市', '市辖区外围'])).toEqual(['天津市', '市辖区外围'])
    expect(filterMunicipalDistricts([{ label: '天津市市辖区' }, { label: '滨海新区' }])).toEqual([
      { label: '滨海新区' },
    ])
    expect(filterMunicipalDistricts([{ n: '市辖区' }], (item) => item.n)).toEqual([])
  })
})
