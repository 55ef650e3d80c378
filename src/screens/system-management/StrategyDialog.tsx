import { Form, Input, Select, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { FormDialog } from '../../ui/FormDialog'
import type { ActionDialogProps } from '../../ui/list/definition'
import { CheckTree } from '../../ui/tree/CheckTree'
import { usePinyin } from '../../ui/usePinyin'
import { branchKeys, filterTree, leafKeys } from './pageTree'
import { saveStrategy, useStrategyData } from './strategyData'

type Values = { stgName: string; appId: string; description: string }

/**
 * 新增策略 / 编辑策略: name, resource and description, and the page actions it grants chosen in
 * the check tree of all pages (area → group → page → action; section 4's propagation applies).
 * A filter box narrows the tree to matching pages (pinyin too). The server's field messages are
 * shown at the fields, an action's at the tree.
 */
export function StrategyDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const { api, stgId, tree, apps, granted } = useStrategyData(record)
  const [form] = Form.useForm<Values>()
  // What the user checked; until then the strategy's granted actions.
  const [picked, setChecked] = useState<string[]>()
  const checked = picked ?? granted ?? []
  const [query, setQuery] = useState('')
  const [treeError, setTreeError] = useState<string>()
  const leaves = useMemo(() => new Set(leafKeys(tree)), [tree])
  const pinyin = usePinyin(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtered again once pinyin has loaded
  const shown = useMemo(() => filterTree(tree, query), [tree, query, pinyin])
  const title = record ? '编辑策略' : '新增策略'

  useEffect(() => {
    // The first resource for a new strategy, once the resources are in.
    if (apps.length && !form.getFieldValue('appId')) form.setFieldsValue({ appId: apps[0].appId })
  }, [apps, form])

  return (
    <FormDialog<Values>
      form={form}
      title={title}
      width={720}
      okDisabled={granted === undefined}
      initialValues={{
        stgName: String(record?.stgName ?? ''),
        appId: record?.appId as string | undefined,
        description: String(record?.description ?? ''),
      }}
      onSubmit={(values) => {
        setTreeError(undefined)
        return saveStrategy(api, { ...values, stgId, actions: checked })
      }}
      onDone={onSaved}
      onClose={onClose}
      onErrors={(errors) => {
        const action = Object.entries(errors).find(([name]) => name.startsWith('actions'))
        if (action) setTreeError(action[1])
      }}
      after={
        <>
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
        </>
      }
    >
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
          options={apps.map((app) => ({ value: app.appId, label: `${app.appName}（${app.appId}）` }))}
        />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={[{ max: 256, message: '说明不能超过256个字符' }]}>
        <Input.TextArea rows={2} maxLength={256} />
      </Form.Item>
    </FormDialog>
  )
}
