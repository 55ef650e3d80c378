/** 电池档案 (domain.md: Battery): battery packs with their assessment, location and swap history. */
import { BATTERIES } from '../../contract/lists/archives-management/batteries'
import { SWAP_ORDERS } from '../../contract/lists/archives-management/swap-orders'
import type { RowOf } from '../../contract/lists/rows'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import type { RelatedDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(BATTERIES)
const order = fieldsOf(SWAP_ORDERS)

/** The swaps that took the pack out (`out`) or put it in (`in`), with its SOC then. */
const swaps = (direction: 'out' | 'in'): RelatedDefinition<RowOf<typeof BATTERIES>> => ({
  title: `换电记录（${direction === 'out' ? '换下' : '换上'}，近30天）`,
  resource: SWAP_ORDERS.resource,
  rowKey: 'orderNo',
  filter: (battery) => ({ [`${direction}BatteryCode`]: battery.batteryCode }),
  columns: [
    order.col('orderNo'),
    order.col('stationName'),
    order.col('startTime'),
    order.col(direction === 'out' ? 'outSoc' : 'inSoc'),
    order.col('licensePlate'),
    order.col('result'),
  ],
})

export default defineListScreen<RowOf<typeof BATTERIES>>({
  resource: BATTERIES.resource,
  rowKey: 'batteryCode',
  keyword: { placeholder: '电池包编码或BMS编码' },
  columns: [
    f.col('batteryCode', { width: 230, fixed: 'left' }),
    f.col('bmsCode', { width: 170 }),
    f.col('model', { search: true }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('ratedCapacity'),
    f.col('ratedVoltage'),
    f.col('soh'),
    f.col('assessment', { search: true }),
    f.col('cycleCount'),
    f.col('locationType', { search: true }),
    f.col('locationStationName', { width: 200 }),
    f.col('locationVin', { width: 180, search: true }),
    f.col('productionDate', { format: 'YYYY-MM-DD' }),
  ],
  filters: [f.range('productionDate')],
  detail: { title: (battery) => `电池 ${battery.batteryCode}`, related: [swaps('out'), swaps('in')] },
  actions: [action.view(), action.export()],
})
