/**
 * 场站评定 (docs/domain.md: Station assessment): each station's assessment within a round, as the
 * operator uploads it (both pages of the upload), as experts review it and as staff follow it.
 */
import { STAR_LEVELS } from '../../../core/domain/enums'
import { ASSESSMENT_STATUS } from '../../../core/domain/feedback'
import { describeList } from '../describe'
import { ITEM_AREA_CODE, OPERATOR_ID, STATION_ID } from '../shared'

/** The four lists share one shape (the screens' parts take any of them). */
type ItemKey =
  | 'assessment/uploads'
  | 'assessment/evaluation-uploads'
  | 'assessment/reviews'
  | 'assessment/records'

const itemList = (resource: ItemKey, title: string) =>
  describeList({
    resource,
    title,
    key: 'id',
    // The station, its status and the deadline and score an officer follows the round by.
    keyColumns: [
      'id',
      'year',
      'stationId',
      'stationName',
      'operatorId',
      'status',
      'deadline',
      'submitTime',
      'score',
      'stars',
    ],
    fields: {
      id: { label: '评定编号', kind: 'int', sortable: true },
      roundId: { label: '评定轮次', kind: 'int', filter: 'eq' },
      year: { label: '评定年度', kind: 'int', filter: 'eq', sortable: true },
      stationId: STATION_ID,
      stationName: { label: '充电站名称', filter: 'contains' },
      operatorId: OPERATOR_ID,
      areaCode: ITEM_AREA_CODE,
      status: { label: '状态', filter: 'eq', enum: ASSESSMENT_STATUS },
      deadline: { label: '提交截止', sortable: true },
      submitTime: { label: '提交时间', kind: 'time', sortable: true },
      score: { label: '总分', kind: 'number', filter: 'range', sortable: true },
      stars: { label: '星级', kind: 'int', filter: 'eq', enum: STAR_LEVELS, sortable: true },
      reviewer: { label: '评审人' },
      reviewTime: { label: '评审时间', kind: 'time', sortable: true },
      updateTime: { label: '更新时间', kind: 'time', filter: 'range', sortable: true },
      // Stored only: the row's version, the evidence files' and the scores' JSON.
      version: { label: '版本', kind: 'int' },
      evidenceJson: { label: '佐证材料' },
      scoresJson: { label: '分项得分' },
      // The detail's year indicators, each with its evidence files and score.
      indicators: { label: '指标与材料', only: 'detail' },
    },
  })

export const ASSESSMENT_UPLOADS = itemList('assessment/uploads', '评定材料上传')
export const ASSESSMENT_EVALUATION_UPLOADS = itemList('assessment/evaluation-uploads', '评定材料上传')
export const ASSESSMENT_REVIEWS = itemList('assessment/reviews', '评定审核')
export const ASSESSMENT_ITEM_RECORDS = itemList('assessment/records', '评定记录')

declare module '../describe' {
  interface ListRegistry {
    'assessment/uploads': typeof ASSESSMENT_UPLOADS
    'assessment/evaluation-uploads': typeof ASSESSMENT_EVALUATION_UPLOADS
    'assessment/reviews': typeof ASSESSMENT_REVIEWS
    'assessment/records': typeof ASSESSMENT_ITEM_RECORDS
  }
}
