/** Operators (core `operators` joined with `operator_profiles`) and their connected platforms. */
import { ONLINE_STATUS, OPERATOR_STATUS, OPERATOR_TYPE, YES_NO } from '../../../src/core/domain/enums'
import type { ResourceDef } from '../resources'
import { field, OPERATOR_NAME, operatorField, timeField } from '../resources/fields'

const AREA = 'archives-management'

/** Operators (operator-archives-management). Company users see only their own. */
export const operatorsResource: ResourceDef = {
  area: AREA,
  name: 'operators',
  page: 'operator-archives-management',
  title: '运营商档案',
  table: 'operator_profiles',
  from: (db) =>
    db.selectFrom('operator_profiles as p').innerJoin('operators as o', 'o.operatorId', 'p.operatorId'),
  key: 'operatorId',
  fields: [
    field('operatorId', '运营商ID', { column: 'p.operatorId', filter: 'prefix', sortable: true, width: 12 }),
    field('operatorName', '运营商名称', { column: 'o.operatorName', sortable: true, width: 36 }),
    field('operatorType', '运营商类型', {
      column: 'o.operatorType',
      kind: 'int',
      filter: 'eq',
      enum: OPERATOR_TYPE,
    }),
    field('operatorUscc', '统一社会信用代码', { column: 'p.operatorUscc', filter: 'prefix', width: 22 }),
    field('operatorTel1', '客服电话1', { column: 'p.operatorTel1' }),
    field('operatorTel2', '客服电话2', { column: 'p.operatorTel2' }),
    field('operatorRegAddress', '注册地址', { column: 'p.operatorRegAddress', width: 36 }),
    field('legalPerson', '法定代表人', { column: 'p.legalPerson' }),
    field('contactPerson', '联系人', { column: 'p.contactPerson' }),
    field('contactTel', '联系电话', { column: 'p.contactTel', width: 14 }),
    field('regCapital', '注册资本(万元)', { column: 'p.regCapital', kind: 'number', sortable: true }),
    timeField('connectionTime', '接入时间', { column: 'p.connectionTime' }),
    field('status', '状态', { column: 'p.status', kind: 'int', filter: 'eq', enum: OPERATOR_STATUS }),
    field('stationCount', '充电站数', { column: 'p.stationCount', kind: 'int', sortable: true }),
    field('equipmentCount', '充电桩数', { column: 'p.equipmentCount', kind: 'int', sortable: true }),
    field('connectorCount', '充电枪数', { column: 'p.connectorCount', kind: 'int', sortable: true }),
    field('ratedPower', '装机功率(kW)', { column: 'p.ratedPower', kind: 'number', sortable: true }),
    field('totalEnergy', '累计充电量(kWh)', { column: 'p.totalEnergy', kind: 'number', sortable: true }),
  ],
  keyword: { prefix: ['p.operatorId'], contains: ['o.operatorName', 'o.namePinyin', 'o.nameInitials'] },
  scope: { operator: 'p.operatorId' },
  defaultSort: ['operatorId', 'asc'],
  detail: async ({ db, row }) => {
    const platforms = await db
      .selectFrom('platform_operators')
      .selectAll()
      .where('operatorId', '=', row.operatorId as string)
      .orderBy('platformId')
      .execute()
    const byArea = await db
      .selectFrom('stations')
      .select((eb) => [
        'areaCode',
        eb.fn.countAll<number>().as('stations'),
        eb.fn.sum<number>('ratedPower').as('ratedPower'),
      ])
      .where('operatorId', '=', row.operatorId as string)
      .groupBy('areaCode')
      .orderBy('areaCode')
      .execute()
    return {
      platforms,
      stationsByArea: byArea.map((item) => ({
        areaCode: item.areaCode,
        stations: Number(item.stations),
        ratedPower: Number(item.ratedPower),
      })),
    }
  },
}

/** Operator platforms (platform-operator-archives-management); the secret key is never returned. */
export const platformOperatorsResource: ResourceDef = {
  area: AREA,
  name: 'platform-operators',
  page: 'platform-operator-archives-management',
  title: '平台运营商档案',
  table: 'platform_operators',
  key: 'platformId',
  fields: [
    field('platformId', '平台ID', { filter: 'prefix', sortable: true, width: 16 }),
    field('platformName', '平台名称', { filter: 'contains', sortable: true, width: 30 }),
    operatorField(),
    field('interfaceUrl', '接口地址', { width: 36 }),
    field('protocolVersion', '协议版本', { filter: 'eq' }),
    field('secretKeyStatus', '密钥已配置', { kind: 'int', filter: 'eq', enum: YES_NO }),
    timeField('lastPushTime', '最近推送时间'),
    field('onlineStatus', '在线状态', { kind: 'int', filter: 'eq', enum: ONLINE_STATUS }),
    timeField('connectionTime', '接入时间'),
  ],
  lookups: [OPERATOR_NAME],
  keyword: { prefix: ['platformId'], contains: ['platformName'] },
  scope: { operator: 'operatorId' },
  defaultSort: ['platformId', 'asc'],
}
