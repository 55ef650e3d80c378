/** APP订单 (issue 20): charge orders made through the app, a time-series list. */
import { APP_PAY_CHANNEL, APP_PAY_STATUS } from '../../../core/domain/enums-mobile-management'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS, STATION_ID, STATION_NAME } from '../shared'

export const APP_ORDERS = describeList({
  resource: 'mobile-management/orders',
  title: 'APP订单',
  key: 'startChargeSeq',
  keyColumns: ['startChargeSeq', ...STATION_COLUMNS, 'totalPower', 'totalMoney', 'payStatus', 'startTime'],
  serve: {
    page: 'mobile-order-management',
    table: 'app_orders',
    keyword: { prefix: ['startChargeSeq'] },
    scope: { area: 'areaCode', operator: 'operatorId' },
    defaultSort: ['startTime', 'desc'],
    window: { field: 'startTime', defaultDays: 30, maxDays: 366 },
  },
  fields: {
    startChargeSeq: { label: '订单编号', filter: 'prefix', sortable: true, exportWidth: 30 },
    appUserId: { label: '用户ID', kind: 'int', filter: 'eq' },
    stationId: STATION_ID,
    stationName: STATION_NAME,
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    startTime: { label: '开始时间', kind: 'time', filter: 'range', sortable: true },
    endTime: { label: '结束时间', kind: 'time' },
    totalPower: { label: '充电量', kind: 'energy', sortable: true },
    totalMoney: { label: '总金额', kind: 'money', sortable: true },
    payChannel: { label: '支付方式', filter: 'eq', enum: APP_PAY_CHANNEL },
    payStatus: { label: '支付状态', kind: 'int', filter: 'eq', enum: APP_PAY_STATUS },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'mobile-management/orders': typeof APP_ORDERS
  }
}
