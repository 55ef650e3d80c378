/** Look-ups and keyword settings shared by the resources of every area (fields come from src/contract/lists). */
import type { CONNECTOR_IDENTITY } from '../../../src/contract/lists/archives-management/connectors'
import type { LookupDef, Stored } from './types'

export const OPERATOR_NAME: LookupDef = {
  name: 'operatorName',
  label: '运营商',
  from: 'operatorId',
  table: 'operators',
  key: 'operatorId',
  value: 'operatorName',
  width: 30,
}
export const STATION_NAME: LookupDef = {
  name: 'stationName',
  label: '充电站',
  from: 'stationId',
  table: 'stations',
  key: 'stationId',
  value: 'stationName',
  width: 36,
}
export const SWAP_STATION_NAME: LookupDef = {
  name: 'stationName',
  label: '换电站',
  from: 'stationId',
  table: 'swap_stations',
  key: 'stationId',
  value: 'stationName',
  width: 36,
}

/** Keyword over a name and its pinyin (decisions: Pinyin in lists). */
export const nameKeyword = (prefix: string[], name = 'stationName') => ({
  prefix,
  contains: [name, 'namePinyin', 'nameInitials'],
})

/**
 * Export widths of what identifies a connector: the first columns of the connector archive and of
 * operating services' charging devices (shared by the two areas, so kept here beneath them).
 */
export const CONNECTOR_STORED: { [K in keyof typeof CONNECTOR_IDENTITY]?: Stored } = {
  connectorId: { width: 20 },
  connectorName: { width: 16 },
  equipmentId: { width: 18 },
  stationId: { width: 16 },
  operatorId: { width: 12 },
  connectorType: { width: 18 },
}
