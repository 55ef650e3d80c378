import { Form, Modal } from 'antd'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { fieldErrors } from '../core/http'
import { fieldRules, formToBody, recordToForm } from './fields/convert'
import { rendererOf } from './fields/registry'
import type { Field, Row } from './fields/types'

export interface FormModalProps {
  open: boolean
  title: string
  /** The same array for as long as the dialog is open: new fields fill the form again. */
  fields: readonly Field[]
  /** The record being edited; none for a new one. */
  record?: Row
  /** Send the body; a rejection with a 400 `{ field: message }` puts each message at its field. */
  onSubmit: (body: Row) => Promise<unknown>
  onClose: () => void
  /** Called after a successful submit, before closing. */
  onDone?: () => void
  okText?: string
  /** Shown below the fields (a flow's document checklist in its create dialog). */
  extra?: ReactNode
}

/**
 * A create/edit dialog of fields: each field checked with its Chinese message before sending,
 * and a 400 answer's field messages shown at the fields (decisions: Field errors). The focus is
 * on the first field once the dialog is open, and on the first field with a problem after a
 * refused 确定 (issue 42, item 18), so a keyboard user types where the dialog needs it.
 */
export function FormModal(props: FormModalProps) {
  const [form] = Form.useForm<Row>()
  const formName = `form${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [saving, setSaving] = useState(false)
  const { open, fields, record } = props
  const focusFirst = (names: readonly (string | number | (string | number)[])[]) => {
    const first = names[0]
    if (first !== undefined) form.focusField(first)
  }
  const editable = () => fields.filter((field) => !(record && field.readOnlyOnEdit)).map((field) => field.key)

  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (record) form.setFieldsValue(recordToForm(fields, record))
  }, [open, record, fields, form])

  const submit = async () => {
    let values: Row
    try {
      values = await form.validateFields()
    } catch (problem) {
      // The messages are at the fields; the focus goes to the first of them.
      const { errorFields = [] } = problem as { errorFields?: { name: (string | number)[] }[] }
      focusFirst(errorFields.map((field) => field.name))
      return
    }
    setSaving(true)
    try {
      await props.onSubmit(formToBody(fields, values))
      props.onDone?.()
      props.onClose()
    } catch (error) {
      const known = new Set(fields.map((field) => field.key))
      const errors = Object.entries(fieldErrors(error)).filter(([name]) => known.has(name))
      form.setFields(errors.map(([name, message]) => ({ name, errors: [message] })))
      const named = new Set(errors.map(([name]) => name))
      focusFirst(fields.map((field) => field.key).filter((key) => named.has(key)))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={props.title}
      okText={props.okText ?? '确定'}
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={props.onClose}
      afterOpenChange={(visible) => visible && focusFirst(editable())}
      destroyOnHidden
      width={640}
    >
      <Form form={form} name={formName} layout="vertical" aria-label={props.title} preserve={false}>
        {fields.map((field) => (
          <Form.Item key={field.key} name={field.key} label={field.label} rules={fieldRules(field)}>
            {disabledWhen(rendererOf(field).input(field, 'form'), Boolean(record && field.readOnlyOnEdit))}
          </Form.Item>
        ))}
      </Form>
      {props.extra}
    </Modal>
  )
}

function disabledWhen(element: React.ReactElement, disabled: boolean) {
  if (!disabled) return element
  const Type = element.type as React.ElementType
  return <Type {...(element.props as object)} disabled />
}
