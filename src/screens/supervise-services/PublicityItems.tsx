/**
 * 公示明细: the applications of a publicity with their amounts, and its objections; during the
 * publicity a holder of supervise-publicy edit records an objection, which sends the application
 * back to city review.
 */
import { Button, Descriptions, Form, Input, Modal, Select, Table, Tag } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { recordObjection } from '../../contract/endpoints/supervise-services'
import { APPLY_STATUS } from '../../core/domain/enums'
import { PUBLICITY_STATUS } from '../../core/domain/enums-supervise'
import { formatDateTime, formatMoney } from '../../core/format'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import type { Row } from '../../ui/fields/types'
import { flowChanged } from '../../ui/flow/flowClient'
import type { ActionDialogProps } from '../../ui/list/definition'

const tag = (list: readonly { value: string; label: string; color?: string }[], value: unknown) => {
  const item = list.find((entry) => entry.value === value)
  return <Tag color={item?.color}>{item?.label ?? String(value)}</Tag>
}

/** The detail dialog for a holder of supervise-publicy edit: objections may be recorded. */
export function PublicityItemsEditable(props: ActionDialogProps) {
  return <PublicityItems {...props} canObject />
}

/** The detail dialog, read only. */
export function PublicityItemsReadOnly(props: ActionDialogProps) {
  return <PublicityItems {...props} canObject={false} />
}

function PublicityItems({ record, onClose, onSaved, canObject }: ActionDialogProps & { canObject: boolean }) {
  {
    const data = useDataClient()
    const [form] = Form.useForm<{ applyId: string; content: string }>()
    const [detail, setDetail] = useState<Row | null>(null)
    const [objecting, setObjecting] = useState(false)
    const load = useCallback(() => {
      data.get<Row>('supervise-services/publicities', Number(record?.id)).then(setDetail, () => setDetail({}))
    }, [data, record])
    useEffect(load, [load])
    const items = (detail?.items ?? []) as Row[]
    const objections = (detail?.objections ?? []) as Row[]
    const active = detail?.status === 'active'

    const object = async () => {
      let values: { applyId: string; content: string }
      try {
        values = await form.validateFields()
      } catch {
        return
      }
      try {
        await data.call(recordObjection, { params: { id: Number(record?.id) }, body: values })
        setObjecting(false)
        flowChanged('subsidy')
        load()
        onSaved()
      } catch (error) {
        const errors = fieldErrors(error)
        form.setFields(
          (['applyId', 'content'] as const)
            .filter((name) => errors[name])
            .map((name) => ({ name, errors: [errors[name]] })),
        )
      }
    }

    return (
      <Modal
        open
        title={`公示明细：${String(record?.title ?? '')}`}
        footer={<Button onClick={onClose}>关闭</Button>}
        onCancel={onClose}
        width={900}
        destroyOnHidden
      >
        {detail && (
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="公示期">{`${detail.startDate} 至 ${detail.endDate}`}</Descriptions.Item>
            <Descriptions.Item label="工作日数">{String(detail.workingDays)}</Descriptions.Item>
            <Descriptions.Item label="状态">{tag(PUBLICITY_STATUS, detail.status)}</Descriptions.Item>
          </Descriptions>
        )}
        <Table<Row>
          rowKey="applyId"
          size="small"
          pagination={false}
          loading={!detail}
          dataSource={items}
          columns={[
            { title: '申请编号', dataIndex: 'applyId', width: 170 },
            { title: '充电站名称', dataIndex: 'stationName' },
            { title: '运营商', dataIndex: 'operatorName', width: 220 },
            {
              title: '补贴金额（元）',
              dataIndex: 'amountText',
              width: 130,
              align: 'right',
              render: (value: string) => formatMoney(value),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 100,
              render: (value: string) => tag(APPLY_STATUS, value),
            },
          ]}
        />
        <h4 style={{ margin: '16px 0 8px' }}>异议记录</h4>
        <Table<Row>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={objections}
          locale={{ emptyText: '公示期内无异议' }}
          columns={[
            { title: '申请编号', dataIndex: 'applyId', width: 170 },
            { title: '异议内容', dataIndex: 'content' },
            { title: '登记人', dataIndex: 'recorderName', width: 100 },
            {
              title: '登记时间',
              dataIndex: 'time',
              width: 170,
              render: (value: string) => formatDateTime(value),
            },
          ]}
        />
        {canObject && active && items.length > 0 && (
          <div style={{ marginTop: 16 }}>
            {objecting ? (
              <Form form={form} layout="vertical" aria-label="登记异议">
                <Form.Item
                  name="applyId"
                  label="有异议的申请"
                  rules={[{ required: true, message: '请选择有异议的申请' }]}
                >
                  <Select
                    options={items
                      .filter((item) => item.status === 'publicity')
                      .map((item) => ({
                        value: String(item.applyId),
                        label: `${item.applyId} ${item.stationName}`,
                      }))}
                  />
                </Form.Item>
                <Form.Item
                  name="content"
                  label="异议内容"
                  rules={[
                    { required: true, whitespace: true, message: '请输入异议内容' },
                    { max: 500, message: '异议内容不能超过500个字符' },
                  ]}
                >
                  <Input.TextArea rows={3} maxLength={500} />
                </Form.Item>
                <Button type="primary" onClick={object}>
                  提交异议
                </Button>
                <Button style={{ marginLeft: 8 }} onClick={() => setObjecting(false)}>
                  取消
                </Button>
              </Form>
            ) : (
              <Button onClick={() => setObjecting(true)}>登记异议</Button>
            )}
          </div>
        )}
      </Modal>
    )
  }
}
