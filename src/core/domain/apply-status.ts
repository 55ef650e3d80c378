/**
 * The applications' statuses (enums.ts re-exports them with the other enumerations of the work):
 * a module of their own so that a flow list (flows.ts) takes them without the enumerations'
 * chunk, which its first screen does not otherwise need (budgets.md; vite.config.ts groups).
 */
import type { EnumList, EnumValue } from './enum-kit'

/** Application (apply) record statuses; access proofs continue to 已发放 → 已过期/已撤销. */
export const APPLY_STATUS = [
  { value: 'draft', label: '草稿', color: 'default' },
  { value: 'pending', label: '待审核', color: 'warning' },
  { value: 'reviewing', label: '审核中', color: 'processing' },
  { value: 'approved', label: '审核通过', color: 'success' },
  { value: 'rejected', label: '驳回', color: 'error' },
  { value: 'issued', label: '已发放', color: 'cyan' },
  { value: 'expired', label: '已过期', color: 'default' },
  { value: 'revoked', label: '已撤销', color: 'volcano' },
  // Subsidy applications (issue 17): final refusal, then publicity → 待补贴 → 已补贴.
  { value: 'refused', label: '审核不通过', color: 'error' },
  { value: 'publicity', label: '公示中', color: 'purple' },
  { value: 'awaiting', label: '待补贴', color: 'gold' },
  { value: 'paid', label: '已补贴', color: 'green' },
] as const satisfies EnumList<string>

/** An application status. */
export type ApplyStatus = EnumValue<typeof APPLY_STATUS>
