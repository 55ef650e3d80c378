/** 认证管理: operators' certification applications under review (docs/domain.md: Application). */
import { CERTIFICATION_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList, SUBMITTED } from '../flow'

export const CERTIFICATIONS = describeFlowList(
  { resource: 'universal-services/certifications', title: '认证管理', page: 'certification-management' },
  CERTIFICATION_FLOW,
  '企业名称',
  SUBMITTED.slice(0, 4),
)

declare module '../describe' {
  interface ListRegistry {
    'universal-services/certifications': typeof CERTIFICATIONS
  }
}
