/**
 * operator-info (domain.md: operators with access status and data quality): each operator's
 * data-access state with its last push, messages per day, failure rate and delay.
 */
import { OPERATOR_INFO } from '../../../src/contract/lists/universal-services/operator-info'
import type { ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'

/** Operators' access state and data quality. */
export const operatorInfoResource: ResourceDef = {
  page: 'operator-info',
  table: 'operator_access',
  ...describedResource(OPERATOR_INFO),
  fields: describedFields(OPERATOR_INFO, { operatorId: { width: 12 } }),
  lookups: describedLookups(OPERATOR_INFO, [OPERATOR_NAME]),
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['operatorId', 'asc'],
}
