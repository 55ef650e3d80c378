/**
 * The row action of a record's official document (issue 42, item 11); its dialog
 * (OfficialDocument.tsx) loads when first opened, not with the list.
 */
import { OFFICIAL_DOCUMENTS } from '../../core/domain/official-documents'
import type { ActionDefinition, ActionDialogProps } from '../../ui/list/definition'
import { preloadable } from '../../ui/preloadable'

const OfficialDocumentDialog = preloadable(() =>
  import('./OfficialDocument').then((module) => module.OfficialDocumentDialog),
)

/** The row action that opens a flow's document, where its records have one. */
export function documentAction(flow: string, resource: string): ActionDefinition[] {
  const kind = OFFICIAL_DOCUMENTS[flow]
  if (!kind) return []
  const dialog = (props: ActionDialogProps) => <OfficialDocumentDialog {...props} resource={resource} />
  return [
    {
      type: 'dialog',
      key: 'document',
      label: kind.action,
      scope: 'row',
      permission: 'view',
      dialog,
      when: (row) => kind.statuses.includes(row.status as never),
    },
  ]
}
