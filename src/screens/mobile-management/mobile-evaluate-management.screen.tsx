/**
 * 评价管理 (issue 20): users' ratings and texts; 审核通过, or 隐藏 with a reason (EVALUATION_FLOW's
 * steps); sensitive words from the configurable list are marked in the text (敏感词设置).
 */
import { APP_EVALUATIONS } from '../../contract/lists/mobile-management/evaluations'
import { EVALUATION_FLOW } from '../../core/domain/flows-mobile'
import { col } from '../../ui/fields/builders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { flowSteps } from '../../ui/list/flowSteps'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'
import { preloadable } from '../../ui/preloadable'
import { MarkedText } from './sensitive'

// 敏感词设置 loads when first opened, not with the rows.
const SensitiveWordsDialog = preloadable(() =>
  import('./SensitiveWordsDialog').then((module) => module.SensitiveWordsDialog),
)

const f = fieldsOf(APP_EVALUATIONS)

export default defineListScreen({
  resource: APP_EVALUATIONS.resource,
  keyword: { placeholder: '评价内容或用户昵称' },
  defaultSort: { field: 'createTime', order: 'desc' },
  columns: [
    f.col('id', { width: 80, fixed: 'left' }),
    f.col('nickName', { width: 110 }),
    f.col('score', { search: true, width: 90 }),
    f.col('content', { width: 280, render: (value) => <MarkedText text={String(value ?? '')} /> }),
    f.col('status', { search: true, width: 100 }),
    f.col('createTime'),
    f.col('stationName', { width: 220 }),
    f.col('stationId', { width: 130, search: true, hideInTable: true }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('hideReason', { width: 180 }),
    f.col('moderator'),
    f.col('moderateTime'),
  ],
  detail: { title: (item) => `评价 #${item.id ?? ''}` },
  actions: [
    action.view(),
    action.export(),
    ...flowSteps(EVALUATION_FLOW, {
      confirm: { approve: '确定审核通过该评价吗？通过后将在APP中显示。' },
      fields: {
        hide: [
          col.text('reason', APP_EVALUATIONS.fields.hideReason.label, {
            required: true,
            multiline: true,
            maxLength: 500,
          }),
        ],
      },
    }),
    action.dialog('sensitive-words', '敏感词设置', SensitiveWordsDialog, { scope: 'toolbar' }),
  ],
})
