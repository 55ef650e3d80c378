import type { ComponentType } from 'react'
import type { FlowDeclaration } from '../../core/domain/flows'
import type { Field } from '../fields/types'
import type { ActionDialogProps, ListAboveProps } from '../list/definition'
import type { ScreenProps } from '../screen'

/** A flow screen (decisions: Flow screens): a list of one flow's applications and its sub-pages. */
export interface FlowScreenDefinition {
  /** `<area>/<resource>` of the screen's list resource, e.g. `universal-services/enterprise-records`. */
  resource: string
  flow: FlowDeclaration
  /** The flow's own fields: the create/edit form and the detail's 申请内容. */
  fields: readonly Field[]
  /** Label of the list's summary column (`title`), e.g. 企业名称. */
  titleLabel: string
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
}

/** What a flow screen module exports: the list and its sub-pages (catalogue sub-routes). */
export interface FlowScreen {
  list: ComponentType<ScreenProps>
  detail: ComponentType<ScreenProps>
  examine: ComponentType<ScreenProps>
  edit: ComponentType<ScreenProps>
}
