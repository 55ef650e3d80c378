/**
 * 目标考核 (domain.md: Objectives — examine), a district's examination of a year: the examiner
 * writes its opinion (again while 考核中), then 锁定 keeps figures, score and grade as they were.
 * Run by the server's one engine over objective_examines (key: year and district); the screen's
 * buttons and the grantable actions read it. Locking is a year's, from December 1st on (the
 * route's own refusal, as the list's `lockable` says), for every district with an opinion.
 */
import { defineStepFlow, ENDS } from './flow-kit'

const EXAMINE = 'mbo-examine/examine'

/** 目标考核. */
export const EXAMINE_FLOW = defineStepFlow({
  key: 'objective-examine',
  title: '目标考核',
  statuses: ['open', 'locked'],
  transitions: [
    {
      action: 'opinion',
      label: '填写意见',
      from: ['open'],
      to: 'open',
      permission: EXAMINE,
      opinion: 'required',
      // The district's result waits to be locked by an examiner of its area.
      next: [{ permission: EXAMINE, scope: 'area' }],
      notice: null,
    },
    {
      action: 'lock',
      label: '锁定考核结果',
      from: ['open'],
      to: 'locked',
      permission: EXAMINE,
      next: ENDS,
      notice: { kind: 'locked', to: ['actors'] },
    },
  ],
})
