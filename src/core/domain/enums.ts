/**
 * The enumerations of design/domain.md as typed data, one source for console and server.
 *
 * Values are the protocol's numbers (T/CEC 102 family) where domain.md gives numbers, and short
 * English keys for the console's own workflows. Labels are exactly domain.md's. `color` is a
 * colour antd's Tag understands (status presets or colour words); the server ignores it.
 */

/** A colour for antd Tag: a status preset or a colour word. */
export type TagColor =
  | 'success'
  | 'processing'
  | 'error'
  | 'warning'
  | 'default'
  | 'blue'
  | 'cyan'
  | 'geekblue'
  | 'gold'
  | 'green'
  | 'lime'
  | 'magenta'
  | 'orange'
  | 'purple'
  | 'red'
  | 'volcano'

/** One entry of an enumeration. */
export interface EnumOption<V extends string | number = string | number> {
  value: V
  label: string
  color?: TagColor
}

/** An enumeration: its entries in display order. */
export type EnumList<V extends string | number = string | number> = readonly EnumOption<V>[]

/** The value type of an enumeration: `EnumValue<typeof STATION_STATUS>` is 0 | 1 | 5 | 6 | 50. */
export type EnumValue<E extends EnumList> = E[number]['value']

/** The entry for a value; numbers and numeric text compare equal (servers send either). */
export function optionOf<E extends EnumList>(list: E, value: unknown): E[number] | undefined {
  if (value === null || value === undefined || value === '') return undefined
  return list.find((option) => String(option.value) === String(value))
}

/** The label for a value, or `fallback` ('-') when unknown: `labelOf(STATION_STATUS, 50)` → '正常使用'. */
export function labelOf(list: EnumList, value: unknown, fallback = '-'): string {
  return optionOf(list, value)?.label ?? fallback
}

/** The Tag colour for a value ('default' when unknown or uncoloured). */
export function colorOf(list: EnumList, value: unknown): TagColor {
  return optionOf(list, value)?.color ?? 'default'
}

/** Whether a value belongs to the enumeration (server-side input checks). */
export function isEnumValue<E extends EnumList>(list: E, value: unknown): value is EnumValue<E> {
  return optionOf(list, value) !== undefined
}

/** The values of an enumeration, e.g. for a zod `z.union` or a select. */
export function valuesOf<E extends EnumList>(list: E): EnumValue<E>[] {
  return list.map((option) => option.value)
}

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

/** Connector real-time `status`. */
export const CONNECTOR_STATUS = [
  { value: 0, label: '离网', color: 'default' },
  { value: 1, label: '空闲', color: 'success' },
  { value: 2, label: '占用(未充电)', color: 'warning' },
  { value: 3, label: '占用(充电中)', color: 'processing' },
  { value: 4, label: '占用(预约锁定)', color: 'purple' },
  { value: 255, label: '故障', color: 'error' },
] as const satisfies EnumList<number>

/** Connector `parkStatus`. */
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

// --- Alarms -----------------------------------------------------------------------------------

/** Alarm `alarmType`. */
export const ALARM_TYPE = [
  { value: 1, label: '充电系统故障' },
  { value: 2, label: '电池系统故障' },
  { value: 3, label: '配电系统故障' },
] as const satisfies EnumList<number>

/** Alarm `alarmLevel`. */
export const ALARM_LEVEL = [
  { value: 1, label: '人身安全级', color: 'error' },
  { value: 2, label: '设备安全级', color: 'warning' },
  { value: 3, label: '告警提示级', color: 'processing' },
] as const satisfies EnumList<number>

/** Alarm `alarmCode` (the codes domain.md lists). */
export const ALARM_CODE = [
  { value: 2, label: '急停' },
  { value: 4, label: '绝缘监测故障' },
  { value: 17, label: '桩过温' },
  { value: 18, label: '枪过温' },
  { value: 27, label: '后台通讯故障' },
  { value: 101, label: 'BMS通讯超时' },
  { value: 104, label: '电池组过压' },
  { value: 120, label: '动力蓄电池温度过高' },
  { value: 203, label: '开关跳闸' },
  { value: 206, label: '烟感报警' },
] as const satisfies EnumList<number>

