/**
 * The detail chain of the charging archives (domain.md: "detail drawers linking station → piles
 * → connectors → orders"): each related list opens its record in a nested drawer that lists the
 * next level. The columns are the related lists' described fields.
 */
import { CONNECTORS } from '../../contract/lists/archives-management/connectors'
import { EQUIPMENT } from '../../contract/lists/archives-management/equipment'
import { ORDERS } from '../../contract/lists/archives-management/orders'
import type { STATIONS } from '../../contract/lists/archives-management/stations'
import type { RowOf } from '../../contract/lists/rows'
import type { RelatedDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { POWER_LAYOUT } from '../../ui/list/layouts'

const order = fieldsOf(ORDERS)
const connector = fieldsOf(CONNECTORS)
const pile = fieldsOf(EQUIPMENT)

/** A connector's charge orders of the last 30 days (the order list's default window). */
export const ordersOfConnector: RelatedDefinition<RowOf<typeof CONNECTORS>> = {
  title: '充电订单（近30天）',
  resource: ORDERS.resource,
  rowKey: 'startChargeSeq',
  filter: (connector) => ({ connectorId: connector.connectorId }),
  columns: [
    order.col('startChargeSeq'),
    order.col('startTime'),
    order.col('endTime'),
    order.col('totalPower'),
    order.col('totalMoney'),
    order.col('stopReason'),
    order.col('licensePlate'),
    order.col('confirmResult'),
  ],
  detail: { title: (order) => `充电订单 ${order.startChargeSeq}` },
}

/** A pile's connectors, each opening its orders. */
export const connectorsOfPile: RelatedDefinition<RowOf<typeof EQUIPMENT>> = {
  title: '充电接口',
  resource: CONNECTORS.resource,
  rowKey: 'connectorId',
  filter: (pile) => ({ equipmentId: pile.equipmentId }),
  columns: [
    connector.col('connectorId'),
    connector.col('connectorName'),
    connector.col('connectorType'),
    connector.col('power', POWER_LAYOUT),
    connector.col('status'),
  ],
  detail: { title: (connector) => `充电接口 ${connector.connectorId}`, related: [ordersOfConnector] },
}

/** A station's piles, each opening its connectors. */
export const pilesOfStation: RelatedDefinition<RowOf<typeof STATIONS>> = {
  title: '充电设备',
  resource: EQUIPMENT.resource,
  rowKey: 'equipmentId',
  filter: (station) => ({ stationId: station.stationId }),
  columns: [
    pile.col('equipmentId'),
    pile.col('equipmentModel'),
    pile.col('equipmentType'),
    pile.col('power', POWER_LAYOUT),
    pile.col('equipmentStatus'),
    pile.col('connectorCount'),
  ],
  detail: { title: (pile) => `充电设备 ${pile.equipmentId}`, related: [connectorsOfPile] },
}
