/** 运营商档案 (domain.md: Operator): operators with their derived scale and connected platforms. */
import { ONLINE_STATUS, OPERATOR_STATUS, OPERATOR_TYPE, YES_NO } from '../../core/domain/enums'
import { regionName } from '../../core/domain/regions'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { powerColumn, rangeFilter } from './fields'

export default defineListScreen({
  resource: 'archives-management/operators',
  rowKey: 'operatorId',
  keyword: { placeholder: '运营商ID、名称或拼音' },
  columns: [
    col.text('operatorId', '运营商ID', { width: 110, fixed: 'left', sortable: true }),
    col.text('operatorName', '运营商名称', { width: 240, sortable: true }),
    col.text('operatorUscc', '统一社会信用代码', { width: 190, search: true }),
    col.enum('operatorType', '运营商类型', OPERATOR_TYPE, { search: true }),
    col.enum('status', '状态', OPERATOR_STATUS, { search: true }),
    col.text('operatorTel1', '客服电话'),
    col.text('contactPerson', '联系人'),
    col.text('contactTel', '联系电话'),
    col.number('stationCount', '充电站数', { sortable: true }),
    col.number('equipmentCount', '充电桩数', { sortable: true }),
    col.number('connectorCount', '充电枪数', { sortable: true }),
    powerColumn('ratedPower', '装机功率'),
    col.energy('totalEnergy', '累计充电量', { sortable: true }),
    col.datetime('connectionTime', '接入时间', { sortable: true }),
  ],
  filters: [rangeFilter('connectionTime', '接入时间')],
  detailFields: [
    col.text('operatorTel2', '客服电话2'),
    col.text('operatorRegAddress', '注册地址'),
    col.text('legalPerson', '法定代表人'),
    col.number('regCapital', '注册资本', { unit: ' 万元' }),
  ],
  detail: {
    title: (operator) => String(operator.operatorName ?? '运营商'),
    related: [
      {
        title: '接入平台',
        resource: 'archives-management/platform-operators',
        rowKey: 'platformId',
        filter: (operator) => ({ operatorId: operator.operatorId as string }),
        columns: [
          col.text('platformId', '平台ID'),
          col.text('platformName', '平台名称'),
          col.text('protocolVersion', '协议版本'),
          col.enum('secretKeyStatus', '密钥已配置', YES_NO),
          col.enum('onlineStatus', '在线状态', ONLINE_STATUS),
          col.datetime('lastPushTime', '最近推送时间'),
        ],
      },
      {
        title: '充电站',
        resource: 'archives-management/stations',
        rowKey: 'stationId',
        filter: (operator) => ({ operatorId: operator.operatorId as string }),
        columns: [
          col.text('stationId', '充电站编号'),
          col.text('stationName', '充电站名称'),
          col.text('areaCode', '行政区域', { render: (value) => regionName(value as string) }),
          col.number('connectorCount', '充电枪数'),
        ],
      },
    ],
  },
  actions: [action.view(), action.export()],
})
