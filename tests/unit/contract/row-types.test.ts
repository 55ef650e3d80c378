/**
 * The rows of described lists as types (src/contract/lists/rows.ts, issue 39 item 1): checked by
 * tsc (which covers tests) and by vitest's expectTypeOf; a broken RowOf fails the type check.
 */
import { describe, expectTypeOf, it } from 'vitest'
import type { DataOf } from '../../../src/contract/define'
import type {
  archivesManagementStationsDetail,
  archivesManagementStationsList,
} from '../../../src/contract/endpoints/resources-archives-management'
import type { NO_POWER_EQUIPMENT } from '../../../src/contract/lists/archives-management/no-power-equipment'
import type { STATIONS } from '../../../src/contract/lists/archives-management/stations'
import type { DetailOf, RowOf } from '../../../src/contract/lists/rows'
import type { ListScreenDefinition, RelatedDefinition } from '../../../src/ui/list/definition'

type Station = RowOf<typeof STATIONS>
type StationDetail = DetailOf<typeof STATIONS>
type IdlePile = RowOf<typeof NO_POWER_EQUIPMENT>

describe('RowOf', () => {
  it('types each field by its kind, the key never null', () => {
    expectTypeOf<Station['stationId']>().toEqualTypeOf<string>()
    expectTypeOf<Station['stationName']>().toEqualTypeOf<string | null>()
    expectTypeOf<Station['parkNums']>().toEqualTypeOf<number | null>()
    expectTypeOf<Station['ratedPower']>().toEqualTypeOf<number | null>()
    expectTypeOf<Station['officialRunTime']>().toEqualTypeOf<string | null>()
    expectTypeOf<Station['areaCode']>().toEqualTypeOf<string | null>()
    expectTypeOf<IdlePile['idleDays']>().toEqualTypeOf<number | null>()
  })

  it('types an enumeration field by its values', () => {
    expectTypeOf<Station['stationStatus']>().toEqualTypeOf<0 | 1 | 5 | 6 | 50 | null>()
    expectTypeOf<Station['ruralFlag']>().toEqualTypeOf<0 | 1 | null>()
  })

  it("carries the operator's name beside an operator's id", () => {
    expectTypeOf<Station['operatorId']>().toEqualTypeOf<string | null>()
    expectTypeOf<Station['operatorName']>().toEqualTypeOf<string | null>()
  })

  it('leaves out query parameters, and the detail’s own fields from the list', () => {
    expectTypeOf<IdlePile>().not.toHaveProperty('days')
    expectTypeOf<Station>().not.toHaveProperty('orders30Days')
    expectTypeOf<StationDetail['orders30Days']>().toEqualTypeOf<number | null>()
    expectTypeOf<StationDetail['stationId']>().toEqualTypeOf<string>()
    const read = (row: Station) =>
      // @ts-expect-error: no such field in the station list's description
      row.stationNme
    expectTypeOf(read).returns.toBeAny()
  })
})

describe('the contract’s list calls', () => {
  it('answer the described rows, through the generated endpoints', () => {
    type Answer = DataOf<typeof archivesManagementStationsList>
    expectTypeOf<Answer['list']>().toEqualTypeOf<Station[]>()
    expectTypeOf<Answer['total']>().toEqualTypeOf<number>()
    expectTypeOf<DataOf<typeof archivesManagementStationsDetail>>().toEqualTypeOf<StationDetail>()
  })
})

describe('a list screen of typed rows', () => {
  it('hands its callbacks the described row, and is a list screen of open rows all the same', () => {
    const screen: ListScreenDefinition<Station> = {
      resource: 'archives-management/stations',
      columns: [],
      detail: { title: (row) => row.stationName ?? row.stationId },
      actions: [
        // @ts-expect-error: no such field in the station list's description
        { type: 'edit', when: (row) => row.stationNme === 1 },
        { type: 'step', name: 'close', label: '关闭', when: (row) => row.stationStatus === 50 },
      ],
    }
    const piles: RelatedDefinition<Station> = {
      title: '充电设备',
      resource: 'archives-management/equipment',
      columns: [],
      filter: (station) => ({ stationId: station.stationId }),
    }
    expectTypeOf(screen).toExtend<ListScreenDefinition>()
    expectTypeOf(piles).toExtend<RelatedDefinition>()
  })
})