/** Alarm `alarmStatus`. */
export const ALARM_STATUS = [
  { value: 1, label: '发生', color: 'error' },
  { value: 0, label: '恢复', color: 'success' },
] as const satisfies EnumList<number>

/** Alarm disposal, in workflow order: 待处理 → 处理中 → 已处理 → 已确认. */
export const ALARM_DISPOSAL = [
  { value: 'pending', label: '待处理', color: 'error' },
  { value: 'processing', label: '处理中', color: 'processing' },
  { value: 'handled', label: '已处理', color: 'warning' },
  { value: 'confirmed', label: '已确认', color: 'success' },
] as const satisfies EnumList<string>

// --- Applications, subsidies, rural tagging ---------------------------------------------------------

/** Application (apply) record statuses; access proofs continue to 已发放 → 已过期/已撤销. */
export const APPLY_STATUS = [
  { value: 'draft', label: '草稿', color: 'default' },
  { value: 'pending', label: '待审核', color: 'warning' },
  { value: 'reviewing', label: '审核中', color: 'processing' },
  { value: 'approved', label: '审核通过', color: 'success' },
  { value: 'rejected', label: '驳回', color: 'error' },
  { value: 'issued', label: '已发放', color: 'cyan' },
  { value: 'expired', label: '已过期', color: 'default' },
  { value: 'revoked', label: '已撤销', color: 'volcano' },
] as const satisfies EnumList<string>

/** An application status. */
export type ApplyStatus = EnumValue<typeof APPLY_STATUS>

/**
 * The allowed workflow steps (domain.md: 草稿 → 待审核 → 审核中 → 审核通过 | 驳回 (→ resubmit);
 * access proofs 审核通过 → 已发放 → 已过期/已撤销). The server refuses any other step.
 */
export const APPLY_TRANSITIONS: Readonly<Record<ApplyStatus, readonly ApplyStatus[]>> = {
  draft: ['pending'],
  pending: ['reviewing'],
  reviewing: ['approved', 'rejected'],
  rejected: ['pending'],
  approved: ['issued'],
  issued: ['expired', 'revoked'],
  expired: [],
  revoked: [],
}

/** Whether an application may move from one status to another. */
export function canTransition(from: ApplyStatus, to: ApplyStatus): boolean {
  return APPLY_TRANSITIONS[from]?.includes(to) ?? false
}

/** Subsidy batch type. */
export const SUBSIDY_TYPE = [
  { value: 'construction', label: '建设补贴', color: 'blue' },
  { value: 'operation', label: '运营补贴', color: 'green' },
] as const satisfies EnumList<string>

/** Urban-rural code (statistical classification), used by rural-station tagging. */
export const URBAN_RURAL_CODE = [
  { value: 111, label: '城区' },
  { value: 112, label: '城区' },
  { value: 121, label: '镇区' },
  { value: 122, label: '镇区' },
  { value: 123, label: '镇区' },
  { value: 210, label: '乡中心区' },
  { value: 220, label: '村庄' },
] as const satisfies EnumList<number>

/** Whether an urban-rural code is rural (2xx: 乡中心区, 村庄). */
export function isRuralCode(code: unknown): boolean {
  return isEnumValue(URBAN_RURAL_CODE, code) && String(code).startsWith('2')
}

// --- Feedback, assessment, scoring, mobile app ---------------------------------------------------------

/** Feedback status: submitted, dispatched by a manager, handled by the operator, closed. */
export const FEEDBACK_STATUS = [
  { value: 'submitted', label: '待审核', color: 'warning' },
  { value: 'dispatched', label: '待处理', color: 'processing' },
  { value: 'handled', label: '已处理', color: 'cyan' },
  { value: 'closed', label: '已关闭', color: 'success' },
] as const satisfies EnumList<string>

/** Star ratings of station assessment with their lowest score (★5 ≥ 90 … ★1 < 60). */
export const STAR_LEVELS = [
  { value: 5, label: '★★★★★', min: 90 },
  { value: 4, label: '★★★★', min: 80 },
  { value: 3, label: '★★★', min: 70 },
  { value: 2, label: '★★', min: 60 },
  { value: 1, label: '★', min: Number.NEGATIVE_INFINITY },
] as const satisfies readonly (EnumOption<number> & { min: number })[]

/** Stars for a total score: 90 → 5, 89.5 → 4, 59 → 1. */
export function starsOf(score: number): number {
  return STAR_LEVELS.find((level) => score >= level.min)?.value ?? 1
}

