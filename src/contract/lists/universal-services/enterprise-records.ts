/** 企业备案审核: enterprise filings under review (docs/domain.md: Application). */
import { ENTERPRISE_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList, SUBMITTED } from '../flow'

export const ENTERPRISE_RECORDS = describeFlowList(
  { resource: 'universal-services/enterprise-records', title: '企业备案审核', page: 'enterprise-record' },
  ENTERPRISE_FLOW,
  '企业名称',
  SUBMITTED.slice(0, 4),
)

declare module '../describe' {
  interface ListRegistry {
    'universal-services/enterprise-records': typeof ENTERPRISE_RECORDS
  }
}
