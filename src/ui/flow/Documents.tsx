import { Button, Drawer, Space, Table, Tag, Typography, Upload } from 'antd'
import { useState } from 'react'
import { fileProblem } from '../../core/domain/files'
import type { FlowDocument } from '../../core/domain/flows'
import { useConfirmation } from '../list/useConfirmation'
import { useToasts } from '../toasts'
import type { Attachment } from './flowClient'

/** The types the upload takes (decisions: Uploads); the server judges the bytes. */
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png'

/** A file shown in the preview drawer: its name, type and preview address. */
export interface Previewed {
  fileName: string
  fileType: string
  url: string
}

/** The in-page preview of a PDF or an image (issue 42 item 3: no new tab, no download first). */
export function PreviewDrawer({ file, onClose }: { file: Previewed | null; onClose: () => void }) {
  return (
    <Drawer open={!!file} onClose={onClose} title={file ? `预览：${file.fileName}` : '预览'} size="large">
      {file &&
        (file.fileType === 'pdf' ? (
          <iframe title={file.fileName} src={file.url} style={{ width: '100%', height: '100%', border: 0 }} />
        ) : (
          <img src={file.url} alt={file.fileName} style={{ maxWidth: '100%' }} />
        ))}
    </Drawer>
  )
}

export interface DocumentChecklistProps {
  /** The flow's checklist (FlowDeclaration.documents); none: the attachments as one list. */
  documents: readonly FlowDocument[]
  files: readonly Attachment[]
  /** The applicant's to edit now: 上传, 替换 and 删除 are offered. */
  editable: boolean
  onPreview: (file: Attachment) => void
  href: (url: string) => string
  /** Upload a file filed under a document (null: outside the checklist). */
  upload: (file: File, doc: string | null) => Promise<Attachment>
  /** Keep `files` as the application's attachments (a save, or the create dialog's state). */
  onChange: (files: Attachment[]) => Promise<unknown>
}

interface Line {
  key: string
  doc: string | null
  label: string
  required: boolean
  files: Attachment[]
}

/**
 * The attachments as the flow's checklist of documents (issue 42 item 3): each document with
 * 必需 where required and whether it is there, its files with 预览 (in the page), 下载 and, while
 * the application is the applicant's to edit, 替换 and 删除, and 上传 per document; files outside
 * the checklist under 其他附件.
 */
export function DocumentChecklist(props: DocumentChecklistProps) {
  const { documents, files, editable } = props
  const toasts = useToasts()
  const confirmation = useConfirmation()
  const [busy, setBusy] = useState<string | null>(null)
  const known = new Set(documents.map((doc) => doc.key))
  const lines: Line[] = [
    ...documents.map((doc) => ({
      key: doc.key,
      doc: doc.key,
      label: doc.label,
      required: !!doc.required,
      files: files.filter((file) => file.doc === doc.key),
    })),
    {
      key: '',
      doc: null,
      label: documents.length ? '其他附件' : '申请附件',
      required: false,
      files: files.filter((file) => !file.doc || !known.has(file.doc)),
    },
  ]
  // One upload at a time; each toast once (the HTTP client has shown a refusal).
  const send = async (line: Line, file: File, replacing?: Attachment) => {
    const problem = fileProblem(file)
    if (problem) {
      toasts.error(problem)
      return
    }
    setBusy(line.key)
    try {
      const added = await props.upload(file, line.doc)
      await props.onChange(
        replacing ? files.map((item) => (item.id === replacing.id ? added : item)) : [...files, added],
      )
      toasts.success(replacing ? '替换成功' : '上传成功')
    } catch {
      // the HTTP client has shown the message
    } finally {
      setBusy(null)
    }
  }
  const picker = (line: Line, label: string, replacing?: Attachment) => (
    <Upload
      showUploadList={false}
      accept={ACCEPT}
      beforeUpload={(file) => {
        void send(line, file, replacing)
        return Upload.LIST_IGNORE
      }}
    >
      <Button
        size="small"
        type={replacing ? 'link' : 'default'}
        loading={busy === line.key}
        aria-label={`${label}${line.label}`}
      >
        {label}
      </Button>
    </Upload>
  )
  const remove = (file: Attachment) =>
    confirmation.ask({
      title: `确定删除附件「${file.fileName}」吗？`,
      content: '已提交过的附件仍保留在状态历史中。',
      danger: true,
      onOk: () => props.onChange(files.filter((item) => item.id !== file.id)).catch(() => undefined),
    })
  const shown = lines.filter((line) => line.doc !== null || line.files.length > 0 || editable)
  if (!shown.length) return <Typography.Text type="secondary">无附件</Typography.Text>
  return (
    <section aria-label="附件材料清单">
      {confirmation.holder}
      <Table<Line>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={shown}
        columns={[
          {
            key: 'label',
            title: '材料',
            width: 200,
            render: (_, line) => (
              <Space size={4}>
                {line.label}
                {line.required && <Tag color="red">必需</Tag>}
              </Space>
            ),
          },
          {
            key: 'state',
            title: '状态',
            width: 90,
            render: (_, line) =>
              line.doc === null ? null : line.files.length ? (
                <Tag color="success">已上传</Tag>
              ) : (
                <Tag color={line.required ? 'error' : 'default'}>未上传</Tag>
              ),
          },
          {
            key: 'files',
            title: '附件',
            render: (_, line) => (
              <Space direction="vertical" size={2}>
                {line.files.length === 0 && <Typography.Text type="secondary">无附件</Typography.Text>}
                {line.files.map((file) => (
                  <Space key={file.id} size="middle" wrap>
                    <span>{file.fileName}</span>
                    {file.previewUrl && (
                      <Button type="link" size="small" onClick={() => props.onPreview(file)}>
                        预览
                      </Button>
                    )}
                    <a className="evc-file-action" href={props.href(file.downloadUrl)} download>
                      下载
                    </a>
                    {editable && picker(line, '替换', file)}
                    {editable && (
                      <Button type="link" size="small" danger onClick={() => remove(file)}>
                        删除
                      </Button>
                    )}
                  </Space>
                ))}
              </Space>
            ),
          },
          ...(editable
            ? [
                {
                  key: 'upload',
                  title: '操作',
                  width: 100,
                  render: (_: unknown, line: Line) => picker(line, '上传'),
                },
              ]
            : []),
        ]}
      />
    </section>
  )
}
