/** The 上传文件 dialog of file-management: one file and a remark, checked before sending. */
import { InboxOutlined } from '@ant-design/icons'
import { Form, Input, Modal, Upload } from 'antd'
import { useId, useState } from 'react'
import { FILE_EXTENSIONS, fileProblem } from '../../core/domain/files'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
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
  const [sending, setSending] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const formName = `upload${useId().replace(/[^a-zA-Z0-9]/g, '')}`

  const close = () => {
    setFile(null)
    form.resetFields()
    onClose()
  }

  const submit = async () => {
    let values: { file?: File; remark?: string }
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    if (!file) return
    const body = new FormData()
    body.append('file', file, file.name)
    if (values.remark?.trim()) body.append('remark', values.remark.trim())
    setSending(true)
    try {
      await data.create(resource, body)
      message.success('上传成功')
      onUploaded()
      close()
    } catch (error) {
      const errors = Object.entries(fieldErrors(error)).filter(
        ([name]) => name === 'file' || name === 'remark',
      )
      form.setFields(errors.map(([name, text]) => ({ name: name as 'file' | 'remark', errors: [text] })))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open={open}
      title="上传文件"
      okText="上传"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <Form form={form} name={formName} layout="vertical" aria-label="上传文件">
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
            accept={FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
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
      </Form>
    </Modal>
  )
}
