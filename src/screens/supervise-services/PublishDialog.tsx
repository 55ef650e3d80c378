/**
 * 发布公示: pick approved applications (审核通过, not yet published) and the publicity period; the
 * server counts the working days through holidays-management and refuses fewer than five at the
 * end date.
 */
import { DatePicker, Form, Input, Table } from 'antd'
import type { Dayjs } from 'dayjs'
import { useEffect, useState } from 'react'
import { createPublicity } from '../../contract/endpoints/supervise-services'
import { PUBLICITY_MIN_WORKING_DAYS } from '../../core/domain/enums-supervise'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import type { Row } from '../../ui/fields/types'
import { flowChanged } from '../../ui/flow/flowClient'
import type { ActionDialogProps } from '../../ui/list/definition'

type Values = { title: string; startDate?: Dayjs; endDate?: Dayjs }

const day = (value: Dayjs | undefined) => (value ? value.format('YYYY-MM-DD') : '')

export function PublishDialog({ onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [approved, setApproved] = useState<Row[] | null>(null)
  const [selected, setSelected] = useState<string[]>([])
  const [selectionError, setSelectionError] = useState<string | null>(null)

  useEffect(() => {
    data
      .list('supervise-services/subsidy-audits', {
        pageNum: 1,
        pageSize: 100,
        filters: { status: 'approved' },
      })
      .then(
        (page) => setApproved(page.list as Row[]),
        () => setApproved([]),
      )
  }, [data])

  const send = async (values: Values) => {
    if (!selected.length) {
      setSelectionError('请选择要公示的申请')
      return false
    }
    return data.call(createPublicity, {
      body: {
        title: values.title,
        startDate: day(values.startDate),
        endDate: day(values.endDate),
        applyIds: selected,
      },
    })
  }

  return (
    <FormDialog<Values>
      title="发布补贴公示"
      okText="发布"
      width={860}
      onSubmit={send}
      onDone={() => {
        flowChanged('subsidy')
        onSaved()
      }}
      onClose={onClose}
      onErrors={(errors) => errors.applyIds && setSelectionError(errors.applyIds)}
    >
      <Form.Item
        name="title"
        label="公示标题"
        rules={[
          { required: true, whitespace: true, message: '请输入公示标题' },
          { max: 128, message: '公示标题不能超过128个字符' },
        ]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item
        label={`公示期（不少于${PUBLICITY_MIN_WORKING_DAYS}个工作日，按节假日管理计算）`}
        required
        style={{ marginBottom: 0 }}
      >
        <Form.Item
          name="startDate"
          rules={[{ required: true, message: '请选择公示开始日期' }]}
          style={{ display: 'inline-block', width: 'calc(50% - 8px)' }}
        >
          <DatePicker style={{ width: '100%' }} placeholder="公示开始日期" aria-label="公示开始日期" />
        </Form.Item>
        <Form.Item
          name="endDate"
          rules={[{ required: true, message: '请选择公示结束日期' }]}
          style={{ display: 'inline-block', width: 'calc(50% - 8px)', marginLeft: 16 }}
        >
          <DatePicker style={{ width: '100%' }} placeholder="公示结束日期" aria-label="公示结束日期" />
        </Form.Item>
      </Form.Item>
      <Form.Item
        label="审核通过待公示的申请"
        required
        validateStatus={selectionError ? 'error' : undefined}
        help={selectionError ?? undefined}
      >
        <Table<Row>
          rowKey="applyId"
          size="small"
          loading={approved === null}
          pagination={false}
          scroll={{ y: 260 }}
          dataSource={approved ?? []}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => {
              setSelected(keys.map(String))
              setSelectionError(null)
            },
          }}
          columns={[
            { title: '申请编号', dataIndex: 'applyId', width: 170 },
            { title: '充电站名称', dataIndex: 'title' },
            { title: '运营商', dataIndex: 'operatorName', width: 220 },
          ]}
          locale={{ emptyText: '暂无审核通过待公示的申请' }}
        />
      </Form.Item>
    </FormDialog>
  )
}
