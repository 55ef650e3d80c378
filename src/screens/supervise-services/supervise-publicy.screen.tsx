/**
 * 补贴公示 (issue 17): publicity batches with their period, working days, status and objections;
 * 发布公示 publishes approved applications (at least five working days), 公示明细 shows the
 * applications and objections and records a new objection during the publicity.
 */
import { useMemo } from 'react'
import { PUBLICITIES } from '../../contract/lists/supervise-services/publicities'
import { regionName } from '../../core/domain/regions'
import { action } from '../../ui/list/actionBuilders'
import type { ListScreenDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { PublicityItemsEditable, PublicityItemsReadOnly } from './PublicityItems'
import { PublishDialog } from './PublishDialog'

const f = fieldsOf(PUBLICITIES)

const COLUMNS = [
  f.col('title', { width: 300, fixed: 'left' }),
  f.col('startDate', { width: 130 }),
  f.col('endDate', { width: 130 }),
  f.col('workingDays', { width: 100 }),
  f.col('status', { search: true, width: 100 }),
  f.col('itemCount', { width: 110 }),
  f.col('objectionCount', { width: 90 }),
  f.col('areaCode', { sortable: false, render: (value) => regionName(value as string) }),
  f.col('creatorName', { width: 100 }),
  f.col('createTime', { sortable: false }),
]

export default function SupervisePublicy(props: ScreenProps) {
  const canObject = props.actions.includes('edit')
  const definition = useMemo<ListScreenDefinition>(
    () => ({
      resource: PUBLICITIES.resource,
      rowKey: 'id',
      keyword: { placeholder: '公示标题' },
      columns: COLUMNS,
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

// Held to the list's description by tests/server/lists-agree.test.ts.
SupervisePublicy.listFields = { resource: PUBLICITIES.resource, fields: COLUMNS }
