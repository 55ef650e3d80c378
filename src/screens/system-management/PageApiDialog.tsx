import { Modal, Table } from 'antd'
import { useMemo, useState } from 'react'
import type { ActionDialogProps } from '../../ui/list/definition'
import type { TreeNode } from '../../ui/tree/treeState'
import { useRequest } from '../../ui/useRequest'
import { toTreeNodes } from './pageTree'
import { saveBindings, useDialogSave } from './saveBindings'
import { type PageApi, useSsoApi } from './sso'

/** Page titles by page name (the groups of the page tree whose children are actions). */
function titlesOf(nodes: readonly TreeNode[], into = new Map<string, string>()) {
  for (const node of nodes) {
    if (node.children?.some((child) => !child.children?.length)) into.set(node.key, node.label)
    if (node.children) titlesOf(node.children, into)
  }
  return into
}

/**
 * 页面接口 (a row action of 策略管理): the page APIs with a check for those bound to the strategy
 * (getPageApi); saving binds the newly checked (addStgs) and unbinds the unchecked (delStgs).
 */
export function PageApiDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const api = useSsoApi()
  const stgId = Number(record?.stgId)
  const loaded = useRequest(() => Promise.all([api.pageApis(stgId), api.pageTree()]), [api, stgId])
  const rows = loaded.data?.[0] ?? []
  const pageTitles = useMemo(() => titlesOf(toTreeNodes(loaded.data?.[1] ?? [])), [loaded.data])
  const [picked, setSelected] = useState<number[]>()
  const selected = picked ?? rows.filter((row) => row.bound).map((row) => row.id)
  const loading = loaded.loading

  const { saving, save } = useDialogSave(
    async () => {
      await saveBindings(
        rows.filter((row) => row.bound).map((row) => row.id),
        selected,
        (ids) => api.bindPageApis(stgId, ids),
        (ids) => api.unbindPageApis(stgId, ids),
      )
    },
    () => {
      onSaved()
      onClose()
    },
  )

  return (
    <Modal
      open
      title={`页面接口：${String(record?.stgName ?? '')}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ disabled: !loaded.data }}
      destroyOnHidden
      width={860}
    >
      <Table<PageApi>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        columns={[
          { key: 'page', title: '页面', render: (_, row) => pageTitles.get(row.page) ?? row.page },
          { key: 'method', dataIndex: 'method', title: '方法', width: 80 },
          { key: 'apiPath', dataIndex: 'apiPath', title: '接口地址' },
          { key: 'description', dataIndex: 'description', title: '说明' },
        ]}
      />
    </Modal>
  )
}
