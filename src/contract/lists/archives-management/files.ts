/** 文件管理 (docs/domain.md: "uploaded documents: upload, preview, download, delete"). */
import { describeList } from '../describe'
import { AREA_CODE } from '../shared'

export const FILES = describeList({
  resource: 'archives-management/files',
  title: '文件管理',
  key: 'id',
  keyColumns: ['id', 'fileName', 'remark', 'areaCode'],
  fields: {
    id: { label: '文件ID', kind: 'int', sortable: true },
    fileName: { label: '文件名称', filter: 'contains', sortable: true },
    fileType: { label: '文件类型', filter: 'eq' },
    size: { label: '文件大小', kind: 'int', unit: '字节', filter: 'range', sortable: true },
    path: { label: '存储路径' },
    remark: { label: '备注' },
    uploaderName: { label: '上传人', filter: 'contains' },
    areaCode: AREA_CODE,
    uploadTime: { label: '上传时间', kind: 'time', filter: 'range', sortable: true },
    previewUrl: { label: '预览地址' },
    downloadUrl: { label: '下载地址' },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'archives-management/files': typeof FILES
  }
}
