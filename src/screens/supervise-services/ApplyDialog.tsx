/**
 * 新建补贴申请: the applicant picks an open batch (申报中, its deadline not passed), then one of its eligible stations (stations it
 * operates, in service, not yet applied for), each shown with the amount the server computed from
 * the platform's data; it cannot type the amount. Staff pick the operator first. The application
 * is saved as 草稿 with its computation; evidence is attached on its detail page.
 */
import { Alert, Descriptions, Form, Input, Select } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { DataOf } from '../../contract/define'
import { createApplication, eligibleStations } from '../../contract/endpoints/supervise-services'
import { SUBSIDY_TYPE } from '../../core/domain/enums'
import { SUBSIDY_CAP } from '../../core/domain/enums-supervise'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import { col } from '../../ui/fields/builders'
import { rendererOf } from '../../ui/fields/registry'
import type { Row } from '../../ui/fields/types'
import { flowChanged } from '../../ui/flow/flowClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useSession } from '../../ui/useSession'
import { hundredths, yuan } from './money'

type Eligible = DataOf<typeof eligibleStations>[number]

const OPERATOR = col.operator('operatorId', '运营商', { required: true })

export function ApplyDialog({ onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [form] = Form.useForm<Row>()
  const company = useSession().attrs.some(
    (attr) => attr.attrKey === 'isCompany' && /^(1|true|是|y|yes)$/i.test(attr.attrValue.trim()),
  )
  const [batches, setBatches] = useState<Row[]>([])
  const [stations, setStations] = useState<Eligible[] | null>(null)
  const batchId = Form.useWatch('batchId', form) as number | undefined
  const operatorId = Form.useWatch('operatorId', form) as string | undefined
  const stationId = Form.useWatch('stationId', form) as string | undefined

  useEffect(() => {
    // 申报中 only: the server counts a batch past its 申报截止日期 as 已截止 (issue 42); a batch
    // answered closed is not offered either.
    data.list('supervise-services/batches', { pageNum: 1, pageSize: 100, filters: { status: 1 } }).then(
      (page) => setBatches((page.list as Row[]).filter((item) => Number(item.status) === 1)),
      () => setBatches([]),
    )
  }, [data])

  useEffect(() => {
    setStations(null)
    form.setFieldValue('stationId', undefined)
    if (!batchId || (!company && !operatorId)) return
    data
      .call(eligibleStations, {
        params: { id: batchId },
        query: company ? {} : { operatorId },
      })
      .then(setStations, () => setStations([]))
  }, [data, batchId, operatorId, company, form])

  const batch = batches.find((item) => item.id === batchId)
  const unit = batch?.type === 'construction' ? 'kW' : 'kWh'
  const chosen = stations?.find((item) => item.stationId === stationId)
  const stationOptions = useMemo(
    () =>
      (stations ?? []).map((item) => ({
        value: item.stationId,
        label: `${item.stationName}（${item.stationId}）· ${yuan(item.amount)} 元`,
      })),
    [stations],
  )

  const send = (values: Row) =>
    data.call(createApplication, {
      params: { resource: 'subsidy-applies' },
      body: {
        ...(company ? {} : { operatorId: String(values.operatorId) }),
        fields: {
          batchId: Number(values.batchId),
          stationId: String(values.stationId),
          contactPerson: String(values.contactPerson ?? ''),
          contactTel: String(values.contactTel ?? ''),
          ...(values.remark ? { remark: String(values.remark) } : {}),
        },
      },
    })

  return (
    <FormDialog<Row>
      form={form}
      title="新建补贴申请"
      okText="保存为草稿"
      width={720}
      onSubmit={send}
      onDone={() => {
        flowChanged('subsidy')
        onSaved()
      }}
      onClose={onClose}
      errorAt={(name) => name.replace(/^fields\./, '')}
    >
      {!company && (
        <Form.Item name="operatorId" label="运营商" rules={[{ required: true, message: '请选择运营商' }]}>
          {rendererOf(OPERATOR).input(OPERATOR, 'form')}
        </Form.Item>
      )}
      <Form.Item name="batchId" label="补贴批次" rules={[{ required: true, message: '请选择补贴批次' }]}>
        <Select
          placeholder="请选择申报中的补贴批次"
          options={batches.map((item) => ({
            value: item.id as number,
            label: `${item.batchName}（${SUBSIDY_TYPE.find((type) => type.value === item.type)?.label ?? ''}，${item.rateText} 元/${item.type === 'construction' ? 'kW' : 'kWh'}，申报截止 ${String(item.applyDeadline)}）`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="stationId"
        label="充电站"
        rules={[{ required: true, message: '请选择充电站' }]}
        extra={
          stations && !stations.length
            ? '没有可申请的充电站（本企业运营、正常使用、本批次尚未申请，且有平台数据）'
            : undefined
        }
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={batchId ? '请选择充电站' : '请先选择补贴批次'}
          options={stationOptions}
          loading={!!batchId && stations === null && (company || !!operatorId)}
        />
      </Form.Item>
      {chosen && batch && (
        <Descriptions
          bordered
          size="small"
          column={2}
          title="补贴金额（按平台数据计算）"
          style={{ marginBottom: 16 }}
        >
          <Descriptions.Item label="补贴基数">{`${hundredths(chosen.basisCenti)} ${unit}`}</Descriptions.Item>
          <Descriptions.Item label="补贴标准">{`${yuan(chosen.rate)} 元/${unit}`}</Descriptions.Item>
          <Descriptions.Item label="按标准计算">{`${yuan(chosen.rawAmount)} 元`}</Descriptions.Item>
          <Descriptions.Item label="上限">
            {SUBSIDY_CAP.find((cap) => cap.value === chosen.capApplied)?.label}
          </Descriptions.Item>
          <Descriptions.Item label="核定补贴金额" span={2}>
            <strong>{`${yuan(chosen.amount)} 元`}</strong>
          </Descriptions.Item>
        </Descriptions>
      )}
      {batch?.type === 'operation' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`运营补贴按 ${String(batch.periodStart)} 至 ${String(batch.periodEnd)} 的充电订单电量计算`}
        />
      )}
      <Form.Item
        name="contactPerson"
        label="联系人"
        rules={[
          { required: true, whitespace: true, message: '请输入联系人' },
          { max: 32, message: '联系人不能超过32个字符' },
        ]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="contactTel"
        label="联系电话"
        rules={[{ required: true, pattern: /^1[2-9]\d{9}$/, message: '请输入11位手机号码' }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 500, message: '备注不能超过500个字符' }]}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </FormDialog>
  )
}