/** Grades of operator and station scoring. */
export const GRADE = [
  { value: 'A', label: 'A', color: 'success' },
  { value: 'B', label: 'B', color: 'processing' },
  { value: 'C', label: 'C', color: 'warning' },
  { value: 'D', label: 'D', color: 'error' },
] as const satisfies EnumList<string>

/** Mobile app version platform. */
export const APP_PLATFORM = [
  { value: 'android', label: 'Android', color: 'green' },
  { value: 'ios', label: 'iOS', color: 'blue' },
] as const satisfies EnumList<string>

/** Moderation of app evaluations. */
export const MODERATION_STATUS = [
  { value: 'pending', label: '待审核', color: 'warning' },
  { value: 'approved', label: '已通过', color: 'success' },
  { value: 'rejected', label: '已驳回', color: 'error' },
] as const satisfies EnumList<string>

/** Request kinds of the rural-station tagging workflow. */
export const RURAL_TAG_ACTION = [
  { value: 'tag', label: '标记为乡村站', color: 'green' },
  { value: 'untag', label: '取消乡村站标记', color: 'orange' },
] as const satisfies EnumList<string>

/** To-do (message) types the platform sends; an unknown type shows as sent. */
export const MESSAGE_TYPE = [
  { value: 'audit', label: '审核' },
  { value: 'alarm', label: '告警' },
  { value: 'subsidy', label: '补贴' },
  { value: 'report', label: '报表' },
  { value: 'feedback', label: '意见反馈' },
  { value: 'evaluate', label: '场站评定' },
  { value: 'notice', label: '通知' },
] as const satisfies EnumList<string>

// --- Administration (system-management): the server sends plain codes ----------------------

/** Account status (`user/status`). */
export const ACCOUNT_STATUS = [
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'error' },
] as const satisfies EnumList<number>

/** Resource status. */
export const RESOURCE_STATUS = [
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
] as const satisfies EnumList<number>

/** Result of a journal entry. */
export const JOURNAL_RESULT = [
  { value: 'success', label: '成功', color: 'success' },
  { value: 'failure', label: '失败', color: 'error' },
] as const satisfies EnumList<string>

/** The journal's actions (the server's `journal:` names), for the filter and the table. */
export const JOURNAL_ACTIONS = [
  { value: 'session.login', label: '登录' },
  { value: 'session.issueLongToken', label: '签发令牌' },
  { value: 'user.changePassword', label: '修改密码' },
  { value: 'user.profile', label: '修改个人资料' },
  { value: 'user.avatar', label: '修改头像' },
  { value: 'register.create', label: '新建用户' },
  { value: 'register.updatePassword', label: '重置密码' },
  { value: 'user.editAcc', label: '修改用户' },
  { value: 'user.editAttr', label: '修改用户属性' },
  { value: 'user.status', label: '启用/停用用户' },
  { value: 'role.createRole', label: '新建角色' },
  { value: 'role.editRole', label: '修改角色' },
  { value: 'role.editAttr', label: '修改角色属性' },
  { value: 'role.delRole', label: '删除角色' },
  { value: 'role.addRoleStgs', label: '角色绑定策略' },
  { value: 'role.delRoleStgs', label: '角色解除策略' },
  { value: 'stg.createStg', label: '新建策略' },
  { value: 'stg.editStg', label: '修改策略' },
  { value: 'pageApi.addStgs', label: '绑定页面接口' },
  { value: 'pageApi.delStgs', label: '解除页面接口' },
  { value: 'resource.createRes', label: '新建资源' },
  { value: 'resource.editRes', label: '修改资源' },
  { value: 'menu.tree', label: '修改菜单' },
  { value: 'menu.setting.order', label: '个人菜单排序' },
  { value: 'menu.setting.labelName', label: '个人菜单名称' },
  { value: 'menu.setting.hidden', label: '个人菜单隐藏' },
  { value: 'message.read', label: '已读待办' },
  { value: 'popup.evaluateRead', label: '已读评定提醒' },
  { value: 'journal.export', label: '导出审计日志' },
  { value: 'file.upload', label: '上传文件' },
  { value: 'file.delete', label: '删除文件' },
] as const satisfies EnumList<string>
