/** Station assessment records (station-assessment-records) and documents (file-management). */
import { ASSESSMENT_RECORDS } from '../../../src/contract/lists/archives-management/assessment-records'
import { FILES } from '../../../src/contract/lists/archives-management/files'
import type { ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'

/** Assessment results per station and year (stars per domain.md thresholds). */
export const assessmentsResource: ResourceDef = {
  page: 'station-assessment-records',
  table: 'station_assessments',
  numericKey: true,
  ...describedResource(ASSESSMENT_RECORDS),
  fields: describedFields(ASSESSMENT_RECORDS, {
    stationId: { width: 16 },
    stationName: { width: 36 },
    operatorId: { width: 12 },
    scoresJson: { list: false, export: false },
  }),
  lookups: describedLookups(ASSESSMENT_RECORDS, [OPERATOR_NAME]),
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
  page: 'file-management',
  table: 'archive_files',
  numericKey: true,
  ...describedResource(FILES),
  fields: describedFields(FILES, {
    fileName: { width: 48 },
    path: { list: false, export: false },
    remark: { width: 24 },
    previewUrl: {
      export: false,
      compute: (row) =>
        row.fileType === 'pdf' || row.fileType === 'jpg' || row.fileType === 'png'
          ? `/api/archives-management/files/${row.id}/preview`
          : null,
    },
    downloadUrl: {
      export: false,
      compute: (row) => `/api/archives-management/files/${row.id}/download`,
    },
  }),
  keyword: { contains: ['fileName'] },
  // Issue 23: a document belongs to an area; a city user sees (and downloads) only its area's.
  scope: { area: 'areaCode' },
  defaultSort: ['uploadTime', 'desc'],
}
