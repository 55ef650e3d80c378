/** Swap stations with their slots, swap orders and batteries (part of migration 0002-archives). */
import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's types
type AnyDb = Kysely<any>

const TIME = 'varchar(32)'

export async function swapping(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('swap_stations')
    .addColumn('stationId', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('stationName', 'varchar(128)', (c) => c.notNull())
    .addColumn('namePinyin', 'varchar(512)', (c) => c.notNull())
    .addColumn('nameInitials', 'varchar(128)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('address', 'varchar(256)', (c) => c.notNull())
    .addColumn('stationLng', 'double precision', (c) => c.notNull())
    .addColumn('stationLat', 'double precision', (c) => c.notNull())
    .addColumn('stationTel', 'varchar(32)', (c) => c.notNull())
    .addColumn('stationStatus', 'integer', (c) => c.notNull())
    .addColumn('generalApplicationType', 'integer', (c) => c.notNull())
    .addColumn('positionNum', 'integer', (c) => c.notNull())
    .addColumn('swapFee', 'varchar(128)', (c) => c.notNull())
    .addColumn('vehicleModels', 'varchar(256)', (c) => c.notNull())
    .addColumn('onlineStatus', 'integer', (c) => c.notNull())
    .addColumn('businessHours', 'varchar(64)', (c) => c.notNull())
    .addColumn('officialRunTime', TIME, (c) => c.notNull())
    .addColumn('fullCount', 'integer', (c) => c.notNull())
    .addColumn('chargingCount', 'integer', (c) => c.notNull())
    .addColumn('emptyCount', 'integer', (c) => c.notNull())
    .addColumn('faultCount', 'integer', (c) => c.notNull())
    .addColumn('createTime', TIME, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('swap_station_slots')
    .addColumn('stationId', 'varchar(20)', (c) =>
      c.notNull().references('swap_stations.stationId').onDelete('cascade'),
    )
    .addColumn('slotNo', 'integer', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('batteryCode', 'varchar(24)')
    .addColumn('soc', 'integer')
    .addPrimaryKeyConstraint('swap_station_slots_pk', ['stationId', 'slotNo'])
    .execute()

  await db.schema
    .createTable('swap_orders')
    .addColumn('orderNo', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('stationId', 'varchar(20)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('vin', 'varchar(17)', (c) => c.notNull())
    .addColumn('licensePlate', 'varchar(16)', (c) => c.notNull())
    .addColumn('fleet', 'varchar(64)', (c) => c.notNull())
    .addColumn('outBatteryCode', 'varchar(24)', (c) => c.notNull())
    .addColumn('outSoc', 'integer', (c) => c.notNull())
    .addColumn('outSoh', 'integer', (c) => c.notNull())
    .addColumn('inBatteryCode', 'varchar(24)', (c) => c.notNull())
    .addColumn('inSoc', 'integer', (c) => c.notNull())
    .addColumn('inSoh', 'integer', (c) => c.notNull())
    .addColumn('startTime', TIME, (c) => c.notNull())
    .addColumn('endTime', TIME, (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('bay', 'integer', (c) => c.notNull())
    .addColumn('energy', 'double precision', (c) => c.notNull())
    .addColumn('fee', 'double precision', (c) => c.notNull())
    .addColumn('result', 'integer', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('batteries')
    .addColumn('batteryCode', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('bmsCode', 'varchar(32)', (c) => c.notNull())
    .addColumn('model', 'varchar(64)', (c) => c.notNull())
    .addColumn('operatorId', 'varchar(9)', (c) => c.notNull())
    .addColumn('areaCode', 'varchar(6)', (c) => c.notNull())
    .addColumn('ratedCapacity', 'double precision', (c) => c.notNull())
    .addColumn('ratedVoltage', 'double precision', (c) => c.notNull())
    .addColumn('soh', 'integer', (c) => c.notNull())
    .addColumn('assessment', 'varchar(16)', (c) => c.notNull())
    .addColumn('cycleCount', 'integer', (c) => c.notNull())
    .addColumn('locationType', 'varchar(16)', (c) => c.notNull())
    .addColumn('locationStationId', 'varchar(20)')
    .addColumn('locationVin', 'varchar(17)')
    .addColumn('productionDate', TIME, (c) => c.notNull())
    .execute()
}
