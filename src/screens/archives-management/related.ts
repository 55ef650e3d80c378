/**
 * The detail chain of the charging archives (domain.md: "detail drawers linking station → piles
 * → connectors → orders"): each related list opens its record in a nested drawer that lists the
 * next level.
 */
import {
  CONFIRM_RESULT,
  CONNECTOR_STATUS,
  CONNECTOR_TYPE,
  EQUIPMENT_STATUS,
  EQUIPMENT_TYPE,
  STOP_REASON,
} from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import type { RelatedDefinition } from '../../ui/list/definition'
import { powerColumn } from './fields'

const ORDER_RESOURCE = 'archives-management/orders'

/** A connector's charge orders of the last 30 days (the order list's default window). */
export const ordersOfConnector: RelatedDefinition = {
  title: '充电订单（近30天）',
  resource: ORDER_RESOURCE,
  rowKey: 'startChargeSeq',
  filter: (connector) => ({ connectorId: connector.connectorId as string }),
  columns: [
    col.text('startChargeSeq', '订单编号'),
    col.datetime('startTime', '开始时间'),
    col.datetime('endTime', '结束时间'),
    col.energy('totalPower', '充电量'),
    col.money('totalMoney', '总金额(元)'),
    col.enum('stopReason', '停止原因', STOP_REASON),
    col.plate('licensePlate', '车牌号'),
    col.enum('confirmResult', '对账结果', CONFIRM_RESULT),
  ],
  detail: { title: (order) => `充电订单 ${order.startChargeSeq}` },
}

/** A pile's connectors, each opening its orders. */
export const connectorsOfPile: RelatedDefinition = {
  title: '充电接口',
  resource: 'archives-management/connectors',
  rowKey: 'connectorId',
  filter: (pile) => ({ equipmentId: pile.equipmentId as string }),
  columns: [
    col.text('connectorId', '接口编码'),
    col.text('connectorName', '接口名称'),
    col.enum('connectorType', '接口类型', CONNECTOR_TYPE),
    powerColumn('power', '额定功率'),
    col.enum('status', '实时状态', CONNECTOR_STATUS),
  ],
  detail: { title: (connector) => `充电接口 ${connector.connectorId}`, related: [ordersOfConnector] },
}

/** A station's piles, each opening its connectors. */
export const pilesOfStation: RelatedDefinition = {
  title: '充电设备',
  resource: 'archives-management/equipment',
  rowKey: 'equipmentId',
  filter: (station) => ({ stationId: station.stationId as string }),
  columns: [
    col.text('equipmentId', '设备编码'),
    col.text('equipmentModel', '设备型号'),
    col.enum('equipmentType', '设备类型', EQUIPMENT_TYPE),
    powerColumn('power', '额定功率'),
    col.enum('equipmentStatus', '设备状态', EQUIPMENT_STATUS),
    col.number('connectorCount', '充电枪数'),
  ],
  detail: { title: (pile) => `充电设备 ${pile.equipmentId}`, related: [connectorsOfPile] },
}
