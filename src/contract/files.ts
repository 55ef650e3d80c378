/**
 * The two calls of an area's stored files (server/src/workflow/stored-files.ts and
 * served-files.ts): the upload (multipart `file`) and the file itself for preview or download.
 * One description for every area that keeps files: flow attachments, subsidy evidence, feedback
 * pictures, assessment evidence, reports.
 */
import { z } from 'zod'
import { defineCall } from './define'
import { storedFileAnswer } from './file-answers'

/** A stored file as the answers show it: its id for the body that uses it, name, type, size, links. */
export const storedFile = z.object({
  id: z.number(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number(),
  previewUrl: z.string().nullable(),
  downloadUrl: z.string(),
  /** The checklist document a flow's attachment is filed under (null: none). */
  doc: z.string().nullable().optional(),
})

/** The allowed types and size of file-management's upload rules (decisions: Uploads). */
export const DOCUMENT_RULES = 'pdf、doc、docx、xls、xlsx、jpg、png，不超过20MB'

/**
 * `POST <path>` to upload and `GET <path>/:id/:mode` (mode preview or download) to read back.
 *
 * @example
 * export const { upload: uploadAttachment, file: attachmentFile } =
 *   fileCalls('/universal-services/attachments', { noun: '申请附件', rules: DOCUMENT_RULES, data: attachment })
 */
export function fileCalls<P extends string, D extends z.ZodType>(
  path: P,
  what: { noun: string; rules: string; data: D; picture?: boolean; filedUnder?: boolean },
) {
  const kind = what.picture ? '图片' : '文件'
  // A flow's attachment may name the checklist document it is filed under (issue 42 item 3).
  const doc = what.filedUnder
    ? {
        doc: z
          .string()
          .trim()
          .max(32, '材料类别不存在')
          .optional()
          .describe('材料类别（流程材料清单的 key）'),
      }
    : {}
  return {
    upload: defineCall({
      method: 'post',
      path,
      summary: `上传${what.noun}（multipart：file${what.filedUnder ? '，doc' : ''}；${what.rules}）`,
      bodyType: 'multipart',
      body: z.strictObject({ file: z.instanceof(File, { message: `请选择${kind}` }), ...doc }),
      docBody: z.object({ file: z.string().describe(kind), ...doc }),
      data: what.data,
    }),
    file: defineCall({
      method: 'get',
      path: `${path}/:id/:mode` as `${P}/:id/:mode`,
      summary: `预览（pdf、jpg、png 在浏览器中打开）或下载${what.noun}（mode：preview 或 download；${kind}本身，不是 JSON）`,
      data: storedFileAnswer,
    }),
  }
}
