/**
 * 乡村站标记 (domain.md: rural-station-tagging), a station's request to be tagged or untagged as a
 * rural station and its review. Run by the server's one engine over the stations table (status
 * column `ruralTagStatus`, NULL while never requested; version `ruralVersion`); the screen's step
 * buttons and the grantable actions read it. Not named enums-*.ts (the `enums` chunk).
 */
import { defineStepFlow, ENDS, type StepCondition } from './flow-kit'
import { tellApplicant } from './flow-notices'

const TAG = 'rural-station-tagging/tag'
const EXAMINE = 'rural-station-tagging/examine'
/** A request waits for the station's district reviewer (the city's where it has none). */
const REVIEWERS = [{ permission: EXAMINE, scope: 'area' }] as const

/** The status of a station never requested (its `ruralTagStatus` is NULL). */
export const RURAL_NOT_REQUESTED = 'none'

/** 申请标记 only for a station not tagged rural. */
const NOT_RURAL: StepCondition = {
  holds: (record) => Number(record.ruralFlag) !== 1,
  refusal: '该站点已是乡村站，无需重复标记',
}

/** 申请取消标记 only for a station tagged rural. */
const RURAL: StepCondition = {
  holds: (record) => Number(record.ruralFlag) === 1,
  refusal: '该站点不是乡村站，无法取消标记',
}

/** 乡村站标记: 申请标记 / 申请取消标记 (→ 待审核), then 审核通过 (the tag changes) or 驳回. */
export const RURAL_FLOW = defineStepFlow({
  key: 'rural',
  title: '乡村站标记',
  statuses: [RURAL_NOT_REQUESTED, 'pending', 'approved', 'rejected'],
  transitions: [
    {
      action: 'tag',
      label: '申请标记',
      from: [RURAL_NOT_REQUESTED, 'approved', 'rejected'],
      to: 'pending',
      permission: TAG,
      when: NOT_RURAL,
      next: REVIEWERS,
      notice: null,
    },
    {
      action: 'untag',
      label: '申请取消标记',
      from: [RURAL_NOT_REQUESTED, 'approved', 'rejected'],
      to: 'pending',
      permission: TAG,
      when: RURAL,
      next: REVIEWERS,
      notice: null,
    },
    {
      action: 'approve',
      label: '审核通过',
      from: ['pending'],
      to: 'approved',
      permission: EXAMINE,
      opinion: 'required',
      next: ENDS,
      notice: tellApplicant('approved', true),
    },
    {
      action: 'reject',
      label: '驳回',
      from: ['pending'],
      to: 'rejected',
      permission: EXAMINE,
      opinion: 'required',
      next: ENDS,
      notice: tellApplicant('rejected', true),
    },
  ],
})
