import { beforeAll, describe, expect, it } from 'vitest'
import {
  createPinyinFilter,
  filterByPinyin,
  highlightParts,
  loadPinyin,
  matchRange,
  onPinyinReady,
  pinyinMatch,
  pinyinReady,
} from '../../../src/core/search'

// Runs first: the module is fresh, pinyin-match not loaded yet.
describe('before pinyin-match has loaded', () => {
  it('matches by characters, starts loading, and tells listeners when pinyin is ready', async () => {
    expect(pinyinReady()).toBe(false)
    let told = 0
    const stop = onPinyinReady(() => {
      told += 1
    })
    expect(pinyinMatch('天津充电站', '充电')).toBe(true)
    expect(pinyinMatch('Tianjin Station', 'STATION')).toBe(true)
    expect(matchRange('天津充电站', '充电')).toEqual([2, 3])
    expect(pinyinMatch('充电站', 'cdz')).toBe(false)
    await loadPinyin()
    stop()
    expect(told).toBe(1)
    expect(pinyinReady()).toBe(true)
    expect(pinyinMatch('充电站', 'cdz')).toBe(true)
  })
})

describe('fuzzy pinyin matching (section 1)', () => {
  beforeAll(() => loadPinyin())

  it('matches by initials', () => {
    expect(pinyinMatch('充电站', 'cdz')).toBe(true)
    expect(pinyinMatch('国网电动汽车服务', 'gwdd')).toBe(true)
  })

  it('matches by full pinyin, polyphones included', () => {
    expect(pinyinMatch('充电站', 'chongdianzhan')).toBe(true)
    expect(pinyinMatch('天津滨海新区充电站', 'binhai')).toBe(true)
    expect(pinyinMatch('重庆', 'chongqing')).toBe(true)
    expect(pinyinMatch('重庆', 'zhongqing')).toBe(true)
  })

  it('matches full syllables ending in a partial one', () => {
    expect(pinyinMatch('充电站', 'chongdianz')).toBe(true)
    expect(pinyinMatch('窗户', 'chuangh')).toBe(true)
  })

  it('is precise on first letters', () => {
    expect(pinyinMatch('充电站', 'hongdian')).toBe(false)
    expect(pinyinMatch('充电站', 'xyz')).toBe(false)
  })

  it('ignores case and spaces', () => {
    expect(pinyinMatch('充电站', 'CDZ')).toBe(true)
    expect(pinyinMatch('充电站', 'c d z')).toBe(true)
    expect(pinyinMatch('充电站', ' chong dian ')).toBe(true)
    expect(pinyinMatch('Tesla特斯拉', 'tesla')).toBe(true)
  })

  it('lets a trailing query of up to 6 letters match the start of a syllable, never 7', () => {
    expect(pinyinMatch('壮', 'zhuan')).toBe(true)
    expect(pinyinMatch('庄', 'zhuang')).toBe(true)
    expect(pinyinMatch('庄', 'zhuangx')).toBe(false)
    expect(pinyinMatch('光明双创', 'guangmingshuangc')).toBe(true)
  })

  it('also matches plain characters and digits', () => {
    expect(pinyinMatch('123曾经沧海', '23曾')).toBe(true)
    expect(pinyinMatch('充电站', '电站')).toBe(true)
  })

  it('treats a blank query as matching everything and an empty text as matching nothing', () => {
    expect(pinyinMatch('充电站', '')).toBe(true)
    expect(pinyinMatch('充电站', '   ')).toBe(true)
    expect(pinyinMatch('', 'a')).toBe(false)
    expect(pinyinMatch(undefined, 'a')).toBe(false)
  })
})

describe('filtering and highlighting', () => {
  const stations = [{ name: '天津西青充电站' }, { name: '特来电南开站' }, { name: '星星充电滨海站' }]

  it('keeps matching items in their order', () => {
    expect(filterByPinyin(stations, 'cd', (s) => s.name).map((s) => s.name)).toEqual([
      '天津西青充电站',
      '星星充电滨海站',
    ])
    expect(filterByPinyin(stations, 'tld', (s) => s.name)).toEqual([stations[1]])
    expect(filterByPinyin(stations, ' ', (s) => s.name)).toEqual(stations)
  })

  it('returns the matched character range for highlighting', () => {
    expect(matchRange('天津充电站', 'cdz')).toEqual([2, 4])
    expect(matchRange('天津充电站', 'xyz')).toBeNull()
    expect(matchRange('天津充电站', '')).toBeNull()
    expect(highlightParts('天津充电站', 'cdz')).toEqual([
      { text: '天津', match: false },
      { text: '充电站', match: true },
    ])
    expect(highlightParts('天津充电站南', 'cd')).toEqual([
      { text: '天津', match: false },
      { text: '充电', match: true },
      { text: '站南', match: false },
    ])
    expect(highlightParts('天津', 'x')).toEqual([{ text: '天津', match: false }])
  })
})

describe('the filter of a search box', () => {
  beforeAll(() => loadPinyin())

  const items = ['充电站档案', '充电桩档案', '订单档案', '系统管理', 'Charging station'].map((label) => ({
    label,
  }))
  const all = (query: string) => filterByPinyin(items, query, (item) => item.label)

  it('gives what filterByPinyin gives at every keystroke, typing on and deleting', () => {
    const filter = createPinyinFilter<{ label: string }>((item) => item.label)
    for (const query of [
      'c',
      'cd',
      'cdz',
      'cdzd',
      'cdz',
      'cd',
      '',
      'd',
      'dd',
      'ddda',
      'C',
      'CH',
      'cha',
      'charging s',
    ]) {
      expect(filter(items, query)).toEqual(all(query))
    }
  })

  it('searches only the last matches when the query grows over the same items', () => {
    let reads = 0
    const filter = createPinyinFilter<{ label: string }>((item) => {
      reads += 1
      return item.label
    })
    filter(items, 'cd')
    expect(reads).toBe(items.length)
    reads = 0
    filter(items, 'cdz')
    expect(reads).toBe(all('cd').length)
    reads = 0
    filter([...items], 'cdzd')
    expect(reads).toBe(items.length)
  })
})
