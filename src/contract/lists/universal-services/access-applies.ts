/** 接入审核: data-access applications under review (docs/domain.md: Application). */
import { ACCESS_FLOW } from '../../../core/domain/flows-universal'
import { describeFlowList, SUBMITTED } from '../flow'

export const ACCESS_APPLIES = describeFlowList(
  { resource: 'universal-services/access-applies', title: '接入审核', page: 'access-audit' },
  ACCESS_FLOW,
  '平台名称',
  SUBMITTED.slice(0, 4),
)

declare module '../describe' {
  interface ListRegistry {
    'universal-services/access-applies': typeof ACCESS_APPLIES
  }
}
