/**
 * 意见反馈处理 and 评定材料上传 (section 2 modals, section 4): which popup entering the shell
 * shows, apart from the dialog itself so that the shell knows it without loading antd's Modal.
 */

/** The two popups with their exact texts and targets. */
export const NOTICES = {
  feedback: {
    title: '意见反馈处理',
    text: '您有新的意见反馈，请尽快处理。',
    button: '去处理',
    // Filtered to the items waiting for handling (issue 18: "opens the handling page filtered to them").
    path: '/feedback/equipment-operator-feedback?status=dispatched',
  },
  evaluate: {
    title: '评定材料上传',
    text: '您有新的场站评定需要上传材料，请尽快处理。',
    button: '去上传',
    path: '/station-assessment/evaluation-upload',
  },
} as const

export type NoticeKind = keyof typeof NOTICES

/** Which popup entering the shell shows: feedback first, evaluation only without feedback. */
export function noticeOnEntry(feedbackCount: number, evaluateCount: number): NoticeKind | null {
  if (feedbackCount) return 'feedback'
  if (evaluateCount) return 'evaluate'
  return null
}
