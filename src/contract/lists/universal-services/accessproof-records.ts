/** 接入证明审核: submitted access-proof applications and what followed (docs/domain.md: Application). */
import { ACCESS_PROOF_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList, SUBMITTED } from '../flow'

export const ACCESSPROOF_RECORDS = describeFlowList(
  { resource: 'universal-services/accessproof-records', title: '接入证明审核', page: 'accessproof-record' },
  ACCESS_PROOF_FLOW,
  '平台名称',
  SUBMITTED,
)

declare module '../describe' {
  interface ListRegistry {
    'universal-services/accessproof-records': typeof ACCESSPROOF_RECORDS
  }
}
