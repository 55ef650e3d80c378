/**
 * 补贴公示 (issue 17): publicity batches with their period, working days, status and objections;
 * 发布公示 publishes approved applications (at least five working days), 公示明细 shows the
 * applications and objections and records a new objection during the publicity.
 */
import { useMemo } from 'react'
import { PUBLICITY_STATUS } from '../../core/domain/enums-supervise'
import { regionName } from '../../core/domain/regions'
import { col } from '../../ui/fields/builders'
import { action, type ListScreenDefinition } from '../../ui/list/definition'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { PublicityItemsEditable, PublicityItemsReadOnly } from './PublicityItems'
import { PublishDialog } from './PublishDialog'

export default function SupervisePublicy(props: ScreenProps) {
  const canObject = props.actions.includes('edit')
  const definition = useMemo<ListScreenDefinition>(
    () => ({
      resource: 'supervise-services/publicities',
      rowKey: 'id',
      keyword: { placeholder: '公示标题' },
      columns: [
        col.text('title', '公示标题', { width: 300, fixed: 'left' }),
        col.text('startDate', '公示开始日期', { width: 130, sortable: true }),
        col.text('endDate', '公示结束日期', { width: 130 }),
        col.number('workingDays', '工作日数', { width: 100 }),
        col.enum('status', '状态', PUBLICITY_STATUS, { search: true, width: 100 }),
        col.number('itemCount', '公示申请数', { width: 110 }),
        col.number('objectionCount', '异议数', { width: 90 }),
        col.area('areaCode', '区域', { render: (value) => regionName(value as string) }),
        col.text('creatorName', '发布人', { width: 100 }),
        col.datetime('createTime', '发布时间'),
      ],
      defaultSort: { field: 'id', order: 'desc' },
      actions: [
        action.dialog('create', '发布公示', PublishDialog, { scope: 'toolbar', permission: 'add' }),
        action.dialog('items', '公示明细', canObject ? PublicityItemsEditable : PublicityItemsReadOnly, {
          permission: 'view',
        }),
        action.export(),
      ],
    }),
    [canObject],
  )
  return <ListScreen definition={definition} route={props.route} actions={props.actions} />
}
