/** 运营商档案 (docs/domain.md: Operator): operators with their derived scale. */
import { OPERATOR_STATUS, OPERATOR_TYPE } from '../../../core/domain/enums'
import { describeList } from '../describe'

export const OPERATORS = describeList({
  resource: 'archives-management/operators',
  title: '运营商档案',
  key: 'operatorId',
  keyColumns: [
    'operatorId',
    'operatorName',
    'operatorUscc',
    'operatorRegAddress',
    'legalPerson',
    'contactPerson',
    'contactTel',
    'regCapital',
    'status',
    'stationCount',
    'equipmentCount',
  ],
  fields: {
    // The operator's own id (not a reference to one, so not OPERATOR_ID).
    operatorId: { label: '运营商ID', filter: 'prefix', sortable: true },
    operatorName: { label: '运营商名称', sortable: true },
    operatorType: { label: '运营商类型', kind: 'int', filter: 'eq', enum: OPERATOR_TYPE },
    operatorUscc: { label: '统一社会信用代码', filter: 'prefix' },
    operatorTel1: { label: '客服电话' },
    operatorTel2: { label: '客服电话2' },
    operatorRegAddress: { label: '注册地址' },
    legalPerson: { label: '法定代表人' },
    contactPerson: { label: '联系人' },
    contactTel: { label: '联系电话' },
    regCapital: { label: '注册资本', kind: 'number', unit: '万元', sortable: true },
    connectionTime: { label: '接入时间', kind: 'time', filter: 'range', sortable: true },
    status: { label: '状态', kind: 'int', filter: 'eq', enum: OPERATOR_STATUS },
    stationCount: { label: '充电站数', kind: 'int', sortable: true },
    equipmentCount: { label: '充电桩数', kind: 'int', sortable: true },
    connectorCount: { label: '充电枪数', kind: 'int', sortable: true },
    ratedPower: { label: '装机功率', kind: 'number', unit: 'kW', sortable: true },
    totalEnergy: { label: '累计充电量', kind: 'energy', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/operators': typeof OPERATORS
  }
}
