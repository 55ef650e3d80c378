/**
 * Labels of the administration screens' values. The server sends plain codes (status 0/1,
 * journal result success/failure, journal action names); these are their Chinese labels.
 */
import type { EnumList } from '../../core/domain/enums'

/** Account status (`user/status`). */
export const ACCOUNT_STATUS = [
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'error' },
] as const satisfies EnumList<number>

/** Resource status. */
export const RESOURCE_STATUS = [
  { value: 1, label: '启用', color: 'success' },
  { value: 0, label: '停用', color: 'default' },
] as const satisfies EnumList<number>

/** Result of a journal entry. */
export const JOURNAL_RESULT = [
  { value: 'success', label: '成功', color: 'success' },
  { value: 'failure', label: '失败', color: 'error' },
] as const satisfies EnumList<string>

/** The journal's actions (the server's `journal:` names), for the filter and the table. */
export const JOURNAL_ACTIONS = [
  { value: 'session.login', label: '登录' },
  { value: 'session.issueLongToken', label: '签发令牌' },
  { value: 'user.changePassword', label: '修改密码' },
  { value: 'user.profile', label: '修改个人资料' },
  { value: 'user.avatar', label: '修改头像' },
  { value: 'register.create', label: '新建用户' },
  { value: 'register.updatePassword', label: '重置密码' },
  { value: 'user.editAcc', label: '修改用户' },
  { value: 'user.editAttr', label: '修改用户属性' },
  { value: 'user.status', label: '启用/停用用户' },
  { value: 'role.createRole', label: '新建角色' },
  { value: 'role.editRole', label: '修改角色' },
  { value: 'role.editAttr', label: '修改角色属性' },
  { value: 'role.delRole', label: '删除角色' },
  { value: 'role.addRoleStgs', label: '角色绑定策略' },
  { value: 'role.delRoleStgs', label: '角色解除策略' },
  { value: 'stg.createStg', label: '新建策略' },
  { value: 'stg.editStg', label: '修改策略' },
  { value: 'pageApi.addStgs', label: '绑定页面接口' },
  { value: 'pageApi.delStgs', label: '解除页面接口' },
  { value: 'resource.createRes', label: '新建资源' },
  { value: 'resource.editRes', label: '修改资源' },
  { value: 'menu.tree', label: '修改菜单' },
  { value: 'menu.setting.order', label: '个人菜单排序' },
  { value: 'menu.setting.labelName', label: '个人菜单名称' },
  { value: 'menu.setting.hidden', label: '个人菜单隐藏' },
  { value: 'message.read', label: '已读待办' },
  { value: 'popup.evaluateRead', label: '已读评定提醒' },
  { value: 'journal.export', label: '导出审计日志' },
  { value: 'file.upload', label: '上传文件' },
  { value: 'file.delete', label: '删除文件' },
] as const satisfies EnumList<string>
