/** The buttons a list's toolbar shows for its allowed actions: 新增, 导出 and the toolbar's own. */
import { PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import type { ReactNode } from 'react'
import type { DataClient, ListQuery } from '../../core/data'
import type { Row } from '../fields/types'
import {
  type ActionContext,
  type ActionDefinition,
  type ListScreenDefinition,
  opensDialog,
} from './definition'
import { ExportButton } from './ExportButton'

export interface ToolbarActionsInput {
  allowed: readonly ActionDefinition[]
  definition: ListScreenDefinition
  data: DataClient
  /** The list's query now: what 导出 exports. */
  query: ListQuery
  /** Open an action's dialog. */
  open: (action: ActionDefinition, record?: Row) => void
  /** What a custom toolbar action runs with. */
  context: ActionContext
}

/** One button per allowed toolbar action (null for a row action), in the definition's order. */
export function toolbarActions({
  allowed,
  definition,
  data,
  query,
  open,
  context,
}: ToolbarActionsInput): ReactNode[] {
  return allowed.map((action) => {
    if (action.type === 'create') {
      return (
        <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => open(action)}>
          {action.label ?? '新增'}
        </Button>
      )
    }
    if (action.type === 'export') {
      const { filters, sort, keyword } = query
      return (
        <ExportButton
          key="export"
          data={data}
          resource={definition.resource}
          query={{ filters, sort, keyword }}
          label={action.label}
        />
      )
    }
    if ('scope' in action && action.scope === 'toolbar') {
      const run = () => (opensDialog(action) ? open(action) : action.type === 'custom' && action.run(context))
      return (
        <Button key={action.key} type={opensDialog(action) ? 'primary' : undefined} onClick={run}>
          {action.label}
        </Button>
      )
    }
    return null
  })
}
