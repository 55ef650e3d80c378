/**
 * Charging archives: stations, piles (equipment), connectors and piles without energy
 * (no-power-equipment). Detail drawers link station → piles → connectors → orders.
 */
import { type SqlBool, sql } from 'kysely'
import { STATIONS } from '../../../src/contract/lists/archives-management/stations'
import {
  AUX_POWER,
  CONNECTOR_STATUS,
  CONNECTOR_TYPE,
  EQUIPMENT_STATUS,
  EQUIPMENT_TYPE,
  NATIONAL_STANDARD,
  PARK_STATUS,
} from '../../../src/core/domain/enums'
import { fieldError } from '../errors'
import type { FieldDef, ResourceDef } from '../resources'
import { describedFields, describedLookups } from '../resources/described'
import {
  areaField,
  field,
  nameKeyword,
  OPERATOR_NAME,
  operatorField,
  STATION_NAME,
  timeField,
} from '../resources/fields'

const AREA = 'archives-management'
const DAY = 86_400_000

/** Stations (station-archives-management). */
export const stationsResource: ResourceDef = {
  area: AREA,
  name: 'stations',
  page: 'station-archives-management',
  title: '充电站档案',
  table: 'stations',
  key: 'stationId',
  list: STATIONS,
  fields: describedFields(STATIONS, {
    stationId: { width: 16 },
    stationName: { width: 36 },
    operatorId: { width: 12 },
    equipmentOwnerId: { list: false },
    areaCodeCountryside: { width: 16 },
    address: { width: 40 },
    stationTel: { list: false },
    electricityFee: { list: false, width: 40 },
    serviceFee: { list: false },
    parkFee: { list: false },
    payment: { list: false },
  }),
  lookups: describedLookups(STATIONS, [OPERATOR_NAME]),
  keyword: nameKeyword(['stationId']),
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['stationId', 'asc'],
  // The detail view shows the station's row and its last 30 days; piles, connectors and orders
  // come from their own lists (the console's related tables), so the detail does not send them.
  detail: async ({ db, row, now }) => {
    const since = new Date(now.getTime() - 30 * DAY).toISOString()
    const recent = await db
      .selectFrom('charge_orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>('totalPower').as('energy'),
        eb.fn.sum<number>('totalMoney').as('money'),
      ])
      .where('stationId', '=', row.stationId as string)
      .where('startTime', '>=', since)
      .executeTakeFirst()
    return {
      orders30Days: Number(recent?.orders ?? 0),
      energy30Days: Math.round(Number(recent?.energy ?? 0) * 100) / 100,
      money30Days: Math.round(Number(recent?.money ?? 0) * 100) / 100,
    }
  },
}

const equipmentFields: FieldDef[] = [
  field('equipmentId', '设备编码', { filter: 'prefix', sortable: true, width: 18 }),
  field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
  operatorField(),
  areaField(),
  field('manufacturerId', '制造商ID', { list: false }),
  field('manufacturerName', '制造商', { filter: 'contains', width: 30 }),
  field('equipmentModel', '设备型号', { filter: 'prefix' }),
  timeField('productionDate', '生产日期'),
  field('equipmentType', '设备类型', { kind: 'int', filter: 'eq', enum: EQUIPMENT_TYPE }),
  field('power', '额定功率(kW)', { kind: 'number', filter: 'range', sortable: true }),
  field('equipmentStatus', '设备状态', { kind: 'int', filter: 'eq', enum: EQUIPMENT_STATUS }),
  field('nationalStandard', '国标版本', { kind: 'int', filter: 'eq', enum: NATIONAL_STANDARD }),
  field('equipmentLng', '经度', { kind: 'number', list: false }),
  field('equipmentLat', '纬度', { kind: 'number', list: false }),
  field('connectorCount', '充电枪数', { kind: 'int', sortable: true }),
  timeField('lastOrderTime', '最后充电时间'),
  timeField('createTime', '建档时间', { filter: undefined }),
]

