/**
 * 提交反馈 (operation staff): type, station (found by id or name among the stations the user may
 * report on), description and pictures. Goes straight to 待审核; a refused field shows its
 * message at the field.
 */
import { Form, Input, Modal, Select } from 'antd'
import { useId, useState } from 'react'
import type { DataOf } from '../../contract/define'
import type { feedbackStations } from '../../contract/feedback'
import { callApi } from '../../core/call'
import { FEEDBACK_TYPE } from '../../core/domain/feedback'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useRequest } from '../../ui/useRequest'
import { usePictureField } from './PictureUpload'

type Station = DataOf<typeof feedbackStations>[number]
const NO_STATIONS: Station[] = []

interface Values {
  type?: string
  stationId?: string
  description?: string
}

export function SubmitDialog({ onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [form] = Form.useForm<Values>()
  const [keyword, setKeyword] = useState('')
  const pictures = usePictureField('现场图片')
  const [sending, setSending] = useState(false)
  const name = `feedback${useId().replace(/[^a-zA-Z0-9]/g, '')}`

  // The stations shown stay while the next keyword is asked.
  const { data: found } = useRequest(
    (signal) =>
      callApi<typeof feedbackStations>(
        data.http,
        { method: 'get', path: '/feedback/stations' },
        { query: { keyword } },
        { signal, silent: true },
      ),
    [data, keyword],
    { keep: true },
  )
  const stations: readonly Station[] = found ?? NO_STATIONS

  const submit = async () => {
    let values: Values
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    setSending(true)
    try {
      await data.create('feedback/staff-feedbacks', { ...values, pictureIds: pictures.ids })
      onSaved()
      onClose()
    } catch (error) {
      const errors = fieldErrors(error)
      form.setFields(
        (['type', 'stationId', 'description'] as const)
          .filter((key) => errors[key])
          .map((key) => ({ name: key, errors: [errors[key]] })),
      )
      if (errors.pictureIds) pictures.setProblem(errors.pictureIds)
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open
      title="提交反馈"
      okText="提交"
      cancelText="取消"
      confirmLoading={sending}
      okButtonProps={{ disabled: pictures.uploading }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form form={form} name={name} layout="vertical" aria-label="提交反馈">
        <Form.Item name="type" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
          <Select
            placeholder="请选择"
            options={FEEDBACK_TYPE.map(({ value, label }) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="stationId" label="充电站" rules={[{ required: true, message: '请选择充电站' }]}>
          <Select
            showSearch
            placeholder="输入充电站编号或名称查找"
            filterOption={false}
            onSearch={setKeyword}
            options={stations.map((station) => ({
              value: station.stationId,
              label: `${station.stationName}（${station.operatorName ?? station.operatorId}）`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="问题描述"
          rules={[
            { required: true, whitespace: true, message: '请输入问题描述' },
            { max: 1000, message: '问题描述不能超过1000个字符' },
          ]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount placeholder="请描述发现的问题" />
        </Form.Item>
        {pictures.field}
      </Form>
    </Modal>
  )
}
