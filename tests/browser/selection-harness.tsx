/**
 * A test bed for the list's selection bar (issue 41 item 5): a table with row selection and the
 * bar over it, as useListWork.tsx lays them out, in a shadow root with the element layer's
 * providers; the batch action records what it was asked and answers a report with one refusal.
 */
import { Table } from 'antd'
import { useState } from 'react'
import type { Row } from '../../src/ui/fields/types'
import type { BatchAction } from '../../src/ui/list/batch'
import { selectedRows } from '../../src/ui/list/batch'
import { SelectionBar } from '../../src/ui/list/SelectionBar'
import { mountInShadow } from './list-harness'

const ROWS: Row[] = [
  { applyId: 'QY1', title: '甲' },
  { applyId: 'QY2', title: '乙' },
  { applyId: 'QY3', title: '丙' },
]

/** What the batch was asked: the rows' ids and the opinion. */
export const asked: { ids: string[]; opinion: string }[] = []

const REJECT: BatchAction = {
  key: 'batch-reject',
  label: '批量驳回',
  permission: 'examine',
  danger: true,
  opinion: 'required',
  run: async (rows, opinion) => {
    asked.push({ ids: rows.map((row) => String(row.applyId)), opinion })
    return {
      done: rows.length - 1,
      refused: 1,
      results: rows.map((row, index) => ({
        id: String(row.applyId),
        ok: index > 0,
        ...(index === 0 ? { message: '申请已被他人处理或修改，请刷新后重试' } : {}),
      })),
    }
  },
}

function Selectable() {
  const [keys, setKeys] = useState<string[]>([])
  const [done, setDone] = useState(0)
  return (
    <div style={{ padding: 24 }}>
      <SelectionBar
        rows={selectedRows(ROWS, keys, 'applyId')}
        actions={[REJECT]}
        onExport={() => undefined}
        onClear={() => setKeys([])}
        onDone={() => {
          setKeys([])
          setDone((count) => count + 1)
        }}
      />
      <Table<Row>
        rowKey="applyId"
        dataSource={ROWS}
        columns={[{ dataIndex: 'title', title: '企业名称' }]}
        rowSelection={{ selectedRowKeys: keys, onChange: (next) => setKeys(next.map(String)) }}
        pagination={false}
      />
      <output data-done={done} />
    </div>
  )
}

/** Mount the table and its selection bar. */
export function mountSelection() {
  asked.length = 0
  return mountInShadow(<Selectable />)
}
