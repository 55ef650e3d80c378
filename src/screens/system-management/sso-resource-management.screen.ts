/**
 * 资源管理 (issue 7): resources (applications) that strategies belong to: list, create
 * (createRes) and edit (editRes?appId), status included.
 */
import { RESOURCE_STATUS } from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { ssoApiOf } from './sso'

/** The server's rule for a resource id (createRes). */
const APP_ID = /^[a-z][a-z0-9-]{1,63}$/

/** The resource-management screen. */
export default defineListScreen({
  resource: 'sso/post/api/resource/getAll',
  rowKey: 'appId',
  keyword: { placeholder: '资源名称或编号' },
  columns: [
    col.text('appId', '资源编号', {
      width: 160,
      fixed: 'left',
      required: true,
      readOnlyOnEdit: true,
      validate: (value) =>
        value && !APP_ID.test(String(value))
          ? '资源编号为2-64位小写字母、数字或连字符，以字母开头'
          : undefined,
    }),
    col.text('appName', '资源名称', { width: 180, required: true, maxLength: 64 }),
    col.text('appUrl', '地址', { width: 240, check: 'url', maxLength: 512 }),
    col.text('description', '说明', { width: 240, multiline: true, maxLength: 256 }),
    col.enum('status', '状态', RESOURCE_STATUS, { width: 90 }),
    col.number('stgCount', '策略数', { hideInForm: true }),
    col.datetime('createTime', '创建时间', { hideInForm: true }),
  ],
  detail: { fetch: false },
  source: (data) => {
    const api = ssoApiOf(data)
    return {
      list: api.resources,
      create: (body) => api.createResource(body),
      update: (id, body) => api.editResource(String(id), body),
    }
  },
  actions: [
    action.create({ label: '新增资源', fields: ['appId', 'appName', 'appUrl', 'description'] }),
    action.view(),
    action.edit({ fields: ['appName', 'appUrl', 'description', 'status'] }),
  ],
})
