/** 换电站档案 (domain.md: Swap station): swap stations with slot states and recent swaps. */
import { SWAP_ORDERS } from '../../contract/lists/archives-management/swap-orders'
import { SWAP_STATIONS } from '../../contract/lists/archives-management/swap-stations'
import type { RowOf } from '../../contract/lists/rows'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { SlotStates } from './SlotStates'

const f = fieldsOf(SWAP_STATIONS)
const order = fieldsOf(SWAP_ORDERS)

export default defineListScreen<RowOf<typeof SWAP_STATIONS>>({
  resource: SWAP_STATIONS.resource,
  rowKey: 'stationId',
  keyword: { placeholder: '换电站编号、名称或拼音' },
  columns: [
    f.col('stationId', { width: 150, fixed: 'left' }),
    f.col('stationName', { width: 220 }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('address', { width: 240, search: true }),
    f.col('stationStatus', { search: true }),
    f.col('onlineStatus', { search: true }),
    f.col('generalApplicationType', { search: true }),
    f.col('positionNum'),
    f.col('fullCount'),
    f.col('chargingCount'),
    f.col('emptyCount'),
    f.col('faultCount'),
    f.col('vehicleModels', { width: 220, search: true }),
    f.col('swapFee', { width: 160 }),
    f.col('officialRunTime'),
  ],
  filters: [f.range('officialRunTime')],
  detailFields: [
    f.col('stationTel'),
    f.col('businessHours'),
    f.col('stationLng'),
    f.col('stationLat'),
    f.col('slots', { render: (value) => <SlotStates slots={value} /> }),
  ],
  detail: {
    title: (station) => station.stationName ?? '换电站',
    related: [
      {
        title: '换电订单（近30天）',
        resource: SWAP_ORDERS.resource,
        rowKey: 'orderNo',
        filter: (station) => ({ stationId: station.stationId }),
        columns: [
          order.col('orderNo'),
          order.col('startTime'),
          order.col('duration'),
          order.col('licensePlate'),
          order.col('outBatteryCode'),
          order.col('inBatteryCode'),
          order.col('result'),
        ],
      },
    ],
  },
  actions: [action.view(), action.export()],
})
