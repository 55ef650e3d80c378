import { Form } from 'antd'
import { type ReactNode, useEffect } from 'react'
import { FormDialog } from './FormDialog'
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
 * A create/edit dialog of fields, on the dialog kit (FormDialog): each field checked with its
 * Chinese message before sending, and a 400 answer's field messages shown at the fields
 * (decisions: Field errors); the focus on the first field on opening and on the first field with a
 * problem after a refused 确定 (issue 42, item 18).
 */
export function FormModal(props: FormModalProps) {
  const [form] = Form.useForm<Row>()
  const { open, fields, record } = props

  // A new record or new fields fill the open form again.
  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (record) form.setFieldsValue(recordToForm(fields, record))
  }, [open, record, fields, form])

  return (
    <FormDialog<Row>
      open={open}
      form={form}
      title={props.title}
      okText={props.okText}
      onSubmit={(values) => props.onSubmit(formToBody(fields, values))}
      onDone={props.onDone}
      onClose={props.onClose}
      after={props.extra}
    >
      {fields.map((field) => (
        <Form.Item key={field.key} name={field.key} label={field.label} rules={fieldRules(field)}>
          {disabledWhen(rendererOf(field).input(field, 'form'), Boolean(record && field.readOnlyOnEdit))}
        </Form.Item>
      ))}
    </FormDialog>
  )
}

function disabledWhen(element: React.ReactElement, disabled: boolean) {
  if (!disabled) return element
  const Type = element.type as React.ElementType
  return <Type {...(element.props as object)} disabled />
}
