/**
 * The region map by map type (issue 44): `custom` draws 天津市's 16-district schematic, `common`
 * its 16 administrative districts, `splice` 河北省's 11 cities each the outline of its counties. For
 * each: the areas ECharts registered are the expected codes and names, every station point lies
 * in its own district as ECharts drew it, the tooltip card names a station, and a click on a
 * station hands it over (real mouse events at the point's pixel).
 */
import { resetMouse, sendMouse } from '@web/test-runner-commands'
import { expect } from 'chai'
import type { MapType } from '../../src/core/cities'
import { loadRegionMap } from '../../src/core/maps/regionMap'
import { echarts, mapName } from '../../src/ui/map/echartsMap'
import type { MapStation } from '../../src/ui/map/mapOption'
import { afterEach, describe, it } from './mocha'
import { clicked, mountRegionMap } from './region-map-harness'
import { waitFor } from './waits'

const TIANJIN = [
  '120101',
  '120102',
  '120103',
  '120104',
  '120105',
  '120106',
  '120110',
  '120111',
  '120112',
  '120113',
  '120114',
  '120115',
  '120116',
  '120117',
  '120118',
  '120119',
]
const HEBEI = [
  '130100',
  '130200',
  '130300',
  '130400',
  '130500',
  '130600',
  '130700',
  '130800',
  '130900',
  '131000',
  '131100',
]

let mounted: Awaited<ReturnType<typeof mountRegionMap>> | undefined
afterEach(async () => {
  mounted?.unmount()
  mounted = undefined
  clicked.length = 0
  await resetMouse()
})

interface SeriesData {
  getItemVisual(index: number, key: string): { fill?: unknown } | undefined
  getName(index: number): string
}
interface GeoRegion {
  name: string
}
interface GeoSystem {
  getRegionByCoord(coord: number[]): GeoRegion | null
}

const CASES: [string, string, MapType, string[]][] = [
  ['120100', '天津市', 'custom', TIANJIN],
  ['120100', '天津市', 'common', TIANJIN],
  ['130000', '河北省', 'splice', HEBEI],
]

/** The mounted map's element and its ECharts instance, once drawn. */
async function drawnMap() {
  const host = () => mounted?.shadow.querySelector('[role="img"]') as HTMLDivElement | null
  await waitFor(() => Boolean(host() && echarts.getInstanceByDom(host() as HTMLDivElement)), 'the map drawn')
  const chart = echarts.getInstanceByDom(host() as HTMLDivElement)
  if (!chart) throw new Error('no chart')
  return { host, chart }
}

