/** 零电量设备 (docs/domain.md: "piles with no energy for N days, last order time"). */
import { describeList } from '../describe'
import { STATION_COLUMNS } from '../shared'
import { PILE_FIELDS } from './equipment'

export const NO_POWER_EQUIPMENT = describeList({
  resource: 'archives-management/no-power-equipment',
  title: '零电量设备',
  key: 'equipmentId',
  // How long each device has charged nothing is what the list is for.
  keyColumns: ['equipmentId', ...STATION_COLUMNS, 'equipmentStatus', 'idleDays', 'lastOrderTime'],
  fields: {
    ...PILE_FIELDS,
    idleDays: { label: '无电量天数', kind: 'int' },
    // Piles without energy for at least this many days (the server's default is 7).
    days: { label: '无电量天数不少于', kind: 'int', unit: '天', only: 'param' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/no-power-equipment': typeof NO_POWER_EQUIPMENT
  }
}
