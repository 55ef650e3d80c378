/**
 * The list resources of station assessment (domain.md: Station assessment): each station's
 * assessment within a round, as the operator uploads it (station-assessment-upload and the
 * popup's evaluation-upload: a company user sees only its own), as experts review it, and as
 * staff follow every round (staff-station-assessment-records). The detail adds the year's
 * indicators with each one's evidence and score.
 */

import {
  ASSESSMENT_EVALUATION_UPLOADS,
  ASSESSMENT_ITEM_RECORDS,
  ASSESSMENT_REVIEWS,
  ASSESSMENT_UPLOADS,
} from '../../../src/contract/lists/assessment/items'
import type { RouteName } from '../../../src/core/domain/routes'
import type { Db } from '../db/types'
import type { ResourceDef, Row } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'
import { parseJson } from '../workflow/resource'
import './tables'

export const AREA = 'assessment'

/** Who may upload evidence (either page of the operator's side). */
export const UPLOADERS = ['station-assessment-upload/upload', 'evaluation-upload/upload']

/** An evidence file as the API shows it: preview and download under `/api/assessment/attachments/:id`. */
export function evidenceView(row: { id: number; fileName: string; fileType: string; size: number }) {
  const base = `/api/${AREA}/attachments/${row.id}`
  return {
    ...row,
    previewUrl: ['pdf', 'jpg', 'png'].includes(row.fileType) ? `${base}/preview` : null,
    downloadUrl: `${base}/download`,
  }
}

/** A year's indicators in order. */
export function indicatorsOf(db: Db, year: number) {
  return db.selectFrom('assessment_indicators').selectAll().where('year', '=', year).orderBy('sort').execute()
}

/** The indicators of the item's year, each with its evidence files and score. */
async function itemDetail(db: Db, row: Row): Promise<Row> {
  const indicators = await indicatorsOf(db, Number(row.year))
  const evidence = parseJson<Record<string, number[]>>(row.evidenceJson, {})
  const scores = parseJson<{ indicatorId: number; score: number; comment?: string | null }[]>(
    row.scoresJson,
    [],
  )
  const ids = Object.values(evidence).flat()
  const files = ids.length
    ? await db
        .selectFrom('application_files')
        .select(['id', 'fileName', 'fileType', 'size'])
        .where('id', 'in', ids)
        .execute()
    : []
  const { evidenceJson: _evidence, scoresJson: _scores, ...rest } = row
  return {
    ...rest,
    indicators: indicators.map((item) => {
      const score = scores.find((entry) => entry.indicatorId === item.id)
      return {
        ...item,
        files: (evidence[String(item.id)] ?? []).flatMap((id) => {
          const file = files.find((entry) => entry.id === id)
          return file ? [evidenceView(file)] : []
        }),
        score: score?.score ?? null,
        comment: score?.comment ?? null,
      }
    }),
  }
}

function itemResource(list: typeof ASSESSMENT_REVIEWS, page: RouteName): ResourceDef {
  return {
    ...describedResource(list),
    page,
    table: 'assessment_items',
    numericKey: true,
    fields: describedFields(list, {
      roundId: { export: false },
      stationId: { width: 16 },
      stationName: { width: 36 },
      operatorId: { width: 12 },
      version: { export: false },
      evidenceJson: { list: false, export: false },
      scoresJson: { list: false, export: false },
    }),
    lookups: describedLookups(list, [OPERATOR_NAME]),
    keyword: { prefix: ['stationId'], contains: ['stationName'] },
    scope: { area: 'areaCode', operator: 'operatorId' },
    defaultSort: ['updateTime', 'desc'],
    detail: ({ db, row }) => itemDetail(db, row),
  }
}

export const UPLOADS = itemResource(ASSESSMENT_UPLOADS, 'station-assessment-upload')
export const EVALUATION_UPLOADS = itemResource(ASSESSMENT_EVALUATION_UPLOADS, 'evaluation-upload')
export const REVIEWS = itemResource(ASSESSMENT_REVIEWS, 'station-assessment-review')
export const RECORDS = itemResource(ASSESSMENT_ITEM_RECORDS, 'staff-station-assessment-records')

export const ASSESSMENT_RESOURCES = [UPLOADS, EVALUATION_UPLOADS, REVIEWS, RECORDS] as const
