/**
 * 评定审核 (experts; domain.md: Station assessment): the rounds with their progress and 发布结果,
 * 发起评定 for a year, and every station's assessment with 评分 once its evidence is submitted.
 */
import { createRound } from '../../contract/endpoints/assessment'
import { ASSESSMENT_REVIEWS } from '../../contract/lists/assessment/items'
import { ASSESSMENT_FLOW } from '../../core/domain/flows-work'
import { col } from '../../ui/fields/builders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { declaredStep } from '../../ui/list/flowSteps'
import { assessmentColumns, assessmentDetailFields, RoundsPanel } from './parts'
import { ScoreDialog } from './ScoreDialog'

/** 评分, as ASSESSMENT_FLOW declares it. */
const SCORE = declaredStep(ASSESSMENT_FLOW, 'score')

export default defineListScreen({
  resource: ASSESSMENT_REVIEWS.resource,
  rowKey: 'id',
  keyword: { placeholder: '充电站编号或名称' },
  columns: assessmentColumns(ASSESSMENT_REVIEWS, { operatorSearch: true }),
  detailFields: assessmentDetailFields(ASSESSMENT_REVIEWS),
  defaultSort: { field: 'updateTime', order: 'desc' },
  above: RoundsPanel,
  actions: [
    action.view(),
    action.dialog('score', SCORE.label, ScoreDialog, { permission: SCORE.permission, when: SCORE.when }),
    action.form(
      'round',
      '发起评定',
      [
        col.number('year', ASSESSMENT_REVIEWS.fields.year.label, {
          required: true,
          precision: 0,
          min: 2000,
          max: 2100,
        }),
        col.text('deadline', '材料提交截止日期', {
          required: true,
          placeholder: 'YYYY-MM-DD',
          validate: (value) =>
            /^\d{4}-\d{2}-\d{2}$/.test(String(value ?? '')) ? undefined : '请按 YYYY-MM-DD 填写日期',
        }),
      ],
      (body, { data }) =>
        data.call(createRound, {
          body: { year: Number(body.year), deadline: String(body.deadline) },
        }),
      { scope: 'toolbar', permission: 'add' },
    ),
    action.export(),
  ],
})
