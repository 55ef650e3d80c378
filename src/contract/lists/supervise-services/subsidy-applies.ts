/** 补贴申请: the operator's subsidy applications, drafts included (issue 17). */
import { SUBSIDY_FLOW } from '../../../core/domain/flows-supervise'
import { describeFlowList } from '../flow'

export const SUBSIDY_APPLIES = describeFlowList(
  { resource: 'supervise-services/subsidy-applies', title: '补贴申请', page: 'supervise-apply' },
  SUBSIDY_FLOW,
  '充电站名称',
)

declare module '../describe' {
  interface ListRegistry {
    'supervise-services/subsidy-applies': typeof SUBSIDY_APPLIES
  }
}
