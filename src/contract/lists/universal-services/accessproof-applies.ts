/** 接入证明申请: the applicant's access-proof applications, drafts included (docs/domain.md: Application). */
import { ACCESS_PROOF_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList } from '../flow'

export const ACCESSPROOF_APPLIES = describeFlowList(
  { resource: 'universal-services/accessproof-applies', title: '接入证明申请', page: 'accessproof-apply' },
  ACCESS_PROOF_FLOW,
  '平台名称',
)

declare module '../describe' {
  interface ListRegistry {
    'universal-services/accessproof-applies': typeof ACCESSPROOF_APPLIES
  }
}
