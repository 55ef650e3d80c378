import { Button, Form, Input, Popconfirm, Space } from 'antd'
import { useId, useState } from 'react'
import type { DataClient } from '../../core/data'
import type { FlowTransition } from '../../core/domain/flows'
import { fieldErrors } from '../../core/http'
import type { Application } from './flowClient'

export interface StepPanelProps {
  steps: readonly FlowTransition[]
  app: Application
  /** The flow client (it sends the version the user saw). */
  client: DataClient
  resource: string
  onDone: (next: Application) => void
}

/**
 * The steps the user may take now: an opinion box when a step asks for one, and one button per
 * step behind a confirmation. A step that requires an opinion is refused here without one, as
 * the server would refuse it (400 at the field).
 */
export function StepPanel({ steps, app, client, resource, onDone }: StepPanelProps) {
  const [form] = Form.useForm<{ opinion?: string }>()
  const [busy, setBusy] = useState<string | null>(null)
  const formName = `step${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const asksOpinion = steps.some((step) => step.opinion)
  const take = async (step: FlowTransition) => {
    const opinion = (form.getFieldValue('opinion') as string | undefined)?.trim() ?? ''
    if (step.opinion === 'required' && !opinion) {
      form.setFields([{ name: 'opinion', errors: [`请填写${step.label}意见`] }])
      return
    }
    form.setFields([{ name: 'opinion', errors: [] }])
    setBusy(step.action)
    try {
      onDone(await client.action<Application>(resource, app.applyId, step.action, opinion ? { opinion } : {}))
    } catch (error) {
      const message = fieldErrors(error).opinion
      if (message) form.setFields([{ name: 'opinion', errors: [message] }])
    } finally {
      setBusy(null)
    }
  }
  return (
    <Form form={form} name={formName} layout="vertical" style={{ marginTop: 16 }} aria-label="办理">
      {asksOpinion && (
        <Form.Item name="opinion" label="审核意见">
          <Input.TextArea
            rows={3}
            maxLength={500}
            showCount
            placeholder="请输入审核意见（驳回、撤销时必填）"
          />
        </Form.Item>
      )}
      <Space>
        {steps.map((step) => (
          <Popconfirm
            key={step.action}
            title={`确定${step.label}吗？`}
            okText="确定"
            cancelText="取消"
            onConfirm={() => take(step)}
          >
            <Button
              type={step.danger ? 'default' : 'primary'}
              danger={step.danger}
              loading={busy === step.action}
            >
              {step.label}
            </Button>
          </Popconfirm>
        ))}
      </Space>
    </Form>
  )
}
