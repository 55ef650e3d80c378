/**
 * Table types of the archives area (migration 0002-archives), added to the platform's
 * `Database` by declaration merging. Field names follow domain.md (the T/CEC 102 protocol's).
 * Conventions of db/types.ts: times are ISO-8601 UTC text, flags 0/1, JSON as text.
 * Columns that lists sort on are NOT NULL, so keyset pagination (exports) never meets a null.
 */
import type { Generated } from 'kysely'
import type { BatteriesTable, SwapOrdersTable, SwapStationSlotsTable, SwapStationsTable } from './tables-swap'

export type { BatteriesTable, SwapOrdersTable, SwapStationSlotsTable, SwapStationsTable } from './tables-swap'

/** Extra fields of an operator (the core `operators` table holds id, name, pinyin, type). */
export interface OperatorProfilesTable {
  operatorId: string
  operatorUscc: string
  operatorTel1: string
  operatorTel2: string | null
  operatorRegAddress: string
  legalPerson: string
  contactPerson: string
  contactTel: string
  /** 注册资本, 万元. */
  regCapital: number
  connectionTime: string
  /** OPERATOR_STATUS. */
  status: number
  /** Derived at seed time and kept with the archives: counts, kW, kWh. */
  stationCount: number
  equipmentCount: number
  connectorCount: number
  ratedPower: number
  totalEnergy: number
}

export interface PlatformOperatorsTable {
  platformId: string
  platformName: string
  operatorId: string
  interfaceUrl: string
  protocolVersion: string
  /** 1 configured, 0 not configured; the key itself is never stored in clear nor shown. */
  secretKeyStatus: number
  lastPushTime: string
  /** ONLINE_STATUS. */
  onlineStatus: number
  connectionTime: string
}

export interface StationsTable {
  stationId: string
  stationName: string
  namePinyin: string
  nameInitials: string
  operatorId: string
  equipmentOwnerId: string
  areaCode: string
  /** 12-digit statistical code; its last 3 digits are the urban-rural code. */
  areaCodeCountryside: string
  /** URBAN_RURAL_CODE, the last 3 digits of areaCodeCountryside (kept for filtering). */
  urbanRuralCode: number
  address: string
  stationLng: number
  stationLat: number
  stationTel: string
  serviceTel: string
  stationType: number
  stationStatus: number
  construction: number
  stationClassification: number
  parkNums: number
  businessHours: string
  electricityFee: string
  serviceFee: string
  parkFee: string
  payment: string
  supportOrder: number
  officialRunTime: string
  ratedPower: number
  capacity: number
  ruralFlag: number
  /** Rural tagging request: 'tag' or 'untag' (null: never requested). */
  ruralTagAction: string | null
  /** APPLY_STATUS subset: 'pending', 'approved', 'rejected' (null: never requested). */
  ruralTagStatus: string | null
  ruralTagReason: string | null
  ruralTagApplicant: string | null
  ruralTagTime: string | null
  ruralReviewer: string | null
  ruralReviewTime: string | null
  ruralReviewOpinion: string | null
  /** Rural tagging's version (migration 0040): every tagging step adds one. */
  ruralVersion: Generated<number>
  allowanceStatus: number
  equipmentCount: number
  connectorCount: number
  createTime: string
}

export interface EquipmentTable {
  equipmentId: string
  stationId: string
  operatorId: string
  areaCode: string
  manufacturerId: string
  manufacturerName: string
  equipmentModel: string
  productionDate: string
  equipmentType: number
  power: number
  equipmentStatus: number
  nationalStandard: number
  equipmentLng: number
  equipmentLat: number
  connectorCount: number
  /** End of the last order with energy; '' when the pile never charged. */
  lastOrderTime: string
  createTime: string
}

export interface ConnectorsTable {
  connectorId: string
  equipmentId: string
  stationId: string
  operatorId: string
  areaCode: string
  connectorName: string
  connectorType: number
  voltageUpperLimits: number
  voltageLowerLimits: number
  current: number
  power: number
  parkNo: string
  nationalStandard: number
  auxPower: number
  /** CONNECTOR_STATUS (live). */
  status: number
  /** PARK_STATUS (live). */
  parkStatus: number
  lockStatus: number
  soc: number | null
  statusTime: string
  /** kW drawn now (migration 0009-live); 0 unless charging. */
  livePower: Generated<number>
}

export interface ChargeOrdersTable {
  startChargeSeq: string
  connectorId: string
  equipmentId: string
  stationId: string
  operatorId: string
  areaCode: string
  startTime: string
  endTime: string
  totalPower: number
  tipPower: number
  peakPower: number
  flatPower: number
  valleyPower: number
  totalElecMoney: number
  totalServiceMoney: number
  totalMoney: number
  stopReason: number
  vin: string
  licensePlate: string
  startSoc: number
  endSoc: number
  confirmResult: number
  /**
   * Charge details per price period, compact JSON:
   * `[[period, startMinute, minutes, elecPrice, servicePrice, energy, elecMoney, serviceMoney], ...]`
   * (period index into PRICE_PERIOD; minutes from startTime). See archives/orders.ts.
   */
  chargeDetails: string
}

export interface StationAssessmentsTable {
  id: Generated<number>
  stationId: string
  stationName: string
  operatorId: string
  areaCode: string
  year: number
  score: number
  stars: number
  /** Dimension scores, JSON `[{ dimension, score, max }]`. */
  scoresJson: string
  reviewer: string
  reviewTime: string
}

export interface ArchiveFilesTable {
  id: Generated<number>
  fileName: string
  /** pdf, doc, docx, xls, xlsx, jpg, png. */
  fileType: string
  size: number
  /** Path under DATA_DIR/uploads. */
  path: string
  remark: string
  uploaderId: number | null
  uploaderName: string
  uploadTime: string
  /** The area the document belongs to (data scope; migration 0004). */
  areaCode: Generated<string>
}

/** The archives tables. */
export interface ArchivesDatabase {
  operator_profiles: OperatorProfilesTable
  platform_operators: PlatformOperatorsTable
  stations: StationsTable
  equipment: EquipmentTable
  connectors: ConnectorsTable
  charge_orders: ChargeOrdersTable
  swap_stations: SwapStationsTable
  swap_station_slots: SwapStationSlotsTable
  swap_orders: SwapOrdersTable
  batteries: BatteriesTable
  station_assessments: StationAssessmentsTable
  archive_files: ArchiveFilesTable
}

declare module '../db/types' {
  interface Database extends ArchivesDatabase {}
}
