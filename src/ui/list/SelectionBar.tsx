import { Alert, Button, Input, Modal, Space, Typography } from 'antd'
import { useState } from 'react'
import type { Row } from '../fields/types'
import type { BatchAction, BatchReport } from './batch'

export interface SelectionBarProps {
  /** The selected rows. */
  rows: readonly Row[]
  /** The batch actions the user holds. */
  actions: readonly BatchAction[]
  /** 导出选中, when the user may export. */
  onExport?: () => void
  onClear: () => void
  /** After a batch ran (the list reloads, the selection is cleared). */
  onDone: () => void
}

/** The action word of a batch button: 批量驳回 → 驳回. */
const verbOf = (action: BatchAction) => action.label.replace(/^批量/, '')

/**
 * The selection bar over a list's table (issue 41 item 5, as ProTable's alert): 已选 N 项 ·
 * 取消选择 · the batch actions · 导出选中. A batch asks one opinion for every row (驳回's reason
 * is required), then shows its report: how many were done and, per refused row, why.
 */
export function SelectionBar({ rows, actions, onExport, onClear, onDone }: SelectionBarProps) {
  const [running, setRunning] = useState<BatchAction | null>(null)
  const [opinion, setOpinion] = useState('')
  const [missing, setMissing] = useState(false)
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<BatchReport | null>(null)
  if (!rows.length) return null
  const open = (action: BatchAction) => {
    setRunning(action)
    setOpinion('')
    setMissing(false)
    setReport(null)
  }
  const close = () => {
    const ran = report !== null
    setRunning(null)
    setReport(null)
    if (ran) onDone()
  }
  const run = async () => {
    if (!running) return
    if (running.opinion === 'required' && !opinion.trim()) {
      setMissing(true)
      return
    }
    setBusy(true)
    try {
      setReport(await running.run(rows, opinion.trim()))
    } catch {
      // The HTTP client has shown the refusal of the whole call; the dialog stays open.
    } finally {
      setBusy(false)
    }
  }
  const refused = report?.results.filter((result) => !result.ok) ?? []
  return (
    <>
      <Alert
        className="evc-selection-bar"
        type="info"
        style={{ marginBottom: 12 }}
        title={
          <Space wrap size="middle">
            <span>
              已选 <Typography.Text strong>{rows.length}</Typography.Text> 项
            </span>
            <Typography.Link onClick={onClear}>取消选择</Typography.Link>
            {actions.map((action) => (
              <Button key={action.key} size="small" danger={action.danger} onClick={() => open(action)}>
                {action.label}
              </Button>
            ))}
            {onExport && (
              <Button size="small" onClick={onExport}>
                导出选中
              </Button>
            )}
          </Space>
        }
      />
      <Modal
        open={running !== null}
        title={running?.label}
        onCancel={close}
        destroyOnHidden
        footer={
          report
            ? [
                <Button key="close" type="primary" onClick={close}>
                  关闭
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={close}>
                  取消
                </Button>,
                <Button key="ok" type="primary" danger={running?.danger} loading={busy} onClick={run}>
                  确定
                </Button>,
              ]
        }
      >
        {report ? (
          <div className="evc-batch-report">
            <p>
              成功 {report.done} 项，未办理 {report.refused} 项
            </p>
            {refused.length > 0 && (
              <ul style={{ paddingInlineStart: 20, margin: 0 }}>
                {refused.map((result) => (
                  <li key={result.id}>
                    <Typography.Text code>{result.id}</Typography.Text>
                    {result.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          running && (
            <div>
              <p>
                将对所选 {rows.length} 项{verbOf(running)}，每项按单条办理的规则逐一办理。
              </p>
              {running.opinion && (
                <>
                  <Input.TextArea
                    aria-label={`${verbOf(running)}意见`}
                    placeholder={`${verbOf(running)}意见（适用于所选全部记录）${running.opinion === 'required' ? '' : '，选填'}`}
                    maxLength={500}
                    rows={3}
                    value={opinion}
                    status={missing ? 'error' : undefined}
                    onChange={(event) => {
                      setOpinion(event.target.value)
                      setMissing(false)
                    }}
                  />
                  {missing && <Typography.Text type="danger">请填写{verbOf(running)}意见</Typography.Text>}
                </>
              )}
            </div>
          )
        )}
      </Modal>
    </>
  )
}
