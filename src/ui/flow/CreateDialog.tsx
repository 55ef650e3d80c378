/**
 * 新建申请 of a flow with a checklist of documents (issue 42 item 3: the create dialog had no
 * attachments): the form of the application's fields and, below it, the checklist, each upload
 * filed under its document; the draft is created with them.
 */
import { Typography } from 'antd'
import { useState } from 'react'
import type { FlowDocument } from '../../core/domain/flows'
import { useDataClient } from '../dataClient'
import { FormModal } from '../FormModal'
import type { Field } from '../fields/types'
import type { ActionDialogProps } from '../list/definition'
import { DocumentChecklist, PreviewDrawer, type Previewed } from './Documents'
import type { Attachment, FlowClient } from './flowClient'

export interface FlowCreateDialogProps extends ActionDialogProps {
  title: string
  /** The create form's fields (the list's, as its create would show them). */
  fields: readonly Field[]
  documents: readonly FlowDocument[]
  resource: string
}

/** The create dialog with the checklist; the flow screen's data client is its flow client. */
export function FlowCreateDialog({
  title,
  fields,
  documents,
  resource,
  onClose,
  onSaved,
}: FlowCreateDialogProps) {
  const client = useDataClient() as FlowClient
  const [files, setFiles] = useState<Attachment[]>([])
  const [previewing, setPreviewing] = useState<Previewed | null>(null)
  const href = (url: string) => client.downloadURL(url)
  return (
    <>
      <FormModal
        open
        title={title}
        fields={fields}
        onSubmit={(body) => client.create(resource, { ...body, attachmentIds: files.map((file) => file.id) })}
        onDone={onSaved}
        onClose={onClose}
        extra={
          <>
            <Typography.Title level={5}>附件</Typography.Title>
            <DocumentChecklist
              documents={documents}
              files={files}
              editable
              href={href}
              onPreview={(file) =>
                file.previewUrl &&
                setPreviewing({
                  fileName: file.fileName,
                  fileType: file.fileType,
                  url: href(file.previewUrl),
                })
              }
              upload={(file, doc) => client.upload(resource, file, doc)}
              onChange={async (next) => setFiles(next)}
            />
          </>
        }
      />
      <PreviewDrawer file={previewing} onClose={() => setPreviewing(null)} />
    </>
  )
}
