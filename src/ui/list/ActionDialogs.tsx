/** The dialog of the action opened on a list: a form (新增, 编辑, a step, a `form` action) or one's own. */
import { useMemo } from 'react'
import type { DataClient } from '../../core/data'
import type { Field, Row } from '../fields/types'
import { preloadable } from '../preloadable'
import { useShownOnce } from '../useShownOnce'
import type { ActionDefinition, ListScreenDefinition, OpenedAction } from './definition'

// The action forms load when first used, not with the list's rows (ListScreen fetches them ahead).
export const FormModal = preloadable(() => import('../FormModal').then((module) => module.FormModal))

/** The fields a form of an action shows. */
function formFields(definition: ListScreenDefinition, action: ActionDefinition): Field[] {
  if (action.type === 'step' || action.type === 'form') return [...(action.fields ?? [])]
  const all = [...definition.columns, ...(definition.detailFields ?? [])].filter((field) => !field.hideInForm)
  const keys = action.type === 'create' || action.type === 'edit' ? action.fields : undefined
  return keys ? all.filter((field) => keys.includes(field.key)) : all
}

function formTitle(action: ActionDefinition, screenTitle: string): string {
  if (action.type === 'step') return action.label
  if (action.type === 'form') return action.title ?? action.label
  return `${action.type === 'create' ? '新增' : '编辑'}${screenTitle}`
}

export interface ActionDialogsProps {
  opened: OpenedAction
  definition: ListScreenDefinition
  /** The list's data client (its source's calls when it has one). */
  data: DataClient
  /** The screen's title (新增<title>, 编辑<title>). */
  title: string
  reload: () => void
  onClose: () => void
  /** After a save: 操作成功 (or what the dialog says instead) and a reload. */
  onSaved: (said?: string) => void
}

/** The open action's dialog; forms are fetched on first use. */
export function ActionDialogs({
  opened,
  definition,
  data,
  title,
  reload,
  onClose,
  onSaved,
}: ActionDialogsProps) {
  const action = opened?.action
  const formUsed = useShownOnce(Boolean(action && action.type !== 'dialog'))
  // One array per opened form: the dialog fills itself again when its fields change, so a fresh
  // array on every render would wipe what the user typed and the messages shown.
  const fields = useMemo(
    () => (action && action.type !== 'dialog' ? formFields(definition, action) : []),
    [definition, action],
  )
  const rowKey = definition.rowKey ?? 'id'

  if (action?.type === 'dialog') {
    const Dialog = action.dialog
    return <Dialog record={opened?.record} onClose={onClose} onSaved={onSaved} />
  }
  if (!formUsed) return null

  const submit = (body: Row) => {
    if (!opened) return Promise.resolve()
    const { record } = opened
    const id = record?.[rowKey] as string | number
    const resource = definition.resource
    switch (opened.action.type) {
      case 'create':
        return data.create(resource, body)
      case 'edit':
        return data.update(resource, id, body)
      case 'step':
        return data.action(resource, id, opened.action.name, body)
      case 'form':
        return opened.action.submit(body, { data, resource, reload, record })
      default:
        return Promise.resolve()
    }
  }
  return (
    <FormModal
      open={Boolean(action)}
      title={action ? formTitle(action, title) : ''}
      fields={fields}
      record={action?.type === 'create' ? undefined : opened?.record}
      onSubmit={submit}
      onDone={onSaved}
      onClose={onClose}
    />
  )
}
