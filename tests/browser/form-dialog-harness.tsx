/**
 * A screen with one form dialog, for the dialog kit's browser test: a button opens it, 处理结果
 * is required, 备注 is free, and the caller counts the submits that went through (`#done`).
 */
import { Form, Input } from 'antd'
import { useState } from 'react'
import { FormDialog } from '../../src/ui/FormDialog'

export function DialogScreen({
  submit,
  mustComplete,
}: {
  submit: (values: Record<string, unknown>) => Promise<unknown>
  /** The dialog as a forced password change has it: Enter sends, nothing but 提交 closes it. */
  mustComplete?: boolean
}) {
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(0)
  return (
    <div>
      <button type="button" id="open" onClick={() => setOpen(true)}>
        处理
      </button>
      <span id="done">{done}</span>
      <FormDialog<Record<string, unknown>>
        open={open}
        title="处理反馈"
        okText="提交"
        onSubmit={submit}
        onDone={() => setDone((n) => n + 1)}
        onClose={() => setOpen(false)}
        mustComplete={mustComplete}
        submitOnEnter={mustComplete}
        footerStart={mustComplete ? <button type="button">退出登录</button> : undefined}
      >
        <Form.Item name="result" label="处理结果" rules={[{ required: true, message: '请输入处理结果' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input />
        </Form.Item>
      </FormDialog>
    </div>
  )
}
