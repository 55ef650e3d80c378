/** 上传标志 of 运营商品牌管理: one image, its type and size checked here and again by the server. */
import { Alert, Button, Modal, Space, Typography, Upload } from 'antd'
import { useState } from 'react'
import { uploadLogo } from '../../contract/endpoints/mobile-management'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'

const TYPES = ['image/jpeg', 'image/png', 'image/webp']
const LIMIT = 200 * 1024

/** Why a picked file cannot be a logo (null: it may be; the server checks the bytes). */
export function logoProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return '只支持 jpg、png、webp 格式的图片'
  if (file.size > LIMIT) return '图片不能超过200KB'
  return null
}

export function LogoDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async () => {
    if (!file || !record) {
      setProblem('请选择图片')
      return
    }
    setSending(true)
    try {
      await data.call(uploadLogo, { params: { id: String(record.operatorId) }, body: { file } })
      onSaved()
      onClose()
    } catch (error) {
      setProblem(fieldErrors(error).file ?? '上传失败，请重试')
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open
      title={`上传标志：${String(record?.brandName ?? '')}`}
      okText="上传"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">jpg、png 或 webp，不超过200KB，宽高 64–1024 像素。</Typography.Text>
        <Upload
          accept=".jpg,.jpeg,.png,.webp"
          maxCount={1}
          showUploadList={file ? { showRemoveIcon: true } : false}
          fileList={file ? [{ uid: 'logo', name: file.name, status: 'done' }] : []}
          onRemove={() => setFile(null)}
          beforeUpload={(picked) => {
            const found = logoProblem(picked)
            setProblem(found)
            setFile(found ? null : picked)
            return false
          }}
        >
          <Button>选择图片</Button>
        </Upload>
        {problem && <Alert type="error" showIcon message={problem} role="alert" />}
      </Space>
    </Modal>
  )
}
