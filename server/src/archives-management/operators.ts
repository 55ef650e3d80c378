/**
 * Operators (core `operators` joined with `operator_profiles`) with their connected platforms
 * (the platforms' own list is its description's: src/contract/lists/archives-management).
 */
import { OPERATORS } from '../../../src/contract/lists/archives-management/operators'
import type { ResourceDef } from '../resources'
import { describedFields, describedResource } from '../resources/described'

/** Operators (operator-archives-management). Company users see only their own. */
export const operatorsResource: ResourceDef = {
  page: 'operator-archives-management',
  table: 'operator_profiles',
  from: (db) =>
    db.selectFrom('operator_profiles as p').innerJoin('operators as o', 'o.operatorId', 'p.operatorId'),
  ...describedResource(OPERATORS),
  fields: describedFields(OPERATORS, {
    operatorId: { column: 'p.operatorId', width: 12 },
    operatorName: { column: 'o.operatorName', width: 36 },
    operatorType: { column: 'o.operatorType' },
    operatorUscc: { column: 'p.operatorUscc', width: 22 },
    operatorTel1: { column: 'p.operatorTel1' },
    operatorTel2: { column: 'p.operatorTel2' },
    operatorRegAddress: { column: 'p.operatorRegAddress', width: 36 },
    legalPerson: { column: 'p.legalPerson' },
    contactPerson: { column: 'p.contactPerson' },
    contactTel: { column: 'p.contactTel', width: 14 },
    regCapital: { column: 'p.regCapital' },
    connectionTime: { column: 'p.connectionTime' },
    status: { column: 'p.status' },
    stationCount: { column: 'p.stationCount' },
    equipmentCount: { column: 'p.equipmentCount' },
    connectorCount: { column: 'p.connectorCount' },
    ratedPower: { column: 'p.ratedPower' },
    totalEnergy: { column: 'p.totalEnergy' },
  }),
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
