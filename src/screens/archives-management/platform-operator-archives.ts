/**
 * 平台运营商档案 (domain.md: Platform operator): connected operator platforms. The secret key is
 * never shown, only whether one is configured.
 */
import { ONLINE_STATUS, YES_NO } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { operatorColumn, rangeFilter } from './fields'

export default defineListScreen({
  resource: 'archives-management/platform-operators',
  rowKey: 'platformId',
  keyword: { placeholder: '平台ID或名称' },
  columns: [
    col.text('platformId', '平台ID', { width: 140, fixed: 'left', sortable: true }),
    col.text('platformName', '平台名称', { width: 220, sortable: true, search: true }),
    operatorColumn(),
    col.text('interfaceUrl', '接口地址', { width: 260 }),
    col.text('protocolVersion', '协议版本', { search: true }),
    col.enum('secretKeyStatus', '密钥已配置', YES_NO, { search: true }),
    col.enum('onlineStatus', '在线状态', ONLINE_STATUS, { search: true }),
    col.datetime('lastPushTime', '最近推送时间', { sortable: true }),
    col.datetime('connectionTime', '接入时间', { sortable: true }),
  ],
  filters: [rangeFilter('lastPushTime', '最近推送时间')],
  actions: [action.view(), action.export()],
})
