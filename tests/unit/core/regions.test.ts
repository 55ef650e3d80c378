import { describe, expect, it } from 'vitest'
import {
  childRegions,
  REGIONS,
  regionByCode,
  regionName,
  regionPrefix,
} from '../../../src/core/domain/regions'

describe('seeded regions (GB/T 2260)', () => {
  it('lists Tianjin 120100 with its 16 districts', () => {
    const districts = childRegions('120100')
    expect(districts).toHaveLength(16)
    expect(districts[0]).toEqual({ code: '120101', name: '和平区', level: 'district', parentCode: '120100' })
    expect(districts.map((d) => d.code)).toContain('120116')
    expect(regionName('120119')).toBe('蓟州区')
  })

  it('lists Hebei 130000 with its 11 cities from 石家庄市 to 衡水市', () => {
    const cities = childRegions('130000')
    expect(cities).toHaveLength(11)
    expect(cities[0].name).toBe('石家庄市')
    expect(cities[10]).toEqual({ code: '131100', name: '衡水市', level: 'city', parentCode: '130000' })
  })

  it('has unique 6-digit codes whose parents exist and come first', () => {
    const seen = new Set<string>()
    for (const region of REGIONS) {
      expect(region.code).toMatch(/^\d{6}$/)
      expect(seen.has(region.code)).toBe(false)
      if (region.parentCode) expect(seen.has(region.parentCode)).toBe(true)
      seen.add(region.code)
    }
  })

  it('finds regions by code and names unknown codes with a fallback', () => {
    expect(regionByCode(130100)?.name).toBe('石家庄市')
    expect(regionName('999999')).toBe('-')
  })

  it('drops trailing 00 pairs for the data-scope prefix', () => {
    expect(regionPrefix('120100')).toBe('1201')
    expect(regionPrefix('130000')).toBe('13')
    expect(regionPrefix('120116')).toBe('120116')
  })
})
