/**
 * 评定材料上传 (station-assessment-upload, and the popup's /station-assessment/evaluation-upload):
 * the stations of the user's company asked for evidence, with 上传材料 while the round waits.
 */
import { ASSESSMENT_EVALUATION_UPLOADS, ASSESSMENT_UPLOADS } from '../../contract/lists/assessment/items'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import type { ListScreenDefinition } from '../../ui/list/definition'
import { evidenceDialog } from './EvidenceDialog'
import { assessmentColumns, assessmentDetailFields } from './parts'

const LISTS = { uploads: ASSESSMENT_UPLOADS, 'evaluation-uploads': ASSESSMENT_EVALUATION_UPLOADS } as const

export function uploadScreen(resource: 'uploads' | 'evaluation-uploads'): ListScreenDefinition {
  const list = LISTS[resource]
  return {
    resource: list.resource,
    rowKey: 'id',
    keyword: { placeholder: '充电站编号或名称' },
    columns: assessmentColumns(list, { operatorSearch: false }),
    detailFields: assessmentDetailFields(list),
    // The open round first (its deadline is the latest).
    defaultSort: { field: 'deadline', order: 'desc' },
    actions: [
      action.view(),
      action.dialog('upload', '上传材料', evidenceDialog(resource), {
        permission: 'upload',
        when: (row) => row.status === 'awaiting',
      }),
      action.export(),
    ],
  }
}

export default defineListScreen(uploadScreen('uploads'))