/** Piles (equipment-archives-management). */
export const equipmentResource: ResourceDef = {
  area: AREA,
  name: 'equipment',
  page: 'equipment-archives-management',
  title: '充电设备档案',
  table: 'equipment',
  key: 'equipmentId',
  fields: equipmentFields,
  lookups: [STATION_NAME, OPERATOR_NAME],
  keyword: { prefix: ['equipmentId', 'stationId'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['equipmentId', 'asc'],
}

/** What identifies a connector in a list: the archive's and charging-devices' first columns. */
export const CONNECTOR_FIELDS: FieldDef[] = [
  field('connectorId', '接口编码', { filter: 'prefix', sortable: true, width: 20 }),
  field('connectorName', '接口名称', { width: 16 }),
  field('equipmentId', '设备编码', { filter: 'eq', width: 18 }),
  field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
  operatorField(),
  areaField(),
  field('connectorType', '接口类型', { kind: 'int', filter: 'eq', enum: CONNECTOR_TYPE, width: 18 }),
]

/** Connectors with live status (connector-archives-management). */
export const connectorsResource: ResourceDef = {
  area: AREA,
  name: 'connectors',
  page: 'connector-archives-management',
  title: '充电接口档案',
  table: 'connectors',
  key: 'connectorId',
  fields: [
    ...CONNECTOR_FIELDS,
    field('voltageUpperLimits', '额定电压上限(V)', { kind: 'int' }),
    field('voltageLowerLimits', '额定电压下限(V)', { kind: 'int' }),
    field('current', '额定电流(A)', { kind: 'int' }),
    field('power', '额定功率(kW)', { kind: 'number', filter: 'range', sortable: true }),
    field('parkNo', '车位号'),
    field('nationalStandard', '国标版本', { kind: 'int', filter: 'eq', enum: NATIONAL_STANDARD }),
    field('auxPower', '辅助电源', { kind: 'int', filter: 'eq', enum: AUX_POWER }),
    field('status', '实时状态', { kind: 'int', filter: 'eq', enum: CONNECTOR_STATUS }),
    field('parkStatus', '车位状态', { kind: 'int', filter: 'eq', enum: PARK_STATUS }),
    field('lockStatus', '地锁状态', { kind: 'int', list: false }),
    field('soc', 'SOC(%)', { kind: 'int' }),
    timeField('statusTime', '状态更新时间'),
  ],
  lookups: [STATION_NAME, OPERATOR_NAME],
  keyword: { prefix: ['connectorId', 'equipmentId'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['connectorId', 'asc'],
}

/** Piles without energy for N days (no-power-equipment; `days` defaults to 7). */
export const noPowerResource: ResourceDef = {
  ...equipmentResource,
  name: 'no-power-equipment',
  page: 'no-power-equipment',
  title: '零电量设备',
  fields: [
    ...equipmentFields,
    field('idleDays', '无电量天数', {
      kind: 'int',
      compute: (row, now) =>
        row.lastOrderTime
          ? Math.floor((now.getTime() - new Date(row.lastOrderTime as string).getTime()) / DAY)
          : null,
    }),
  ],
  defaultSort: ['lastOrderTime', 'asc'],
  params: [
    {
      name: 'days',
      apply: (value, { now }) => {
        const days = value?.trim() ? Number(value) : 7
        if (!Number.isInteger(days) || days < 1 || days > 365)
          throw fieldError('days', '天数应为1至365之间的整数')
        // '' (never charged) sorts before every time, so it is included.
        return sql<SqlBool>`${sql.ref('lastOrderTime')} < ${new Date(now.getTime() - days * DAY).toISOString()}`
      },
    },
  ],
  // Piles under construction are not expected to charge yet.
  where: () => sql<SqlBool>`${sql.ref('equipmentStatus')} <> 1`,
}
