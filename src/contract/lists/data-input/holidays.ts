/** 节假日管理 (issue 17): the holiday calendar's periods (法定节假日, 调休上班); dates are `YYYY-MM-DD`. */
import { HOLIDAY_KIND } from '../../../core/domain/enums-supervise'
import { describeList } from '../describe'

export const HOLIDAYS = describeList({
  resource: 'data-input/holidays',
  title: '节假日管理',
  key: 'id',
  keyColumns: ['id', 'name', 'kind', 'startDate', 'endDate', 'days', 'remark'],
  fields: {
    id: { label: 'ID', kind: 'int' },
    year: { label: '年份', kind: 'int', filter: 'eq', sortable: true },
    name: { label: '名称' },
    kind: { label: '类型', filter: 'eq', enum: HOLIDAY_KIND },
    startDate: { label: '开始日期', kind: 'date', sortable: true },
    endDate: { label: '结束日期', kind: 'date' },
    days: { label: '天数', kind: 'int' },
    remark: { label: '备注' },
    updaterName: { label: '修改人' },
    updateTime: { label: '修改时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'data-input/holidays': typeof HOLIDAYS
  }
}
