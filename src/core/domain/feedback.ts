/**
 * Enumerations and rules of feedback and station assessment (domain.md: Feedback; Station
 * assessment), one source for console and server. Statuses of a feedback item are
 * FEEDBACK_STATUS (enums-work.ts); star levels are STAR_LEVELS / starsOf. Not named enums-*.ts:
 * vite.config.ts puts those into the `enums` chunk every list screen loads (size budget).
 */
import type { EnumList } from './enum-kit'

/** 反馈类型 of a feedback item. */
export const FEEDBACK_TYPE = [
  { value: 'device', label: '设备故障', color: 'red' },
  { value: 'payment', label: '支付问题', color: 'orange' },
  { value: 'parking', label: '车位占用', color: 'gold' },
  { value: 'price', label: '收费价格', color: 'blue' },
  { value: 'service', label: '服务质量', color: 'purple' },
  { value: 'other', label: '其他', color: 'default' },
] as const satisfies EnumList<string>

/** 是否逾期: an item not handled by its deadline (or handled after it). */
export const OVERDUE_FLAG = [
  { value: 1, label: '已逾期', color: 'error' },
  { value: 0, label: '未逾期', color: 'success' },
] as const satisfies EnumList<number>

/**
 * What a feedback item's opinion is, by the manager's step that said it: a dispatch's instruction,
 * a rejection's or a send-back's reason, a closing opinion (issue 42 item 6: all were 审核意见).
 */
export const FEEDBACK_OPINION_LABELS: Readonly<Record<string, string>> = {
  dispatch: '派发说明',
  reject: '驳回原因',
  close: '审核意见',
  sendback: '退回原因',
}

/** The label of an item's current opinion: that of the last step in its history that says one. */
export function feedbackOpinionLabel(history: unknown): string {
  const steps = Array.isArray(history) ? (history as { action?: unknown }[]) : []
  for (const step of [...steps].reverse()) {
    const label = FEEDBACK_OPINION_LABELS[String(step?.action)]
    if (label) return label
  }
  return FEEDBACK_OPINION_LABELS.close
}

/** Time limit a manager gives when dispatching, in working days. */
export const FEEDBACK_LIMIT_DAYS = { min: 1, max: 30 } as const

/** Pictures of feedback and evidence: jpg or png, at most 5 MB each, at most 9 per step. */
export const PICTURE_LIMIT_BYTES = 5 * 1024 * 1024
export const PICTURE_MAX_COUNT = 9

/** The message for a picture that may not be uploaded, or undefined when it may. */
export function pictureProblem(file: { name: string; size: number }): string | undefined {
  if (!/\.(jpe?g|png)$/i.test(file.name)) return '只支持 jpg、png 格式的图片'
  if (file.size === 0) return '图片内容为空'
  if (file.size > PICTURE_LIMIT_BYTES) return '图片不能超过5MB'
  return undefined
}

/** Status of a station's assessment within a round. */
export const ASSESSMENT_STATUS = [
  { value: 'awaiting', label: '待上传材料', color: 'warning' },
  { value: 'submitted', label: '待评审', color: 'processing' },
  { value: 'scored', label: '已评分', color: 'cyan' },
  { value: 'published', label: '已发布', color: 'success' },
] as const satisfies EnumList<string>

/** Status of an assessment round. */
export const ROUND_STATUS = [
  { value: 'open', label: '材料征集中', color: 'processing' },
  { value: 'published', label: '结果已发布', color: 'success' },
] as const satisfies EnumList<string>

/** The weights of a year's indicators must add up to this. */
export const WEIGHT_TOTAL = 100

/**
 * Why evidence cannot be submitted yet: the indicators without material (none: it can). Said by
 * the server's refusal and by the upload dialog before it asks for a confirmation (issue 42 items
 * 7, 8: nothing is confirmed that would then be refused).
 */
export function missingEvidence(indicators: readonly { indicator: string; files: number }[]): string | null {
  const missing = indicators.filter((entry) => entry.files === 0)
  return missing.length ? `以下指标尚未上传材料：${missing.map((entry) => entry.indicator).join('、')}` : null
}

/** A total out of 100 from per-indicator scores: Σ score ÷ max × weight, 2 decimals. */
export function assessmentTotal(
  items: readonly { score: number; maxScore: number; weight: number }[],
): number {
  const total = items.reduce(
    (sum, item) => sum + (item.maxScore > 0 ? (item.score / item.maxScore) * item.weight : 0),
    0,
  )
  return Math.round(total * 100) / 100
}
