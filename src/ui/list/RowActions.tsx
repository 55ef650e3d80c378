import type { PopconfirmProps } from 'antd'
import type { DataClient } from '../../core/data'
import type { Row } from '../fields/types'
import { LinkButton } from '../looks'
import { preloadable } from '../preloadable'
import { useToasts } from '../toasts'
import type { ActionDefinition } from './definition'

// Loaded with the first rows that need it, not before the rows (src/ui/list/RowPopconfirm.tsx);
// until it has arrived, a moment, the button stands alone.
const Popconfirm = preloadable<PopconfirmProps>(
  () => import('./RowPopconfirm').then((module) => module.default),
  (props) => props.children,
)

/** What the row actions need from the screen. */
export interface RowActionHandlers {
  data: DataClient
  resource: string
  rowKey: string
  reload: () => void
  /** 详情. */
  onView: (record: Row) => void
  /** 编辑, a step with a form, a `form` or `dialog` action. */
  onOpen: (action: ActionDefinition, record: Row) => void
  /** A `confirm` action: its confirmation, then its call. */
  onConfirm: (action: Extract<ActionDefinition, { type: 'confirm' }>, record: Row) => void
}

const LABELS = { view: '详情', edit: '编辑', remove: '删除' } as const

/** The label a row action's button shows (the 操作 column's width is made of them). */
export function rowActionLabel(action: ActionDefinition): string {
  if (action.type === 'view' || action.type === 'edit' || action.type === 'remove')
    return action.label ?? LABELS[action.type]
  return 'label' in action && typeof action.label === 'string' ? action.label : ''
}

/** The 操作 cell of a row: the row actions the user may take on this record. */
export function RowActions({
  record,
  actions,
  handlers,
}: {
  record: Row
  actions: readonly ActionDefinition[]
  handlers: RowActionHandlers
}) {
  const message = useToasts()
  const id = record[handlers.rowKey] as string | number
  const done = () => {
    message.success('操作成功')
    handlers.reload()
  }
  const failed = () => undefined // the HTTP client has shown the message
  // Each button names its record (审核 QY2026…): a screen reader's list of buttons, or a voice
  // command, tells one row's 审核 from the next (issue 42, item 18). The label comes first, as seen.
  const named = (label: string) => ({
    'aria-label': id === undefined || id === null ? label : `${label} ${id}`,
  })
  // A wrapping row of link buttons: antd Space's look at size 0 (ShellStyles: .evc-row-actions).
  return (
    <div className="evc-row-actions">
      {actions.map((action) => {
        switch (action.type) {
          case 'view':
            return (
              <LinkButton
                key="view"
                {...named(action.label ?? LABELS.view)}
                onClick={() => handlers.onView(record)}
              >
                {action.label ?? LABELS.view}
              </LinkButton>
            )
          case 'edit':
            if (action.when && !action.when(record)) return null
            return (
              <LinkButton
                key="edit"
                {...named(action.label ?? LABELS.edit)}
                onClick={() => handlers.onOpen(action, record)}
              >
                {action.label ?? LABELS.edit}
              </LinkButton>
            )
          case 'remove':
            return (
              <Popconfirm
                key="remove"
                title="确定删除吗？"
                okText="确定"
                cancelText="取消"
                onConfirm={() => handlers.data.remove(handlers.resource, id).then(done, failed)}
              >
                <LinkButton danger {...named(action.label ?? LABELS.remove)}>
                  {action.label ?? LABELS.remove}
                </LinkButton>
              </Popconfirm>
            )
          case 'step': {
            if (action.when && !action.when(record)) return null
            if (action.fields && action.fields.length > 0) {
              return (
                <LinkButton
                  key={action.name}
                  {...named(action.label)}
                  onClick={() => handlers.onOpen(action, record)}
                >
                  {action.label}
                </LinkButton>
              )
            }
            return (
              <Popconfirm
                key={action.name}
                title={action.confirm ?? `确定${action.label}吗？`}
                okText="确定"
                cancelText="取消"
                onConfirm={() =>
                  handlers.data.action(handlers.resource, id, action.name, {}).then(done, failed)
                }
              >
                <LinkButton {...named(action.label)}>{action.label}</LinkButton>
              </Popconfirm>
            )
          }
          case 'custom':
          case 'form':
          case 'dialog':
          case 'confirm':
            if (action.scope !== 'row' || (action.when && !action.when(record))) return null
            return (
              <LinkButton
                key={action.key}
                {...named(action.label)}
                onClick={() => {
                  if (action.type === 'custom') action.run({ ...handlers, record })
                  else if (action.type === 'confirm') handlers.onConfirm(action, record)
                  else handlers.onOpen(action, record)
                }}
              >
                {action.label}
              </LinkButton>
            )
          default:
            return null
        }
      })}
    </div>
  )
}

/** Whether an action belongs in the 操作 column. */
export function isRowAction(action: ActionDefinition): boolean {
  if ('scope' in action) return action.scope === 'row'
  return (
    action.type === 'view' || action.type === 'edit' || action.type === 'remove' || action.type === 'step'
  )
}
