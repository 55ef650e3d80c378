/** 接入证明发放: approved access proofs, issued, expired or revoked (docs/domain.md: Application). */
import { ACCESS_PROOF_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList } from '../flow'

export const ACCESSPROOF_RELEASES = describeFlowList(
  { resource: 'universal-services/accessproof-releases', title: '接入证明发放', page: 'accessproof-release' },
  ACCESS_PROOF_FLOW,
  '平台名称',
  ['approved', 'issued', 'expired', 'revoked'],
)

declare module '../describe' {
  interface ListRegistry {
    'universal-services/accessproof-releases': typeof ACCESSPROOF_RELEASES
  }
}
