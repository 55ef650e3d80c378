/**
 * 策略管理 (issue 7): strategies (getAll, createStg, editStg?appId) with the page actions they
 * grant chosen in the check tree of all pages (getAuthAllPageStgs, getActions), and the page APIs
 * bound to each (getPageApi, addStgs, delStgs).
 */
import { col } from '../../ui/fields/builders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { PageApiDialog } from './PageApiDialog'
import { StrategyDialog } from './StrategyDialog'
import { ssoApiOf } from './sso'

/** The policy-management screen. */
export default defineListScreen({
  resource: 'sso/post/api/stg/getAll',
  rowKey: 'stgId',
  keyword: { placeholder: '策略名称' },
  columns: [
    col.text('stgName', '策略名称', { width: 200, fixed: 'left' }),
    col.text('appId', '所属资源', { width: 140 }),
    col.text('description', '说明', { width: 260 }),
    col.number('actionCount', '授权操作数'),
    col.datetime('createTime', '创建时间'),
    col.datetime('updateTime', '修改时间'),
  ],
  detail: { fetch: false },
  source: (data) => ({ list: ssoApiOf(data).strategies }),
  actions: [
    action.dialog('create', '新增策略', StrategyDialog, { scope: 'toolbar', permission: 'add' }),
    action.view(),
    action.dialog('edit', '编辑', StrategyDialog),
    action.dialog('pageApis', '页面接口', PageApiDialog),
  ],
})
