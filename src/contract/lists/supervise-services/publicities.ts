/** 补贴公示 (issue 17): publicity batches with their period, working days and objections. */
import { PUBLICITY_STATUS } from '../../../core/domain/enums-supervise'
import { describeList } from '../describe'
import { AREA_CODE } from '../shared'

export const PUBLICITIES = describeList({
  resource: 'supervise-services/publicities',
  title: '补贴公示',
  key: 'id',
  keyColumns: ['id', 'title', 'startDate', 'endDate', 'status', 'areaCode', 'createTime'],
  fields: {
    id: { label: '公示ID', kind: 'int', sortable: true },
    title: { label: '公示标题' },
    startDate: { label: '公示开始日期', sortable: true },
    endDate: { label: '公示结束日期' },
    workingDays: { label: '工作日数', kind: 'int' },
    status: { label: '状态', filter: 'eq', enum: PUBLICITY_STATUS },
    itemCount: { label: '公示申请数', kind: 'int' },
    objectionCount: { label: '异议数', kind: 'int' },
    areaCode: AREA_CODE,
    creatorName: { label: '发布人' },
    createTime: { label: '发布时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'supervise-services/publicities': typeof PUBLICITIES
  }
}
