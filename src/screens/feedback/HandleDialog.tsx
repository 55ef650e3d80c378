/**
 * 处理 (equipment operator): what was asked — the instruction or the send-back's reason, the time
 * limit and the deadline (issue 42 item 6: the dialog hid them) — then the result and pictures of
 * the handling, then 已处理.
 */
import { Descriptions, Form, Input, Tag } from 'antd'
import { OPERATOR_FEEDBACKS } from '../../contract/lists/feedback/feedbacks'
import { feedbackOpinionLabel } from '../../core/domain/feedback'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import type { Row } from '../../ui/fields/types'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useRequest } from '../../ui/useRequest'
import { usePictureField } from './PictureUpload'

const LABELS = OPERATOR_FEEDBACKS.fields
const RESOURCE = OPERATOR_FEEDBACKS.resource

/** What the manager asked for: who dispatched it when, the limit, the deadline and what was said. */
function Assignment({ record, history }: { record: Row; history: unknown }) {
  const text = (value: unknown) =>
    value === null || value === undefined || value === '' ? '-' : String(value)
  const sentBack = Array.isArray(history) && history.some((step) => step?.action === 'sendback')
  return (
    <Descriptions bordered size="small" column={2} style={{ marginBottom: 16 }} aria-label="派发要求">
      <Descriptions.Item label={LABELS.dispatcherName.label}>{text(record.dispatcherName)}</Descriptions.Item>
      <Descriptions.Item label={LABELS.dispatchTime.label}>
        {formatDateTime(record.dispatchTime as string) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={LABELS.limitDays.label}>
        {record.limitDays ? `${record.limitDays} ${LABELS.limitDays.unit}` : '-'}
      </Descriptions.Item>
      <Descriptions.Item label={LABELS.deadline.label}>
        {text(record.deadline)} {Number(record.overdue) === 1 && <Tag color="error">已逾期</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label={feedbackOpinionLabel(history)} span={2}>
        {text(record.opinion)}
      </Descriptions.Item>
      {sentBack && (
        <Descriptions.Item label={`上次${LABELS.result.label}`} span={2}>
          {text(record.result)}
        </Descriptions.Item>
      )}
    </Descriptions>
  )
}

export function HandleDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const id = String(record?.feedbackId ?? '')
  // The detail has the history, which says whether the opinion is an instruction or a send-back's reason.
  const detail = useRequest((signal) => data.get<Row>(RESOURCE, id, { signal }), [data, id])
  const pictures = usePictureField('处理图片')

  return (
    <FormDialog<{ result?: string }>
      title={`处理反馈 ${id}`}
      formLabel="处理反馈"
      okText="提交处理结果"
      okDisabled={pictures.uploading}
      onSubmit={(values) =>
        data.action(RESOURCE, id, 'handle', {
          version: record?.version,
          result: values.result,
          pictureIds: pictures.ids,
        })
      }
      onDone={onSaved}
      onClose={onClose}
      onErrors={(errors) => errors.pictureIds && pictures.setProblem(errors.pictureIds)}
      before={
        <>
          <p>
            {String(record?.stationName ?? '')}：{String(record?.description ?? '')}
          </p>
          <Assignment record={{ ...record, ...detail.data }} history={detail.data?.history} />
        </>
      }
    >
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
    </FormDialog>
  )
}
