/**
 * 故障监测's 处理完成 dialog: the result of a disposal, required. Loaded when first opened, or
 * after the first page of alarms has answered (issue 14: antd's Modal is not on the rows' path).
 */
import { Input, Modal, Typography } from 'antd'

export interface ResultDialogProps {
  open: boolean
  result: string
  /** The message under the text area (empty: none). */
  error: string
  onChange: (result: string) => void
  onOk: () => void
  onCancel: () => void
}

export function ResultDialog({ open, result, error, onChange, onOk, onCancel }: ResultDialogProps) {
  return (
    <Modal
      title="处理完成"
      open={open}
      okText="提交"
      cancelText="取消"
      onOk={onOk}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label htmlFor="alarm-result">处理结果</label>
      <Input.TextArea
        id="alarm-result"
        rows={4}
        maxLength={500}
        status={error ? 'error' : undefined}
        value={result}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Modal>
  )
}
