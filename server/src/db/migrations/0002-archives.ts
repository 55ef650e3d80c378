/**
 * Archives schema (issue 5): operators' profiles, operator platforms, stations, piles,
 * connectors with live status, charge orders, swap stations with slots, swap orders, batteries,
 * station assessment records and uploaded files. Schema builder only (portable); an index for
 * every filter the archive lists use (decisions: Large lists).
 */
import type { Kysely } from 'kysely'
import { createIndexes, ORDER_INDEXES, OTHER_INDEXES } from './0002-archives-indexes'
import { swapping } from './0002-archives-swap'
import { withId } from './util'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

async function operators(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('operator_profiles')
    .addColumn('operatorId', 'varchar(9)', (c) =>
      c.primaryKey().references('operators.operatorId').onDelete('cascade'),
    )
    .addColumn('operatorUscc', 'varchar(18)', (c) => c.notNull())
    .addColumn('operatorTel1', 'varchar(32)', (c) => c.notNull())
    .addColumn('operatorTel2', 'varchar(32)')
    .addColumn('operatorRegAddress', 'varchar(256)', (c) => c.notNull())
    .addColumn('legalPerson', 'varchar(64)', (c) => c.notNull())
    .addColumn('contactPerson', 'varchar(64)', (c) => c.notNull())
    .addColumn('contactTel', 'varchar(32)', (c) => c.notNull())
    .addColumn('regCapital', 'double precision', (c) => c.notNull())
    .addColumn('connectionTime', TIME, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('stationCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('equipmentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connectorCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ratedPower', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('totalEnergy', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('platform_operators')
    .addColumn('platformId', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('platformName', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('interfaceUrl', 'varchar(256)', (c) => c.notNull())
    .addColumn('protocolVersion', 'varchar(16)', (c) => c.notNull())
    .addColumn('secretKeyStatus', 'integer', (c) => c.notNull())
    .addColumn('lastPushTime', TIME, (c) => c.notNull())
    .addColumn('onlineStatus', 'integer', (c) => c.notNull())
    .addColumn('connectionTime', TIME, (c) => c.notNull())
    .execute()
}

// No foreign keys between stations, piles, connectors and orders: the seed streams the three
// levels through separate bulk writers (a pile's batch may reach the database before its
// station's), it guarantees every reference itself, and the 2M-row load would otherwise check
// each row against other tables' indexes. Archives are read-only through the API.
async function charging(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('stations')
    .addColumn('stationId', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('stationName', 'varchar(128)', (c) => c.notNull())
    .addColumn('namePinyin', 'varchar(512)', (c) => c.notNull())
    .addColumn('nameInitials', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('equipmentOwnerId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('areaCodeCountryside', 'varchar(12)', (c) => c.notNull())
    .addColumn('urbanRuralCode', 'integer', (c) => c.notNull())
    .addColumn('address', 'varchar(256)', (c) => c.notNull())
    .addColumn('stationLng', 'double precision', (c) => c.notNull())
    .addColumn('stationLat', 'double precision', (c) => c.notNull())
    .addColumn('stationTel', 'varchar(32)', (c) => c.notNull())
    .addColumn('serviceTel', 'varchar(32)', (c) => c.notNull())
    .addColumn('stationType', 'integer', (c) => c.notNull())
    .addColumn('stationStatus', 'integer', (c) => c.notNull())
    .addColumn('construction', 'integer', (c) => c.notNull())
    .addColumn('stationClassification', 'integer', (c) => c.notNull())
    .addColumn('parkNums', 'integer', (c) => c.notNull())
    .addColumn('businessHours', 'varchar(64)', (c) => c.notNull())
    .addColumn('electricityFee', 'varchar(256)', (c) => c.notNull())
    .addColumn('serviceFee', 'varchar(256)', (c) => c.notNull())
    .addColumn('parkFee', 'varchar(256)', (c) => c.notNull())
    .addColumn('payment', 'varchar(64)', (c) => c.notNull())
    .addColumn('supportOrder', 'integer', (c) => c.notNull())
    .addColumn('officialRunTime', TIME, (c) => c.notNull())
    .addColumn('ratedPower', 'double precision', (c) => c.notNull())
    .addColumn('capacity', 'double precision', (c) => c.notNull())
    .addColumn('ruralFlag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ruralTagAction', 'varchar(8)')
    .addColumn('ruralTagStatus', 'varchar(16)')
    .addColumn('ruralTagReason', 'varchar(500)')
    .addColumn('ruralTagApplicant', 'varchar(64)')
    .addColumn('ruralTagTime', TIME)
    .addColumn('ruralReviewer', 'varchar(64)')
    .addColumn('ruralReviewTime', TIME)
    .addColumn('ruralReviewOpinion', 'varchar(500)')
    .addColumn('allowanceStatus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('equipmentCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('connectorCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('createTime', TIME, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('equipment')
    .addColumn('equipmentId', 'varchar(23)', (c) => c.primaryKey())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('manufacturerId', 'varchar(9)', (c) => c.notNull())
    .addColumn('manufacturerName', 'varchar(128)', (c) => c.notNull())
    .addColumn('equipmentModel', 'varchar(64)', (c) => c.notNull())
    .addColumn('productionDate', TIME, (c) => c.notNull())
    .addColumn('equipmentType', 'integer', (c) => c.notNull())
    .addColumn('power', 'double precision', (c) => c.notNull())
    .addColumn('equipmentStatus', 'integer', (c) => c.notNull())
    .addColumn('nationalStandard', 'integer', (c) => c.notNull())
    .addColumn('equipmentLng', 'double precision', (c) => c.notNull())
    .addColumn('equipmentLat', 'double precision', (c) => c.notNull())
    .addColumn('connectorCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastOrderTime', TIME, (c) => c.notNull().defaultTo(''))
    .addColumn('createTime', TIME, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('connectors')
    .addColumn('connectorId', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('equipmentId', 'varchar(23)', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('connectorName', 'varchar(64)', (c) => c.notNull())
    .addColumn('connectorType', 'integer', (c) => c.notNull())
    .addColumn('voltageUpperLimits', 'integer', (c) => c.notNull())
    .addColumn('voltageLowerLimits', 'integer', (c) => c.notNull())
    .addColumn('current', 'integer', (c) => c.notNull())
    .addColumn('power', 'double precision', (c) => c.notNull())
    .addColumn('parkNo', 'varchar(16)', (c) => c.notNull())
    .addColumn('nationalStandard', 'integer', (c) => c.notNull())
    .addColumn('auxPower', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('parkStatus', 'integer', (c) => c.notNull())
    .addColumn('lockStatus', 'integer', (c) => c.notNull())
    .addColumn('soc', 'integer')
    .addColumn('statusTime', TIME, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('charge_orders')
    .addColumn('startChargeSeq', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('connectorId', 'varchar(26)', (c) => c.notNull())
    .addColumn('equipmentId', 'varchar(23)', (c) => c.notNull())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('startTime', TIME, (c) => c.notNull())
    .addColumn('endTime', TIME, (c) => c.notNull())
    .addColumn('totalPower', 'double precision', (c) => c.notNull())
    .addColumn('tipPower', 'double precision', (c) => c.notNull())
    .addColumn('peakPower', 'double precision', (c) => c.notNull())
    .addColumn('flatPower', 'double precision', (c) => c.notNull())
    .addColumn('valleyPower', 'double precision', (c) => c.notNull())
    .addColumn('totalElecMoney', 'double precision', (c) => c.notNull())
    .addColumn('totalServiceMoney', 'double precision', (c) => c.notNull())
    .addColumn('totalMoney', 'double precision', (c) => c.notNull())
    .addColumn('stopReason', 'integer', (c) => c.notNull())
    .addColumn('vin', 'varchar(17)', (c) => c.notNull())
    .addColumn('licensePlate', 'varchar(16)', (c) => c.notNull())
    .addColumn('startSoc', 'integer', (c) => c.notNull())
    .addColumn('endSoc', 'integer', (c) => c.notNull())
    .addColumn('confirmResult', 'integer', (c) => c.notNull())
    .addColumn('chargeDetails', 'text', (c) => c.notNull())
    .execute()
}

async function records(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('station_assessments'))
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('stationName', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('scoresJson', 'text', (c) => c.notNull())
    .addColumn('reviewer', 'varchar(64)', (c) => c.notNull())
    .addColumn('reviewTime', TIME, (c) => c.notNull())
    .addUniqueConstraint('station_assessments_unique', ['stationId', 'year'])
    .execute()

  await withId(db, db.schema.createTable('archive_files'))
    .addColumn('fileName', 'varchar(256)', (c) => c.notNull())
    .addColumn('fileType', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(512)', (c) => c.notNull())
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('uploaderId', 'integer')
    .addColumn('uploaderName', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploadTime', TIME, (c) => c.notNull())
    .execute()
}

export async function up(db: AnyDb): Promise<void> {
  await operators(db)
  await charging(db)
  await swapping(db)
  await records(db)
  await createIndexes(db, [...ORDER_INDEXES, ...OTHER_INDEXES])
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'archive_files',
    'station_assessments',
    'batteries',
    'swap_orders',
    'swap_station_slots',
    'swap_stations',
    'charge_orders',
    'connectors',
    'equipment',
    'stations',
    'platform_operators',
    'operator_profiles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
