import { Alert, Modal, Transfer } from 'antd'
import { useState } from 'react'
import { pinyinMatch } from '../../core/search'
import type { ActionDialogProps } from '../../ui/list/definition'
import { usePinyin } from '../../ui/usePinyin'
import { useRequest } from '../../ui/useRequest'
import { allPages } from './allPages'
import { saveBindings, useDialogSave } from './saveBindings'
import { type Strategy, useSsoApi } from './sso'

/**
 * 分配策略 (a row action of 角色管理): every strategy on the left, the role's on the right (a
 * transfer; search matches pinyin, section 1). Saving binds the added ones (addRoleStgs) and
 * unbinds the removed ones (delRoleStgs); the server refuses to strip an administrator's own last
 * rights (409).
 */
export function RoleStgsDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const api = useSsoApi()
  const role = record && { roleId: Number(record.roleId), roleName: String(record.roleName) }
  const roleId = role?.roleId
  const [chosen, setChosen] = useState<string[]>()
  usePinyin()
  const loaded = useRequest(
    () =>
      Promise.all([allPages(api.strategies), api.roleStgs(Number(roleId))]).then(([all, own]) => ({
        all,
        bound: own.map((stg) => String(stg.stgId)),
      })),
    [api, roleId],
    { enabled: roleId !== undefined },
  )
  const all: Strategy[] = loaded.data?.all ?? []
  const bound = loaded.data?.bound ?? []
  const loading = loaded.loading
  const failed = loaded.failed

  const { saving, save } = useDialogSave(
    async () => {
      if (roleId === undefined) return
      await saveBindings(
        bound,
        chosen ?? bound,
        (keys) => api.addRoleStgs(roleId, keys.map(Number)),
        (keys) => api.delRoleStgs(roleId, keys.map(Number)),
      )
    },
    () => {
      onSaved()
      onClose()
    },
  )

  return (
    <Modal
      open={Boolean(role)}
      title={role ? `分配策略：${role.roleName}` : ''}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: loading || failed }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      width={760}
    >
      {failed && (
        <Alert type="warning" showIcon message="策略加载失败，请关闭后重试" style={{ marginBottom: 12 }} />
      )}
      <Transfer
        dataSource={all.map((stg) => ({
          key: String(stg.stgId),
          title: stg.stgName,
          description: stg.description,
        }))}
        titles={['可选策略', '已绑定策略']}
        targetKeys={chosen ?? bound}
        onChange={(keys) => setChosen(keys.map(String))}
        render={(item) => item.title}
        showSearch
        filterOption={(input, item) => pinyinMatch(item.title, input)}
        locale={{
          itemUnit: '项',
          itemsUnit: '项',
          searchPlaceholder: '搜索策略',
        }}
        listStyle={{ width: 320, height: 360 }}
        disabled={loading}
      />
    </Modal>
  )
}
