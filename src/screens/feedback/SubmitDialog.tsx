/**
 * 提交反馈 (operation staff): type, station (found by id or name among the stations the user may
 * report on), description and pictures. Goes straight to 待审核; a refused field shows its
 * message at the field.
 */
import { Form, Input, Select } from 'antd'
import { useState } from 'react'
import type { DataOf } from '../../contract/define'
import { feedbackStations } from '../../contract/endpoints/feedback'
import { FEEDBACK_TYPE } from '../../core/domain/feedback'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
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
  const [keyword, setKeyword] = useState('')
  const pictures = usePictureField('现场图片')

  // The stations shown stay while the next keyword is asked.
  const { data: found } = useRequest(
    (signal) => data.call(feedbackStations, { query: { keyword } }, { signal, silent: true }),
    [data, keyword],
    { keep: true },
  )
  const stations: readonly Station[] = found ?? NO_STATIONS

  return (
    <FormDialog<Values>
      title="提交反馈"
      okText="提交"
      okDisabled={pictures.uploading}
      onSubmit={(values) => data.create('feedback/staff-feedbacks', { ...values, pictureIds: pictures.ids })}
      onDone={onSaved}
      onClose={onClose}
      onErrors={(errors) => errors.pictureIds && pictures.setProblem(errors.pictureIds)}
    >
      <Form.Item name="type" label="反馈类型" rules={[{ required: true, message: '请选择反馈类型' }]}>
        <Select placeholder="请选择" options={FEEDBACK_TYPE.map(({ value, label }) => ({ value, label }))} />
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
    </FormDialog>
  )
}
