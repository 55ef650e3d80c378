/** 故障告警 (docs/domain.md: Alarm): alarms with their disposal 待处理 → 处理中 → 已处理 → 已确认. */
import { ALARM_CODE, ALARM_DISPOSAL, ALARM_LEVEL, ALARM_STATUS, ALARM_TYPE } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { AREA_CODE, OPERATOR_ID, STATION_COLUMNS, STATION_ID } from '../shared'

export const ALARMS = describeList({
  resource: 'ops-services/alarms',
  title: '故障告警',
  key: 'id',
  keyColumns: [
    'id',
    'alarmTime',
    'alarmType',
    'alarmStatus',
    'disposal',
    ...STATION_COLUMNS,
    'handler',
    'result',
  ],
  fields: {
    // `filter`: a to-do's link opens trouble-monitor on its one alarm (`?id=`, routes.ts: RECORD_QUERY).
    id: { label: '告警编号', kind: 'int', filter: 'eq', sortable: true },
    alarmTime: { label: '告警时间', kind: 'time', filter: 'range', sortable: true },
    alarmLevel: { label: '告警等级', kind: 'int', filter: 'eq', enum: ALARM_LEVEL, sortable: true },
    alarmType: { label: '告警类型', kind: 'int', filter: 'eq', enum: ALARM_TYPE },
    alarmCode: { label: '告警代码', kind: 'int', filter: 'eq', enum: ALARM_CODE },
    alarmStatus: { label: '告警状态', kind: 'int', filter: 'eq', enum: ALARM_STATUS },
    disposal: { label: '处置状态', filter: 'eq', enum: ALARM_DISPOSAL },
    stationId: STATION_ID,
    // trouble-monitor's 充电站 column shows the name (the id when there is none).
    stationName: { label: '充电站', only: 'lookup' },
    equipmentId: { label: '设备编码', filter: 'eq' },
    connectorId: { label: '接口编码' },
    operatorId: OPERATOR_ID,
    areaCode: AREA_CODE,
    recoveryTime: { label: '恢复时间', kind: 'time', sortable: true },
    handler: { label: '处理人' },
    result: { label: '处理结果' },
    disposeTime: { label: '处理时间', kind: 'time', sortable: true },
    confirmer: { label: '确认人' },
    confirmTime: { label: '确认时间', kind: 'time' },
    version: { label: '版本', kind: 'int' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'ops-services/alarms': typeof ALARMS
  }
}
