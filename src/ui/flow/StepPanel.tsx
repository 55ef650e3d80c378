import { Button, Form, Input, Space } from 'antd'
import { useEffect, useId, useState } from 'react'
import type { DataClient } from '../../core/data'
import type { FlowTransition } from '../../core/domain/flows'
import { fieldErrors } from '../../core/http'
import { useConfirmation } from '../list/useConfirmation'
import type { Application } from './flowClient'

export interface StepPanelProps {
  steps: readonly FlowTransition[]
  app: Application
  /** The flow client (it sends the version the user saw). */
  client: DataClient
  resource: string
  /** The opinion box's label (审核意见, or 发放意见 for the release's steps). */
  opinionLabel: string
  onDone: (next: Application) => void
}

/** The opinion box's placeholder: which of the offered steps need one (issue 42 item 8). */
export function opinionPlaceholder(steps: readonly FlowTransition[]): string {
  const required = steps.filter((step) => step.opinion === 'required').map((step) => step.label)
  return required.length ? `请输入意见（${required.join('、')}时必填）` : '请输入意见（选填）'
}

/**
 * The steps the user may take now: an opinion box when a step asks for one, and one button per
 * step. A step that requires an opinion is refused here without one, as the server would refuse
 * it (400 at the field), before anything is asked; then a confirmation (a step is not undone).
 * The opinion box is emptied after every step taken and whenever the record changes (issue 42
 * item 2), whether or not the parent mounts the panel anew (FlowPage's key): an opinion typed for
 * one step is never sent as the reason of another. A newer version of the same record (read again
 * after another user's change, or an attachment saved here) keeps what is being typed (issue 42,
 * noticed on the walk); the confirmation shows the opinion before it is sent.
 */
export function StepPanel({ steps, app, client, resource, opinionLabel, onDone }: StepPanelProps) {
  const [form] = Form.useForm<{ opinion?: string }>()
  const [busy, setBusy] = useState<string | null>(null)
  const confirmation = useConfirmation()
  const formName = `step${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const asksOpinion = steps.some((step) => step.opinion)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another record empties the box
  useEffect(() => {
    form.resetFields()
  }, [form, app.applyId])
  const run = async (step: FlowTransition, opinion: string) => {
    setBusy(step.action)
    try {
      const next = await client.action<Application>(
        resource,
        app.applyId,
        step.action,
        opinion ? { opinion } : {},
      )
      form.resetFields()
      onDone(next)
    } catch (error) {
      const message = fieldErrors(error).opinion
      if (message) form.setFields([{ name: 'opinion', errors: [message] }])
    } finally {
      setBusy(null)
    }
  }
  const take = (step: FlowTransition) => {
    const opinion = (form.getFieldValue('opinion') as string | undefined)?.trim() ?? ''
    if (step.opinion === 'required' && !opinion) {
      form.setFields([{ name: 'opinion', errors: [`请填写${step.label}意见`] }])
      return
    }
    form.setFields([{ name: 'opinion', errors: [] }])
    confirmation.ask({
      title: `确定${step.label}吗？`,
      content: step.opinion && opinion ? `${opinionLabel}：${opinion}` : '确定后不能撤回。',
      danger: step.danger,
      onOk: () => run(step, opinion),
    })
  }
  return (
    <Form form={form} name={formName} layout="vertical" style={{ marginTop: 16 }} aria-label="办理">
      {asksOpinion && (
        <Form.Item name="opinion" label={opinionLabel}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={opinionPlaceholder(steps)} />
        </Form.Item>
      )}
      <Space>
        {steps.map((step) => (
          <Button
            key={step.action}
            type={step.danger ? 'default' : 'primary'}
            danger={step.danger}
            loading={busy === step.action}
            onClick={() => take(step)}
          >
            {step.label}
          </Button>
        ))}
      </Space>
      {confirmation.holder}
    </Form>
  )
}
