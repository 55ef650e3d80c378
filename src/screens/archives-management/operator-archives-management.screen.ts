/** 运营商档案 (domain.md: Operator): operators with their derived scale and connected platforms. */
import { OPERATORS } from '../../contract/lists/archives-management/operators'
import { PLATFORM_OPERATORS } from '../../contract/lists/archives-management/platform-operators'
import { STATIONS } from '../../contract/lists/archives-management/stations'
import type { RowOf } from '../../contract/lists/rows'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { AREA_LAYOUT, POWER_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(OPERATORS)
const platform = fieldsOf(PLATFORM_OPERATORS)
const station = fieldsOf(STATIONS)

export default defineListScreen<RowOf<typeof OPERATORS>>({
  resource: OPERATORS.resource,
  rowKey: 'operatorId',
  keyword: { placeholder: '运营商ID、名称或拼音' },
  columns: [
    f.col('operatorId', { width: 110, fixed: 'left' }),
    f.col('operatorName', { width: 240 }),
    f.col('operatorUscc', { width: 190, search: true }),
    f.col('operatorType', { search: true }),
    f.col('status', { search: true }),
    f.col('operatorTel1'),
    f.col('contactPerson'),
    f.col('contactTel'),
    f.col('stationCount'),
    f.col('equipmentCount'),
    f.col('connectorCount'),
    f.col('ratedPower', POWER_LAYOUT),
    f.col('totalEnergy'),
    f.col('connectionTime'),
  ],
  filters: [f.range('connectionTime')],
  detailFields: [
    f.col('operatorTel2'),
    f.col('operatorRegAddress'),
    f.col('legalPerson'),
    f.col('regCapital'),
  ],
  detail: {
    title: (operator) => operator.operatorName ?? '运营商',
    related: [
      {
        title: '接入平台',
        resource: PLATFORM_OPERATORS.resource,
        rowKey: 'platformId',
        filter: (operator) => ({ operatorId: operator.operatorId }),
        columns: [
          platform.col('platformId'),
          platform.col('platformName'),
          platform.col('protocolVersion'),
          platform.col('secretKeyStatus'),
          platform.col('onlineStatus'),
          platform.col('lastPushTime'),
        ],
      },
      {
        title: '充电站',
        resource: STATIONS.resource,
        rowKey: 'stationId',
        filter: (operator) => ({ operatorId: operator.operatorId }),
        columns: [
          station.col('stationId'),
          station.col('stationName'),
          station.col('areaCode', { render: AREA_LAYOUT.render }),
          station.col('connectorCount'),
        ],
      },
    ],
  },
  actions: [action.view(), action.export()],
})
