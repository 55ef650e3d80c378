/** The field registry's types (registry.tsx): how one kind of field is shown, edited, checked and sent. */
import type { Rule } from 'antd/es/form'
import type { ReactElement, ReactNode } from 'react'
import type { QueryValue } from '../../core/http'
import type { Field, FieldKind, FieldOf, Row } from './types'

/** Where an input is used: the filter form or the create/edit form. */
export type InputMode = 'filter' | 'form'

/** How one kind of field is shown, edited, checked and sent. */
export interface Renderer<F extends Field> {
  /** Read side: the table cell and the detail value. */
  display: (value: unknown, record: Row, field: F) => ReactNode
  /** Edit side: the control (takes `value`/`onChange` from antd's Form.Item). */
  input: (field: F, mode: InputMode) => ReactElement
  /** The control is a picker: its required message says 请选择, else 请输入. */
  picks?: boolean
  /** Checks of the edit side besides "required". */
  rules?: (field: F) => Rule[]
  /** A filter value as query parameters; default `{ [key]: value }`. */
  toQuery?: (value: unknown, field: F) => Record<string, QueryValue>
  /** A record's value as the form's value; default as is. */
  toForm?: (value: unknown, field: F) => unknown
  /** The form's value as the body's value; default as is. */
  fromForm?: (value: unknown, field: F) => unknown
}

/** One renderer per kind. */
export type FieldRegistry = { [K in FieldKind]: Renderer<FieldOf<K>> }
