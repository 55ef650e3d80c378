/** Station assessment records (station-assessment-records) and documents (file-management). */
import { STAR_LEVELS } from '../../../src/core/domain/enums'
import type { ResourceDef } from '../resources'
import { areaField, field, OPERATOR_NAME, operatorField, timeField } from '../resources/fields'

const AREA = 'archives-management'

/** Assessment results per station and year (stars per domain.md thresholds). */
export const assessmentsResource: ResourceDef = {
  area: AREA,
  name: 'assessment-records',
  page: 'station-assessment-records',
  title: '场站评定记录',
  table: 'station_assessments',
  key: 'id',
  numericKey: true,
  fields: [
    field('id', '记录ID', { kind: 'int', sortable: true }),
    field('stationId', '充电站ID', { filter: 'eq', width: 16 }),
    field('stationName', '充电站名称', { width: 36 }),
    operatorField(),
    areaField(),
    field('year', '评定年度', { kind: 'int', filter: 'eq', sortable: true }),
    field('score', '总分', { kind: 'number', filter: 'range', sortable: true }),
    field('stars', '星级', { kind: 'int', filter: 'eq', enum: STAR_LEVELS, sortable: true }),
    field('scoresJson', '分项得分', { list: false, export: false }),
    field('reviewer', '评审人'),
    timeField('reviewTime', '评审时间'),
  ],
  lookups: [OPERATOR_NAME],
  keyword: { prefix: ['stationId'], contains: ['stationName'] },
  scope: { area: 'areaCode', operator: 'operatorId' },
  defaultSort: ['id', 'desc'],
  detail: async ({ row }) => {
    const { scoresJson, ...rest } = row
    let scores: unknown = []
    try {
      scores = JSON.parse(String(scoresJson))
    } catch {
      scores = []
    }
    return { ...rest, scores }
  },
}

/** Uploaded documents (file-management). */
export const filesResource: ResourceDef = {
  area: AREA,
  name: 'files',
  page: 'file-management',
  title: '文件管理',
  table: 'archive_files',
  key: 'id',
  numericKey: true,
  fields: [
    field('id', '文件ID', { kind: 'int', sortable: true }),
    field('fileName', '文件名称', { filter: 'contains', sortable: true, width: 48 }),
    field('fileType', '文件类型', { filter: 'eq' }),
    field('size', '文件大小(字节)', { kind: 'int', filter: 'range', sortable: true }),
    field('path', '存储路径', { list: false, export: false }),
    field('remark', '备注', { width: 24 }),
    field('uploaderName', '上传人', { filter: 'contains' }),
    areaField(),
    timeField('uploadTime', '上传时间'),
    field('previewUrl', '预览地址', {
      export: false,
      compute: (row) =>
        row.fileType === 'pdf' || row.fileType === 'jpg' || row.fileType === 'png'
          ? `/api/archives-management/files/${row.id}/preview`
          : null,
    }),
    field('downloadUrl', '下载地址', {
      export: false,
      compute: (row) => `/api/archives-management/files/${row.id}/download`,
    }),
  ],
  keyword: { contains: ['fileName'] },
  // Issue 23: a document belongs to an area; a city user sees (and downloads) only its area's.
  scope: { area: 'areaCode' },
  defaultSort: ['uploadTime', 'desc'],
}
