import { Form, Input, Modal, Select, Typography } from 'antd'
import { useEffect, useId, useMemo, useState } from 'react'
import { fieldErrors } from '../../core/http'
import { CheckTree } from '../../ui/tree/CheckTree'
import type { TreeNode } from '../../ui/tree/treeState'
import { usePinyin } from '../../ui/usePinyin'
import { branchKeys, filterTree, leafKeys } from './pageTree'

/** The strategy being edited (none: a new one). */
export interface StrategyDraft {
  stgId?: number
  stgName: string
  appId: string
  description: string
  actions: string[]
}

export interface StrategyDialogProps {
  open: boolean
  /** The strategy to edit; undefined creates one. */
  strategy?: StrategyDraft
  tree: readonly TreeNode[]
  /** Resources (applications) a strategy belongs to. */
  apps: readonly { appId: string; appName: string }[]
  save: (draft: StrategyDraft) => Promise<unknown>
  onClose: () => void
  onSaved: () => void
}

type Values = { stgName: string; appId: string; description: string }

/**
 * 新增策略 / 编辑策略: name, resource and description, and the page actions it grants chosen in
 * the check tree of all pages (area → group → page → action; section 4's propagation applies).
 * A filter box narrows the tree to matching pages (pinyin too). The server's field messages are
 * shown at the fields, an action's at the tree.
 */
export function StrategyDialog(props: StrategyDialogProps) {
  const { open, strategy, tree } = props
  const [form] = Form.useForm<Values>()
  const formName = `stg${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [checked, setChecked] = useState<string[]>([])
  const [query, setQuery] = useState('')
  const [treeError, setTreeError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const leaves = useMemo(() => new Set(leafKeys(tree)), [tree])
  const pinyin = usePinyin(open)
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtered again once pinyin has loaded
  const shown = useMemo(() => filterTree(tree, query), [tree, query, pinyin])

  useEffect(() => {
    if (!open) return
    form.resetFields()
    form.setFieldsValue({
      stgName: strategy?.stgName ?? '',
      appId: strategy?.appId ?? props.apps[0]?.appId,
      description: strategy?.description ?? '',
    })
    setChecked(strategy?.actions ?? [])
    setQuery('')
    setTreeError(undefined)
  }, [open, strategy, form, props.apps])

  const submit = async () => {
    let values: Values
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    setSaving(true)
    setTreeError(undefined)
    try {
      await props.save({ ...values, stgId: strategy?.stgId, actions: checked })
      props.onSaved()
      props.onClose()
    } catch (error) {
      const errors = fieldErrors(error)
      form.setFields(
        (['stgName', 'appId', 'description'] as const)
          .filter((name) => errors[name])
          .map((name) => ({ name, errors: [errors[name]] })),
      )
      const action = Object.entries(errors).find(([name]) => name.startsWith('actions'))
      if (action) setTreeError(action[1])
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={strategy ? '编辑策略' : '新增策略'}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
      width={720}
    >
      <Form form={form} name={formName} layout="vertical" aria-label={strategy ? '编辑策略' : '新增策略'}>
        <Form.Item
          name="stgName"
          label="策略名称"
          rules={[
            { required: true, whitespace: true, message: '请输入策略名称' },
            { max: 64, message: '策略名称不能超过64个字符' },
          ]}
        >
          <Input allowClear maxLength={64} placeholder="请输入" />
        </Form.Item>
        <Form.Item name="appId" label="所属资源" rules={[{ required: true, message: '请选择所属资源' }]}>
          <Select
            placeholder="请选择"
            options={props.apps.map((app) => ({ value: app.appId, label: `${app.appName}（${app.appId}）` }))}
          />
        </Form.Item>
        <Form.Item name="description" label="说明" rules={[{ max: 256, message: '说明不能超过256个字符' }]}>
          <Input.TextArea rows={2} maxLength={256} />
        </Form.Item>
      </Form>
      <Typography.Text strong>授权页面</Typography.Text>
      <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
        已选 {checked.length} 项操作
      </Typography.Text>
      <Input.Search
        allowClear
        aria-label="筛选页面"
        placeholder="输入页面名称筛选（支持拼音）"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        style={{ margin: '8px 0' }}
      />
      {treeError && (
        <Typography.Text type="danger" role="alert">
          {treeError}
        </Typography.Text>
      )}
      <div style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(5,5,5,0.06)', padding: 8 }}>
        <CheckTree
          // A new filter shows its matches open; the full tree starts collapsed.
          key={query.trim()}
          nodes={shown}
          checkedKeys={checked}
          defaultExpandedKeys={query.trim() ? branchKeys(shown) : []}
          // Only actions (leaves) are granted; parents follow them (section 4).
          onChange={(keys) => setChecked(keys.filter((key) => leaves.has(key)))}
          label="授权页面"
        />
      </div>
    </Modal>
  )
}
