import type { ComponentType } from 'react'
import type { FlowListDescription } from '../../contract/lists/flow'
import type { FlowDeclaration } from '../../core/domain/flows'
import type { Field } from '../fields/types'
import type { ActionDefinition, ActionDialogProps, ListAboveProps } from '../list/definition'
import type { ScreenComponent, ScreenProps } from '../screen'

/** A flow screen (decisions: Flow screens): a list of one flow's applications and its sub-pages. */
export interface FlowScreenDefinition {
  /**
   * The screen's list (src/contract/lists): its resource (`<area>/<name>`, e.g.
   * `universal-services/enterprise-records`), columns and labels, the summary column's (`title`)
   * included, e.g. 企业名称.
   */
  list: FlowListDescription
  flow: FlowDeclaration
  /** The flow's own fields: the create/edit form and the detail's 申请内容. */
  fields: readonly Field[]
  /** The applicant's side: 新建 with operator and area for staff, 编辑 while the flow allows it. */
  apply?: boolean
  /** Show the operator filter and column (staff screens). */
  operatorColumn?: boolean
  /** The type follows from the application's own data (a subsidy's batch): not in the edit form. */
  typeFixed?: boolean
  /** A create dialog of one's own instead of the form of `fields` (e.g. choices loaded from the server). */
  createDialog?: ComponentType<ActionDialogProps>
  /** Shown between the filters and the table (e.g. the subsidy batches). */
  above?: ComponentType<ListAboveProps>
  /** Row actions of the screen's own (e.g. printing a record's official document), before 导出. */
  rowActions?: readonly ActionDefinition[]
}

/** What a flow screen module exports: the list and its sub-pages (catalogue sub-routes). */
export interface FlowScreen {
  list: ScreenComponent
  detail: ComponentType<ScreenProps>
  examine: ComponentType<ScreenProps>
  edit: ComponentType<ScreenProps>
}
