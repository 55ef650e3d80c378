/** The 上传文件 dialog of file-management: one file and a remark, checked before sending. */
import { InboxOutlined } from '@ant-design/icons'
import { Form, Input, Upload } from 'antd'
import { useState } from 'react'
import { FILE_ACCEPT, fileProblem } from '../../core/domain/files'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import { useToasts } from '../../ui/toasts'

export interface UploadDialogProps {
  open: boolean
  resource: string
  onClose: () => void
  onUploaded: () => void
}

/** Pick a file (type and size checked at the field), add a remark, send it as multipart. */
export function UploadDialog({ open, resource, onClose, onUploaded }: UploadDialogProps) {
  const data = useDataClient()
  const message = useToasts()
  const [form] = Form.useForm<{ file?: File; remark?: string }>()
  const [file, setFile] = useState<File | null>(null)

  const close = () => {
    setFile(null)
    onClose()
  }

  const send = (values: { remark?: string }) => {
    const body = new FormData()
    if (file) body.append('file', file, file.name)
    if (values.remark?.trim()) body.append('remark', values.remark.trim())
    return data.create(resource, body)
  }

  return (
    <FormDialog<{ file?: File; remark?: string }>
      open={open}
      form={form}
      title="上传文件"
      okText="上传"
      width={520}
      onSubmit={send}
      onDone={() => {
        message.success('上传成功')
        onUploaded()
      }}
      onClose={close}
    >
      <Form.Item
        name="file"
        label="文件"
        valuePropName="fileList"
        getValueFromEvent={() => (file ? [file] : [])}
        rules={[
          {
            validator: () => {
              if (!file) return Promise.reject(new Error('请选择文件'))
              const problem = fileProblem(file)
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
            },
          },
        ]}
      >
        <Upload.Dragger
          accept={FILE_ACCEPT}
          maxCount={1}
          fileList={file ? [{ uid: 'picked', name: file.name, size: file.size, status: 'done' }] : []}
          beforeUpload={(picked) => {
            setFile(picked)
            // Checked now, so a wrong type or size is said at the field before 上传 is pressed.
            const problem = fileProblem(picked)
            form.setFields([{ name: 'file', value: [picked], errors: problem ? [problem] : [] }])
            return false
          }}
          onRemove={() => {
            setFile(null)
            form.setFields([{ name: 'file', value: [], errors: [] }])
          }}
        >
          <p>
            <InboxOutlined style={{ fontSize: 32 }} />
          </p>
          <p>点击或拖拽文件到此处</p>
          <p style={{ color: 'rgba(0,0,0,0.45)' }}>支持 pdf、doc、docx、xls、xlsx、jpg、png，不超过20MB</p>
        </Upload.Dragger>
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '备注不能超过500个字符' }]}>
        <Input.TextArea rows={3} maxLength={500} placeholder="请输入备注" />
      </Form.Item>
    </FormDialog>
  )
}
