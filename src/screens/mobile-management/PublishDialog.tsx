/**
 * 发布 of an article (issue 20): now, or at a chosen time (定时发布; not earlier than now — the
 * server's clock decides, and refuses a past time at the field).
 */
import { DatePicker, Form, Radio, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import type { ActionDialogProps } from '../../ui/list/definition'
import { type ArticleKind, PUBLISH } from './article-calls'

interface Values {
  mode: 'now' | 'later'
  publishTime?: Dayjs
}

export function PublishDialog({ kind, record, onClose, onSaved }: ActionDialogProps & { kind: ArticleKind }) {
  const data = useDataClient()
  const [form] = Form.useForm<Values>()
  const mode = Form.useWatch('mode', form)

  const publish = ({ mode, publishTime }: Values) =>
    data.call(PUBLISH[kind], {
      params: { id: String(record?.id) },
      body: { publishTime: mode === 'later' && publishTime ? publishTime.toISOString() : null },
    })

  return (
    <FormDialog<Values>
      form={form}
      title={`发布：${String(record?.title ?? '')}`}
      okText="发布"
      initialValues={{ mode: 'now' }}
      onSubmit={publish}
      onDone={onSaved}
      onClose={onClose}
    >
      <Form.Item name="mode" label="发布方式">
        <Radio.Group
          options={[
            { value: 'now', label: '立即发布' },
            { value: 'later', label: '定时发布' },
          ]}
        />
      </Form.Item>
      {mode === 'later' && (
        <Form.Item
          name="publishTime"
          label="发布时间"
          rules={[{ required: true, message: '请选择发布时间' }]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
            aria-label="发布时间"
          />
        </Form.Item>
      )}
      <Typography.Text type="secondary">
        发布后文章将在APP中显示；已发布或待发布的文章可撤回。
      </Typography.Text>
    </FormDialog>
  )
}
