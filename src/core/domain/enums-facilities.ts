/** Enumerations of the charging and swap facilities: operators, stations, equipment, connectors, orders, swap (enums.ts). */
import type { EnumList } from './enum-kit'

// --- Operators and stations -------------------------------------------------------------------

/** Operator `status`. */
export const OPERATOR_STATUS = [
  { value: 0, label: '停运', color: 'default' },
  { value: 1, label: '正常', color: 'success' },
  { value: 2, label: '审核不通过', color: 'error' },
  { value: 3, label: '待审核', color: 'warning' },
] as const satisfies EnumList<number>

/** Operator `operatorType` (user_info's operatorsType is the same code). */
export const OPERATOR_TYPE = [
  { value: 1, label: '充电', color: 'blue' },
  { value: 2, label: '换电', color: 'cyan' },
  { value: 3, label: '充换电', color: 'geekblue' },
] as const satisfies EnumList<number>

/** Station `stationType`. */
export const STATION_TYPE = [
  { value: 1, label: '公共' },
  { value: 50, label: '个人' },
  { value: 100, label: '公交(专用)' },
  { value: 101, label: '环卫(专用)' },
  { value: 102, label: '物流(专用)' },
  { value: 103, label: '出租车(专用)' },
  { value: 104, label: '分时租赁' },
  { value: 105, label: '小区共享' },
  { value: 106, label: '单位' },
  { value: 255, label: '其他' },
] as const satisfies EnumList<number>

/** Station `stationStatus`. */
export const STATION_STATUS = [
  { value: 0, label: '未知', color: 'default' },
  { value: 1, label: '建设中', color: 'processing' },
  { value: 5, label: '关闭下线', color: 'error' },
  { value: 6, label: '维护中', color: 'warning' },
  { value: 50, label: '正常使用', color: 'success' },
] as const satisfies EnumList<number>

/** Station `construction` 建设场所. */
export const CONSTRUCTION = [
  { value: 1, label: '居民区' },
  { value: 2, label: '公共机构' },
  { value: 3, label: '企事业单位' },
  { value: 4, label: '写字楼' },
  { value: 5, label: '工业园区' },
  { value: 6, label: '交通枢纽' },
  { value: 7, label: '大型文体设施' },
  { value: 8, label: '城市绿地' },
  { value: 9, label: '大型建筑配建停车场' },
  { value: 10, label: '路边停车位' },
  { value: 11, label: '城际高速服务区' },
  { value: 255, label: '其他' },
] as const satisfies EnumList<number>

/** Station `stationClassification`. */
export const STATION_CLASSIFICATION = [
  { value: 1, label: '充电站', color: 'blue' },
  { value: 2, label: '换电站', color: 'purple' },
  { value: 3, label: '充换电一体站', color: 'cyan' },
] as const satisfies EnumList<number>

/** Station `allowanceStatus` 补贴状态 (also the subsidy records' status). */
export const ALLOWANCE_STATUS = [
  { value: 0, label: '未申请', color: 'default' },
  { value: 1, label: '申请中', color: 'processing' },
  { value: 2, label: '审核中', color: 'processing' },
  { value: 3, label: '待补贴', color: 'warning' },
  { value: 4, label: '已补贴', color: 'success' },
  { value: 5, label: '审核不通过', color: 'error' },
] as const satisfies EnumList<number>

/** Yes/no flags (`ruralFlag`, `supportOrder`, an app version's force update). */
export const YES_NO = [
  { value: 1, label: '是', color: 'success' },
  { value: 0, label: '否', color: 'default' },
] as const satisfies EnumList<number>

/** Online status (platform operators, swap stations). */
export const ONLINE_STATUS = [
  { value: 1, label: '在线', color: 'success' },
  { value: 0, label: '离线', color: 'default' },
] as const satisfies EnumList<number>

// --- Equipment and connectors ------------------------------------------------------------------

/** Equipment `equipmentType`. */
export const EQUIPMENT_TYPE = [
  { value: 1, label: '直流', color: 'blue' },
  { value: 2, label: '交流', color: 'green' },
  { value: 3, label: '交直流一体', color: 'cyan' },
  { value: 4, label: '无线', color: 'purple' },
  { value: 5, label: '其他', color: 'default' },
] as const satisfies EnumList<number>

/** Equipment `equipmentStatus`. */
export const EQUIPMENT_STATUS = [
  { value: 1, label: '建设中', color: 'processing' },
  { value: 5, label: '停用', color: 'default' },
  { value: 6, label: '维护中', color: 'warning' },
  { value: 50, label: '正常使用', color: 'success' },
] as const satisfies EnumList<number>

/** `nationalStandard` of equipment and connectors. */
export const NATIONAL_STANDARD = [
  { value: 1, label: '2011版' },
  { value: 2, label: '2015版' },
  { value: 3, label: '兼容' },
  { value: 4, label: '2023版' },
] as const satisfies EnumList<number>