describe('the region map', () => {
  for (const [region, name, mapType, codes] of CASES) {
    it(`draws ${name} as ${mapType}: its areas, every station in its own, a card and a click`, async () => {
      mounted = await mountRegionMap(region, name, mapType)
      const { host, chart } = await drawnMap()
      const registered = echarts.getMap(mapName({ code: region, mapType })) as unknown as {
        geoJSON: { features: { properties: { adcode: string; name: string } }[] }
      }
      const features = registered.geoJSON.features.map((feature) => feature.properties)
      expect(features.map((feature) => feature.adcode)).to.deep.equal(codes)
      expect(features.map((feature) => feature.name)).to.deep.equal(
        mounted.map.areas.map((area) => area.name),
      )
      expect(host()?.getAttribute('aria-label')).to.contain(`${codes.length}个区域，${codes.length}座充电站`)
      if (mapType === 'splice') {
        // Each city is its county map's polygons joined into one outline (石家庄: one ring, no
        // county border inside; 唐山 keeps its islands).
        const shijiazhuang = mounted.map.areas.find((area) => area.code === '130100')
        const counties = await loadRegionMap('130100', 'common')
        expect(counties.areas.length).to.be.greaterThan(1)
        expect(shijiazhuang?.polygons.length).to.equal(1)
        expect(mounted.map.areas.find((area) => area.code === '130200')?.polygons.length).to.be.greaterThan(1)
      }

      // Every area is shaded by the measure (a colour of the visual map, none left uncoloured).
      const series = (
        chart as unknown as { getModel(): { getSeriesByIndex(index: number): { getData(): SeriesData } } }
      )
        .getModel()
        .getSeriesByIndex(0)
        .getData()
      const shades = codes.map((_, index) => String(series.getItemVisual(index, 'style')?.fill ?? ''))
      const named = codes.map((_, index) => series.getName(index))
      expect({ named, shades }).to.deep.equal({ named: mounted.map.areas.map((area) => area.name), shades })
      expect(new Set(shades).size, shades.join()).to.equal(codes.length)

      // Every station lies in its own area as ECharts drew the map.
      const geo = (
        chart as unknown as {
          getModel(): { getComponent(type: string, index: number): { coordinateSystem: GeoSystem } }
        }
      )
        .getModel()
        .getComponent('geo', 0).coordinateSystem
      const names = new Map(mounted.map.areas.map((area) => [area.code, area.name]))
      const misplaced = mounted.stations.filter(
        (station) => geo.getRegionByCoord([station.lng, station.lat])?.name !== names.get(station.areaCode),
      )
      expect(misplaced.map((station) => station.stationId)).to.deep.equal([])

      // The tooltip card of a station under the mouse, and its click.
      const station = mounted.stations[0]
      const [x, y] = chart.convertToPixel({ seriesIndex: 1 }, [station.lng, station.lat]) as number[]
      const box = (host() as HTMLDivElement).getBoundingClientRect()
      const at: [number, number] = [Math.round(box.left + x), Math.round(box.top + y)]
      await sendMouse({ type: 'move', position: at })
      const card = () => mounted?.shadow.textContent ?? ''
      await waitFor(() => card().includes('点击查看充电站档案'), 'the station card', undefined, card)
      expect(card()).to.contain(station.stationName)
      await sendMouse({ type: 'click', position: at })
      await waitFor(() => clicked.length === 1, 'the station clicked')
      expect(clicked[0].stationId).to.equal(station.stationId)
    })
  }

  /** Two stations a few pixels apart (the second drawn over the first's edge), with their pixels. */
  async function overlapping() {
    mounted = await mountRegionMap('120100', '天津市', 'custom', ([first]) => [
      first,
      { ...first, stationId: `${first.stationId}-2`, stationName: '邻近充电站', lng: first.lng + 0.012 },
    ])
    const { host, chart } = await drawnMap()
    const box = (host() as HTMLDivElement).getBoundingClientRect()
    const [a, b] = (mounted.stations as MapStation[]).map((station) => {
      const [x, y] = chart.convertToPixel({ seriesIndex: 1 }, [station.lng, station.lat]) as number[]
      return { station, at: [Math.round(box.left + x), Math.round(box.top + y)] as [number, number] }
    })
    const apart = Math.hypot(a.at[0] - b.at[0], a.at[1] - b.at[1])
    // Closer than a point's size (8 px and its border): the pointer at either centre is on both.
    expect(apart).to.be.within(2, 7)
    return [a, b]
  }

  it('shows the card of the station nearest the pointer where two points overlap', async () => {
    const [a, b] = await overlapping()
    const card = () => mounted?.shadow.textContent ?? ''
    for (const [point, other] of [
      [a, b],
      [b, a],
      [a, b],
    ]) {
      await sendMouse({ type: 'move', position: point.at })
      await waitFor(
        () => card().includes(point.station.stationName) && !card().includes(other.station.stationName),
        `the card of ${point.station.stationName}`,
        undefined,
        card,
      )
    }
  })

  it('opens the station under the pointer where two points overlap (a dense centre)', async () => {
    const [a, b] = await overlapping()
    for (const point of [a, b, a]) {
      clicked.length = 0
      await sendMouse({ type: 'click', position: point.at })
      await waitFor(() => clicked.length === 1, 'the station clicked')
      expect(clicked[0].stationId).to.equal(point.station.stationId)
    }
  })
})
