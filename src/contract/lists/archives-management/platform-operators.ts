/** 平台运营商档案 (docs/domain.md: Platform operator): connected platforms; the secret is never shown. */
import { ONLINE_STATUS, YES_NO } from '../../../core/domain/enums'
import { describeList } from '../describe'
import { OPERATOR_ID } from '../shared'

export const PLATFORM_OPERATORS = describeList({
  resource: 'archives-management/platform-operators',
  title: '平台运营商档案',
  key: 'platformId',
  keyColumns: ['platformId', 'platformName', 'operatorId', 'onlineStatus'],
  serve: {
    page: 'platform-operator-archives-management',
    table: 'platform_operators',
    keyword: { prefix: ['platformId'], contains: ['platformName'] },
    scope: { operator: 'operatorId' },
    defaultSort: ['platformId', 'asc'],
  },
  fields: {
    platformId: { label: '平台ID', filter: 'prefix', sortable: true, exportWidth: 16 },
    platformName: { label: '平台名称', filter: 'contains', sortable: true, exportWidth: 30 },
    operatorId: OPERATOR_ID,
    interfaceUrl: { label: '接口地址', exportWidth: 36 },
    protocolVersion: { label: '协议版本', filter: 'eq' },
    secretKeyStatus: { label: '密钥已配置', kind: 'int', filter: 'eq', enum: YES_NO },
    lastPushTime: { label: '最近推送时间', kind: 'time', filter: 'range', sortable: true },
    onlineStatus: { label: '在线状态', kind: 'int', filter: 'eq', enum: ONLINE_STATUS },
    connectionTime: { label: '接入时间', kind: 'time', filter: 'range', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/platform-operators': typeof PLATFORM_OPERATORS
  }
}
