import { Modal, Table } from 'antd'
import { useEffect, useState } from 'react'
import { TABLE_LOCALE } from '../../ui/list/tableLocale'
import { saveBindings, useDialogSave } from './saveBindings'
import type { PageApi, SsoApi } from './sso'

export interface PageApiDialogProps {
  /** The strategy whose page APIs are edited; none closes the dialog. */
  strategy?: { stgId: number; stgName: string }
  /** Page titles by page name, for the 页面 column. */
  pageTitles: ReadonlyMap<string, string>
  api: Pick<SsoApi, 'pageApis' | 'bindPageApis' | 'unbindPageApis'>
  onClose: () => void
  onSaved: () => void
}

/**
 * 页面接口: the page APIs with a check for those bound to the strategy (getPageApi); saving binds
 * the newly checked (addStgs) and unbinds the unchecked (delStgs).
 */
export function PageApiDialog({ strategy, pageTitles, api, onClose, onSaved }: PageApiDialogProps) {
  const [rows, setRows] = useState<PageApi[]>([])
  const [selected, setSelected] = useState<number[]>([])
  const [loading, setLoading] = useState(false)
  const stgId = strategy?.stgId

  useEffect(() => {
    if (stgId === undefined) return
    let live = true
    setLoading(true)
    api.pageApis(stgId).then(
      (list) => {
        if (!live) return
        setRows(list)
        setSelected(list.filter((row) => row.bound).map((row) => row.id))
        setLoading(false)
      },
      () => live && setLoading(false),
    )
    return () => {
      live = false
    }
  }, [stgId, api])

  const { saving, save } = useDialogSave(
    async () => {
      if (stgId === undefined) return
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
      open={Boolean(strategy)}
      title={strategy ? `页面接口：${strategy.stgName}` : ''}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
      width={860}
    >
      <Table<PageApi>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={rows}
        locale={TABLE_LOCALE}
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
