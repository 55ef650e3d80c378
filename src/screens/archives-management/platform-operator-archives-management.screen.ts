/**
 * 平台运营商档案 (domain.md: Platform operator): connected operator platforms. The secret key is
 * never shown, only whether one is configured.
 */
import { PLATFORM_OPERATORS } from '../../contract/lists/archives-management/platform-operators'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { OPERATOR_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(PLATFORM_OPERATORS)

export default defineListScreen({
  resource: PLATFORM_OPERATORS.resource,
  rowKey: 'platformId',
  keyword: { placeholder: '平台ID或名称' },
  columns: [
    f.col('platformId', { width: 140, fixed: 'left' }),
    f.col('platformName', { width: 220, search: true }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('interfaceUrl', { width: 260 }),
    f.col('protocolVersion', { search: true }),
    f.col('secretKeyStatus', { search: true }),
    f.col('onlineStatus', { search: true }),
    f.col('lastPushTime'),
    f.col('connectionTime'),
  ],
  filters: [f.range('lastPushTime')],
  actions: [action.view(), action.export()],
})
