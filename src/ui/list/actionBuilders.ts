/** The short builders of list actions (definition.ts): `actions: [action.view(), action.export()]`. */
import type { ComponentType } from 'react'
import type { Field, Row } from '../fields/types'
import type { ActionDefinition, ActionDialogProps } from './definition'

type Placed = Pick<Extract<ActionDefinition, { type: 'form' }>, 'scope' | 'permission' | 'when'>

/** Short builders: `actions: [action.view(), action.export()]`. */
export const action = {
  view: (more: Partial<{ permission: string; label: string }> = {}): ActionDefinition => ({
    type: 'view',
    ...more,
  }),
  export: (more: Partial<{ permission: string; label: string }> = {}): ActionDefinition => ({
    type: 'export',
    ...more,
  }),
  create: (
    more: Partial<{ permission: string; label: string; fields: readonly string[] }> = {},
  ): ActionDefinition => ({
    type: 'create',
    ...more,
  }),
  edit: (
    more: Partial<{
      permission: string
      label: string
      fields: readonly string[]
      when: (record: Row) => boolean
    }> = {},
  ): ActionDefinition => ({
    type: 'edit',
    ...more,
  }),
  remove: (more: Partial<{ permission: string; label: string }> = {}): ActionDefinition => ({
    type: 'remove',
    ...more,
  }),
  step: (
    name: string,
    label: string,
    more: Omit<Extract<ActionDefinition, { type: 'step' }>, 'type' | 'name' | 'label'> = {},
  ): ActionDefinition => ({ type: 'step', name, label, ...more }),
  /** A dialog of one's own; default a row action under `edit`. */
  dialog: (
    key: string,
    label: string,
    dialog: ComponentType<ActionDialogProps>,
    more: Partial<
      Omit<Extract<ActionDefinition, { type: 'dialog' }>, 'type' | 'key' | 'label' | 'dialog'>
    > = {},
  ): ActionDefinition => ({ type: 'dialog', key, label, dialog, scope: 'row', permission: 'edit', ...more }),
  /** A form saved through `submit`; default a row action under `edit`. */
  form: (
    key: string,
    label: string,
    fields: readonly Field[],
    submit: Extract<ActionDefinition, { type: 'form' }>['submit'],
    more: Partial<Pick<Placed, 'scope' | 'permission' | 'when'>> & { title?: string } = {},
  ): ActionDefinition => ({
    type: 'form',
    key,
    label,
    fields,
    submit,
    scope: 'row',
    permission: 'edit',
    ...more,
  }),
}
