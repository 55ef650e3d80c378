import { Alert, Modal, Transfer } from 'antd'
import { useEffect, useState } from 'react'
import { pinyinMatch } from '../../core/search'
import { usePinyin } from '../../ui/usePinyin'
import { allPages } from './allPages'
import { saveBindings, useDialogSave } from './saveBindings'
import type { SsoApi, Strategy } from './sso'

export interface RoleStgsDialogProps {
  /** The role whose strategies are edited; none closes the dialog. */
  role?: { roleId: number; roleName: string }
  api: Pick<SsoApi, 'strategies' | 'roleStgs' | 'addRoleStgs' | 'delRoleStgs'>
  onClose: () => void
  onSaved: () => void
}

/**
 * 分配策略: every strategy on the left, the role's on the right (a transfer; search matches
 * pinyin, section 1). Saving binds the added ones (addRoleStgs) and unbinds the removed ones
 * (delRoleStgs); the server refuses to strip an administrator's own last rights (409).
 */
export function RoleStgsDialog({ role, api, onClose, onSaved }: RoleStgsDialogProps) {
  const [all, setAll] = useState<Strategy[]>([])
  const [bound, setBound] = useState<string[]>([])
  const [chosen, setChosen] = useState<string[]>([])
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  usePinyin()
  const roleId = role?.roleId

  useEffect(() => {
    if (roleId === undefined) return
    let live = true
    setLoading(true)
    setFailed(false)
    Promise.all([allPages(api.strategies), api.roleStgs(roleId)]).then(
      ([strategies, own]) => {
        if (!live) return
        const keys = own.map((stg) => String(stg.stgId))
        setAll(strategies)
        setBound(keys)
        setChosen(keys)
        setLoading(false)
      },
      () => {
        if (!live) return
        setFailed(true)
        setLoading(false)
      },
    )
    return () => {
      live = false
    }
  }, [roleId, api])

  const { saving, save } = useDialogSave(
    async () => {
      if (roleId === undefined) return
      await saveBindings(
        bound,
        chosen,
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
        targetKeys={chosen}
        onChange={(keys) => setChosen(keys.map(String))}
        render={(item) => item.title}
        showSearch
        filterOption={(input, item) => pinyinMatch(item.title, input)}
        locale={{
          itemUnit: '项',
          itemsUnit: '项',
          searchPlaceholder: '搜索策略',
          notFoundContent: '暂无数据',
        }}
        listStyle={{ width: 320, height: 360 }}
        disabled={loading}
      />
    </Modal>
  )
}
