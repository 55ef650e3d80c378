/** 企业备案申请: the applicant's enterprise filings, drafts included (docs/domain.md: Application). */
import { ENTERPRISE_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList } from '../flow'

export const ENTERPRISE_APPLIES = describeFlowList(
  'universal-services/enterprise-applies',
  ENTERPRISE_FLOW,
  '企业名称',
)
