/**
 * Field values between records, forms, filters and request bodies, through the registry.
 */
import type { Rule } from 'antd/es/form'
import type { ReactNode } from 'react'
import type { QueryValue } from '../../core/http'
import { rendererOf } from './registry'
import type { Field, Row } from './types'

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/** What a cell or detail shows for a field of a record (the field's own `render` wins). */
export function displayValue(field: Field, record: Row): ReactNode {
  const value = record[field.key]
  if (field.render) return field.render(value, record)
  return rendererOf(field).display(value, record, field)
}

/** The Chinese "required" message of a field: 请输入… for typed fields, 请选择… for pickers. */
export function requiredMessage(field: Field): string {
  return `${rendererOf(field).picks ? '请选择' : '请输入'}${field.label}`
}

/** antd rules of a field in a form: required (when asked), the kind's checks, the field's own. */
export function fieldRules(field: Field, options: { required?: boolean } = {}): Rule[] {
  const rules: Rule[] = []
  if (options.required ?? field.required) rules.push({ required: true, message: requiredMessage(field) })
  rules.push(...(rendererOf(field).rules?.(field) ?? []))
  const { validate } = field
  if (validate) {
    rules.push(({ getFieldsValue }) => ({
      validator: (_rule, value) => {
        const message = validate(value, getFieldsValue(true) as Row)
        return message ? Promise.reject(new Error(message)) : Promise.resolve()
      },
    }))
  }
  return rules
}

/** A filter form's values as query parameters (blank values left out). */
export function filtersToQuery(fields: readonly Field[], values: Row): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {}
  for (const field of fields) {
    const value = values[field.key]
    if (isBlank(value)) continue
    const renderer = rendererOf(field)
    const parts = renderer.toQuery ? renderer.toQuery(value, field) : { [field.key]: value as QueryValue }
    for (const [key, part] of Object.entries(parts)) if (!isBlank(part)) query[key] = part
  }
  return query
}

/** A record's values as a form's initial values. */
export function recordToForm(fields: readonly Field[], record: Row): Row {
  const values: Row = {}
  for (const field of fields) {
    const renderer = rendererOf(field)
    const value = record[field.key]
    values[field.key] = renderer.toForm ? renderer.toForm(value, field) : value
  }
  return values
}

/** A form's values as the request body. */
export function formToBody(fields: readonly Field[], values: Row): Row {
  const body: Row = {}
  for (const field of fields) {
    if (!(field.key in values)) continue
    const renderer = rendererOf(field)
    const value = values[field.key]
    body[field.key] = renderer.fromForm ? renderer.fromForm(value, field) : value
  }
  return body
}

/**
 * A request body without those of `keys` that were left blank (empty or spaces only): an optional
 * field the server checks when it is sent (a phone number, an e-mail address) is then not sent.
 */
export function withoutBlank(body: Row, keys: readonly string[]): Row {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => !(keys.includes(key) && String(value).trim() === '')),
  )
}
