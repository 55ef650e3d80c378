/**
 * 新建 / 编辑填报任务 (issue 17): title, kind, requirements, region, to whom (every operator with
 * stations in the region, or chosen ones among them), the deadline on a date picker (sent as
 * YYYY-MM-DD) and an optional template. Saved as 草稿; 下发 is its own step. The server's field
 * errors show at their fields.
 */
import { Button, DatePicker, Form, Input, Radio, Select, Space } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useMemo, useState } from 'react'
import type { DataOf } from '../../contract/define'
import {
  createReportingTask,
  reportingOperators,
  updateReportingTask,
} from '../../contract/endpoints/data-input-reporting'
import { REPORT_KIND, REPORT_SCOPE } from '../../core/domain/enums-reporting'
import { REGIONS, regionPrefix } from '../../core/domain/regions'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useRequest } from '../../ui/useRequest'
import { useSession } from '../../ui/useSession'
import { type Attachment, AttachmentPicker, uploadReportingAttachment } from './reporting-upload'

type Task = DataOf<typeof createReportingTask>
interface Values {
  title: string
  kind: string
  description: string
  areaCode: string
  scope: 'all' | 'chosen'
  operatorIds?: string[]
  deadline?: Dayjs
}

export function ReportingTaskDialog({ record, onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [form] = Form.useForm<Values>()
  const authArea =
    useSession()
      .attrs.find((attr) => attr.attrKey === 'auth_area')
      ?.attrValue.trim() ?? ''
  const editing = record?.id !== undefined
  const task = useRequest(
    (signal) => data.get<Task>('data-input/reporting-tasks', Number(record?.id), { signal }) as Promise<Task>,
    [data, record?.id],
    { enabled: editing },
  )
  const [template, setTemplate] = useState<Attachment | null | undefined>(undefined)
  const [templateError, setTemplateError] = useState<string | null>(null)
  const areaCode = Form.useWatch('areaCode', form) ?? authArea ?? '120100'
  const scope = Form.useWatch('scope', form)
  // Regions a task may cover: provinces and cities within the user's own area.
  const regions = useMemo(
    () =>
      REGIONS.filter(
        (region) =>
          region.level !== 'district' &&
          (!authArea || region.code.startsWith(regionPrefix(authArea))) &&
          // A municipality is one place: 天津市 once (120100, its city code), not twice.
          !REGIONS.some((city) => city.parentCode === region.code && city.name === region.name),
      ),
    [authArea],
  )
  const operators = useRequest(
    (signal) => data.call(reportingOperators, { query: areaCode ? { areaCode } : {} }, { signal }),
    [data, areaCode],
  )

  useEffect(() => {
    const shown = task.data
    if (!shown) return
    form.setFieldsValue({
      title: shown.title,
      kind: shown.kind,
      description: shown.description,
      areaCode: shown.areaCode,
      scope: shown.scope as Values['scope'],
      operatorIds: shown.scope === 'chosen' ? shown.operatorIds : [],
      deadline: dayjs(shown.deadline),
    })
    setTemplate(shown.template ?? null)
  }, [task.data, form])

  const upload = async (file: File) => {
    const answer = await uploadReportingAttachment(data, file)
    if ('added' in answer) setTemplate(answer.added)
    setTemplateError('added' in answer ? null : answer.problem)
  }

  const save = (values: Values) => {
    const body = {
      title: values.title,
      kind: values.kind as 'monthly',
      description: values.description,
      areaCode: values.areaCode,
      scope: values.scope,
      operatorIds: values.scope === 'chosen' ? (values.operatorIds ?? []) : [],
      deadline: values.deadline ? values.deadline.format('YYYY-MM-DD') : '',
      templateFileId: template?.id ?? null,
    }
    return editing
      ? data.call(updateReportingTask, {
          params: { id: Number(record?.id) },
          body: { ...body, version: Number(task.data?.version) },
        })
      : data.call(createReportingTask, { body })
  }

  const title = editing ? '编辑填报任务' : '新建填报任务'
  return (
    <FormDialog<Values>
      form={form}
      title={title}
      okText="保存为草稿"
      width={720}
      // Editing sends the version read: not before the task is in.
      okDisabled={editing && !task.data}
      initialValues={{
        kind: 'monthly',
        scope: 'all',
        areaCode: regions.some((r) => r.code === authArea) ? authArea : regions[0]?.code,
      }}
      onSubmit={save}
      onDone={onSaved}
      onClose={onClose}
      // The template is not a form field: its message goes beside its upload button.
      onErrors={(errors) => errors.templateFileId && setTemplateError(errors.templateFileId)}
    >
      <Form.Item
        name="title"
        label="任务名称"
        rules={[{ required: true, whitespace: true, message: '请输入任务名称' }]}
      >
        <Input maxLength={64} placeholder="如：2026年11月充电运营数据填报" />
      </Form.Item>
      <Space size="large" style={{ display: 'flex' }} align="start">
        <Form.Item
          name="kind"
          label="填报类型"
          rules={[{ required: true, message: '请选择填报类型' }]}
          style={{ minWidth: 200 }}
        >
          <Select options={REPORT_KIND.map((item) => ({ value: item.value, label: item.label }))} />
        </Form.Item>
        <Form.Item
          name="deadline"
          label="截止日期"
          rules={[{ required: true, message: '请选择截止日期' }]}
          style={{ minWidth: 200 }}
        >
          <DatePicker
            style={{ width: '100%' }}
            placeholder="请选择截止日期"
            disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
          />
        </Form.Item>
        <Form.Item
          name="areaCode"
          label="所属区域"
          rules={[{ required: true, message: '请选择所属区域' }]}
          style={{ minWidth: 200 }}
        >
          <Select options={regions.map((region) => ({ value: region.code, label: region.name }))} />
        </Form.Item>
      </Space>
      <Form.Item
        name="description"
        label="填报要求"
        rules={[{ required: true, whitespace: true, message: '请输入填报要求' }]}
      >
        <Input.TextArea maxLength={1000} rows={4} placeholder="说明需要填报的内容、口径和材料" />
      </Form.Item>
      <Form.Item name="scope" label="下发范围" rules={[{ required: true, message: '请选择下发范围' }]}>
        <Radio.Group options={REPORT_SCOPE.map((item) => ({ value: item.value, label: item.label }))} />
      </Form.Item>
      {scope === 'chosen' ? (
        <Form.Item
          name="operatorIds"
          label="运营商"
          rules={[{ required: true, type: 'array', min: 1, message: '请选择运营商' }]}
          extra="只列出在所属区域有充电站的运营商"
        >
          <Select
            mode="multiple"
            loading={operators.loading}
            placeholder="请选择运营商"
            optionFilterProp="label"
            options={(operators.data ?? []).map((item) => ({
              value: item.operatorId,
              label: `${item.operatorName}（${item.stations}个充电站）`,
            }))}
          />
        </Form.Item>
      ) : (
        <Form.Item label="运营商">
          <span>下发时发送给所属区域内有充电站的全部运营商（当前 {operators.data?.length ?? '—'} 家）</span>
        </Form.Item>
      )}
      <Form.Item
        label="填报模板"
        validateStatus={templateError ? 'error' : undefined}
        help={templateError ?? '可选；支持 pdf、doc、docx、xls、xlsx、jpg、png，不超过20MB'}
      >
        <Space>
          <AttachmentPicker onPick={upload}>
            <Button>{template ? '更换模板' : '上传模板'}</Button>
          </AttachmentPicker>
          {template ? (
            <>
              <span>{template.fileName}</span>
              <Button type="link" size="small" onClick={() => setTemplate(null)}>
                移除
              </Button>
            </>
          ) : null}
        </Space>
      </Form.Item>
    </FormDialog>
  )
}
