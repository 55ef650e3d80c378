/** 企业备案申请: the applicant's enterprise filings, drafts included (docs/domain.md: Application). */
import { ENTERPRISE_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList } from '../flow'

export const ENTERPRISE_APPLIES = describeFlowList(
  { resource: 'universal-services/enterprise-applies', title: '企业备案申请', page: 'enterprise-apply' },
  ENTERPRISE_FLOW,
  '企业名称',
)

declare module '../describe' {
  interface ListRegistry {
    'universal-services/enterprise-applies': typeof ENTERPRISE_APPLIES
  }
}
