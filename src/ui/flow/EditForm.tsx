import { Button, Form, Space } from 'antd'
import { useId, useState } from 'react'
import type { DataClient } from '../../core/data'
import { fieldErrors } from '../../core/http'
import { fieldRules, formToBody, recordToForm } from '../fields/convert'
import { rendererOf } from '../fields/registry'
import type { Application } from './flowClient'
import type { FlowScreenDefinition } from './types'

export interface EditFormProps {
  definition: FlowScreenDefinition
  app: Application
  client: DataClient
  onSaved: (next: Application) => void
  onCancel: () => void
}

/** The edit page's form of the flow's own fields; 400 answers show at the fields. */
export function EditForm({ definition, app, client, onSaved, onCancel }: EditFormProps) {
  const [form] = Form.useForm()
  const [saving, setSaving] = useState(false)
  const formName = `edit${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const save = async () => {
    let values: Record<string, unknown>
    try {
      values = await form.validateFields()
    } catch {
      return
    }
    setSaving(true)
    try {
      const body = { ...formToBody(definition.fields, values), type: app.type }
      onSaved(await client.update<Application>(definition.list.resource, app.applyId, body))
    } catch (error) {
      form.setFields(Object.entries(fieldErrors(error)).map(([name, errors]) => ({ name, errors: [errors] })))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Form
      form={form}
      name={formName}
      layout="vertical"
      aria-label="申请内容"
      initialValues={recordToForm(definition.fields, app.fields)}
      style={{ marginTop: 16, maxWidth: 720 }}
    >
      {definition.fields.map((field) => (
        <Form.Item key={field.key} name={field.key} label={field.label} rules={fieldRules(field)}>
          {rendererOf(field).input(field, 'form')}
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" loading={saving} onClick={save}>
          保存
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </Form>
  )
}