/** Connector `connectorType`. */
export const CONNECTOR_TYPE = [
  { value: 1, label: '家用插座(模式2)' },
  { value: 2, label: '交流插座(模式3 B)' },
  { value: 3, label: '交流插头(模式3 C)' },
  { value: 4, label: '直流枪头(模式4)' },
  { value: 5, label: '无线充电座' },
  { value: 6, label: '其他' },
] as const satisfies EnumList<number>

/** Connector `auxPower` 辅助电源. */
export const AUX_POWER = [
  { value: 1, label: '12V' },
  { value: 2, label: '24V' },
  { value: 3, label: '兼容' },
] as const satisfies EnumList<number>

/**
 * Connector real-time `status` codes by name, for code that sets or tests one (the simulator, the
 * status history, the live counts): `CONNECTOR.fault` is 255. CONNECTOR_STATUS labels them.
 */
export const CONNECTOR = {
  offline: 0,
  idle: 1,
  occupied: 2,
  charging: 3,
  reserved: 4,
  fault: 255,
} as const

/**
 * Connector real-time `status`. Its values are written out, not taken from CONNECTOR: a list built
 * from the object put 2.5 KB gzip more into every list screen's chunk (the bundler kept the module
 * whole); tests/unit/core/enums.test.ts holds the two equal.
 */
export const CONNECTOR_STATUS = [
  { value: 0, label: '离网', color: 'default' },
  { value: 1, label: '空闲', color: 'success' },
  { value: 2, label: '占用(未充电)', color: 'warning' },
  { value: 3, label: '占用(充电中)', color: 'processing' },
  { value: 4, label: '占用(预约锁定)', color: 'purple' },
  { value: 255, label: '故障', color: 'error' },
] as const satisfies EnumList<number>

/** Connector `parkStatus` codes by name (PARK_STATUS labels them). */
export const PARKING = { unknown: 0, free: 10, occupied: 50 } as const

/** Connector `parkStatus` (values written out as CONNECTOR_STATUS's; the enums test holds them equal to PARKING). */
export const PARK_STATUS = [
  { value: 0, label: '未知', color: 'default' },
  { value: 10, label: '空闲', color: 'success' },
  { value: 50, label: '占用', color: 'warning' },
] as const satisfies EnumList<number>

// --- Orders ----------------------------------------------------------------------------------

/** Charge order `stopReason`. */
export const STOP_REASON = [
  { value: 0, label: '用户手动停止' },
  { value: 1, label: '运营商平台停止' },
  { value: 2, label: 'BMS停止' },
  { value: 3, label: '充电机设备故障', color: 'error' },
  { value: 4, label: '连接器断开', color: 'warning' },
] as const satisfies EnumList<number>

/** Charge order `confirmResult`. */
export const CONFIRM_RESULT = [
  { value: 0, label: '成功', color: 'success' },
  { value: 1, label: '争议订单', color: 'error' },
] as const satisfies EnumList<number>

/** Price periods of a charge order's energy split 尖/峰/平/谷. */
export const PRICE_PERIOD = [
  { value: 'tip', label: '尖', color: 'red' },
  { value: 'peak', label: '峰', color: 'orange' },
  { value: 'flat', label: '平', color: 'blue' },
  { value: 'valley', label: '谷', color: 'green' },
] as const satisfies EnumList<string>

// --- Swap stations, swap orders, batteries ---------------------------------------------------------

/** Swap station `generalApplicationType`. */
export const GENERAL_APPLICATION_TYPE = [
  { value: 1, label: '通用' },
  { value: 2, label: '非通用' },
] as const satisfies EnumList<number>

/** Battery slot state in a swap station. */
export const BATTERY_SLOT_STATE = [
  { value: 'full', label: '满电', color: 'success' },
  { value: 'charging', label: '充电中', color: 'processing' },
  { value: 'empty', label: '空仓', color: 'default' },
  { value: 'fault', label: '故障', color: 'error' },
] as const satisfies EnumList<string>

/** Swap order result. */
export const SWAP_ORDER_RESULT = [
  { value: 0, label: '正常', color: 'success' },
  { value: 1, label: '失败', color: 'error' },
] as const satisfies EnumList<number>

/** Battery assessment. */
export const BATTERY_ASSESSMENT = [
  { value: 'excellent', label: '优', color: 'success' },
  { value: 'good', label: '良', color: 'processing' },
  { value: 'fair', label: '一般', color: 'warning' },
] as const satisfies EnumList<string>

/** Where a battery is now. */
export const BATTERY_LOCATION = [
  { value: 'station', label: '换电站' },
  { value: 'vehicle', label: '车辆' },
] as const satisfies EnumList<string>
