/**
 * 文件管理 (domain.md: "uploaded documents: upload, preview, download, delete"). A list screen
 * whose toolbar 上传文件 and row 预览 / 下载 open this screen's own dialogs; 删除 is the list
 * machinery's confirmed delete. Upload needs permission `add`, delete `delete` (section 6).
 */
import { useMemo, useRef, useState } from 'react'
import { FILES } from '../../contract/lists/archives-management/files'
import { PREVIEWABLE } from '../../core/domain/files'
import { formatBytes } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import type { Row } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import type { ListScreenDefinition } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { ListScreen } from '../../ui/list/ListScreen'
import type { ScreenProps } from '../../ui/screen'
import { PreviewDialog } from './PreviewDialog'
import { UploadDialog } from './UploadDialog'

const RESOURCE = FILES.resource
const f = fieldsOf(FILES)

/** Start a plain download of a URL (the server answers with `attachment`). */
function download(href: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = ''
  link.rel = 'noopener'
  link.click()
}

/** The file-management screen. */
export default function FileManagement(props: ScreenProps) {
  const data = useDataClient()
  const [uploading, setUploading] = useState(false)
  const [previewing, setPreviewing] = useState<Row | null>(null)
  const reload = useRef<() => void>(() => undefined)

  const definition = useMemo<ListScreenDefinition>(
    () => ({
      resource: RESOURCE,
      rowKey: 'id',
      keyword: { placeholder: '文件名称' },
      defaultSort: { field: 'uploadTime', order: 'desc' },
      columns: [
        f.col('fileName', { width: 360 }),
        f.col('fileType', { render: (value) => String(value ?? '-').toUpperCase() }),
        f.col('size', { render: (value) => formatBytes(value) }),
        f.col('remark', { width: 200 }),
        f.col('uploaderName', { search: true }),
        f.col('uploadTime'),
      ],
      filters: [f.range('uploadTime')],
      detail: { title: (file) => String(file.fileName ?? '文件') },
      actions: [
        {
          type: 'custom',
          key: 'upload',
          label: '上传文件',
          scope: 'toolbar',
          permission: 'add',
          run: (context) => {
            reload.current = context.reload
            setUploading(true)
          },
        },
        action.export(),
        action.view(),
        {
          type: 'custom',
          key: 'preview',
          label: '预览',
          scope: 'row',
          permission: 'view',
          when: (record) =>
            (PREVIEWABLE as readonly unknown[]).includes(record.fileType) && Boolean(record.previewUrl),
          run: ({ record }) => setPreviewing(record ?? null),
        },
        {
          type: 'custom',
          key: 'download',
          label: '下载',
          scope: 'row',
          permission: 'view',
          when: (record) => Boolean(record.downloadUrl),
          run: ({ record }) => download(data.downloadURL(String(record?.downloadUrl))),
        },
        action.remove(),
      ],
    }),
    [data],
  )

  return (
    <>
      <ListScreen definition={definition} route={props.route} actions={props.actions} />
      <UploadDialog
        open={uploading}
        resource={RESOURCE}
        onClose={() => setUploading(false)}
        onUploaded={() => reload.current()}
      />
      <PreviewDialog
        file={previewing}
        src={previewing?.previewUrl ? data.downloadURL(String(previewing.previewUrl)) : undefined}
        onClose={() => setPreviewing(null)}
      />
    </>
  )
}
