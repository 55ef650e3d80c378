/** 处理 (equipment operator): the result and pictures of the handling, then 已处理. */
import { Form, Input, Modal } from 'antd'
import { useId, useState } from 'react'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { usePictureField } from './PictureUpload'

export function HandleDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [form] = Form.useForm<{ result?: string }>()
  const pictures = usePictureField('处理图片')
  const [sending, setSending] = useState(false)
  const name = `handle${useId().replace(/[^a-zA-Z0-9]/g, '')}`

  const submit = async () => {
    let values: { result?: string }
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    setSending(true)
    try {
      await data.action('feedback/operator-feedbacks', String(record?.feedbackId), 'handle', {
        version: record?.version,
        result: values.result,
        pictureIds: pictures.ids,
      })
      onSaved()
      onClose()
    } catch (error) {
      const errors = fieldErrors(error)
      if (errors.result) form.setFields([{ name: 'result', errors: [errors.result] }])
      if (errors.pictureIds) pictures.setProblem(errors.pictureIds)
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open
      title={`处理反馈 ${String(record?.feedbackId ?? '')}`}
      okText="提交处理结果"
      cancelText="取消"
      confirmLoading={sending}
      okButtonProps={{ disabled: pictures.uploading }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <p>
        {String(record?.stationName ?? '')}：{String(record?.description ?? '')}
      </p>
      <Form form={form} name={name} layout="vertical" aria-label="处理反馈">
        <Form.Item
          name="result"
          label="处理结果"
          rules={[
            { required: true, whitespace: true, message: '请填写处理结果' },
            { max: 1000, message: '处理结果不能超过1000个字符' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder="请填写处理过程和结果" />
        </Form.Item>
        {pictures.field}
      </Form>
    </Modal>
  )
}
