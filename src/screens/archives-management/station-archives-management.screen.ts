/** 充电站档案 (domain.md: Station): stations with their piles, connectors and orders. */
import { STATIONS } from '../../contract/lists/archives-management/stations'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, OPERATOR_LAYOUT, POWER_LAYOUT } from '../../ui/list/layouts'
import { preloadable } from '../../ui/preloadable'
import { pilesOfStation } from './related'

const f = fieldsOf(STATIONS)

/** The map beside the list (issue 44): its code, ECharts and the boundaries load when it is first shown. */
const StationListMap = preloadable(() =>
  import('../../ui/map/StationListMap').then((module) => module.StationListMap),
)

export default defineListScreen({
  resource: STATIONS.resource,
  rowKey: 'stationId',
  keyword: { placeholder: '充电站编号、名称或拼音' },
  columns: [
    f.col('stationId', { width: 140, fixed: 'left' }),
    f.col('stationName', { width: 240 }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('address', { width: 260, search: true }),
    f.col('stationType', { search: true }),
    f.col('stationStatus', { search: true }),
    f.col('stationClassification', { search: true }),
    f.col('construction', { search: true, hideInTable: true }),
    f.col('equipmentCount'),
    f.col('connectorCount'),
    f.col('ratedPower', POWER_LAYOUT),
    f.col('capacity', { hideInTable: true }),
    f.col('parkNums', { hideInTable: true }),
    f.col('officialRunTime'),
    f.col('ruralFlag', { search: true }),
    f.col('allowanceStatus', { search: true }),
    f.col('urbanRuralCode', { hideInTable: true }),
    f.col('areaCodeCountryside', { hideInTable: true }),
    f.col('supportOrder', { hideInTable: true }),
  ],
  filters: [f.range('officialRunTime')],
  detailFields: [
    f.col('equipmentOwnerId'),
    f.col('stationTel'),
    f.col('serviceTel'),
    f.col('stationLng'),
    f.col('stationLat'),
    f.col('businessHours'),
    f.col('electricityFee'),
    f.col('serviceFee'),
    f.col('parkFee'),
    f.col('payment'),
    f.col('createTime'),
    // Sent by the station's detail only (the list's rows do not carry them).
    f.col('orders30Days'),
    f.col('energy30Days'),
    f.col('money30Days'),
  ],
  detail: {
    title: (station) => `${station.stationName ?? '充电站'}`,
    sections: [
      {
        title: '基本信息',
        fields: [
          'stationId',
          'stationName',
          'operatorId',
          'equipmentOwnerId',
          'areaCode',
          'address',
          'stationLng',
          'stationLat',
          'areaCodeCountryside',
          'urbanRuralCode',
          'stationType',
          'stationStatus',
          'stationClassification',
          'construction',
        ],
      },
      {
        title: '运营信息',
        fields: [
          'stationTel',
          'serviceTel',
          'businessHours',
          'electricityFee',
          'serviceFee',
          'parkFee',
          'payment',
          'supportOrder',
          'parkNums',
          'officialRunTime',
          'createTime',
        ],
      },
      {
        title: '规模与补贴',
        fields: [
          'equipmentCount',
          'connectorCount',
          'ratedPower',
          'capacity',
          'ruralFlag',
          'allowanceStatus',
        ],
      },
      { title: '近30天运营', fields: ['orders30Days', 'energy30Days', 'money30Days'] },
    ],
    related: [pilesOfStation],
  },
  actions: [action.view(), action.export()],
  views: [{ key: 'map', label: '地图', component: StationListMap }],
})
