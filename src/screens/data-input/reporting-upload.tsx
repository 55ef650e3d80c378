/**
 * One file for a reporting task (its template) or a report (its materials): refused here when the
 * file itself is wrong (file-management's rules), else uploaded; the server's refusal is its
 * message at `file`. The button that picks it is `AttachmentPicker`.
 */
import { Upload } from 'antd'
import type { ReactNode } from 'react'
import type { DataOf } from '../../contract/define'
import { uploadReportingFile } from '../../contract/endpoints/data-input-reporting'
import type { Caller } from '../../core/call'
import { FILE_ACCEPT, fileProblem } from '../../core/domain/files'
import { fieldErrors } from '../../core/http'

export type Attachment = DataOf<typeof uploadReportingFile>

/** The attachment, or the problem to show beside the upload button (null: the client said it). */
export async function uploadReportingAttachment(
  data: Caller,
  file: File,
): Promise<{ added: Attachment } | { problem: string | null }> {
  const problem = fileProblem(file)
  if (problem) return { problem }
  try {
    return {
      added: await data.call(uploadReportingFile, { body: { file } }),
    }
  } catch (error) {
    return { problem: fieldErrors(error).file ?? null }
  }
}

/** Picks one file of the kinds file-management accepts and hands it to `onPick` (no upload list). */
export function AttachmentPicker(props: { onPick: (file: File) => Promise<void>; children: ReactNode }) {
  return (
    <Upload
      accept={FILE_ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        void props.onPick(file)
        return false
      }}
    >
      {props.children}
    </Upload>
  )
}
