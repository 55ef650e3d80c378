/** 补贴审核: submitted subsidy applications under district and city review, and what followed (issue 17). */
import { SUBSIDY_FLOW } from '../../../core/domain/flows-supervise'
import { describeFlowList } from '../flow'

export const SUBSIDY_AUDITS = describeFlowList(
  { resource: 'supervise-services/subsidy-audits', title: '补贴审核', page: 'supervise-audit' },
  SUBSIDY_FLOW,
  '充电站名称',
  ['pending', 'reviewing', 'approved', 'rejected', 'refused', 'publicity', 'awaiting', 'paid'],
)

declare module '../describe' {
  interface ListRegistry {
    'supervise-services/subsidy-audits': typeof SUBSIDY_AUDITS
  }
}
