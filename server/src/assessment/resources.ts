/**
 * The list resources of station assessment (domain.md: Station assessment): each station's
 * assessment within a round, as the operator uploads it (station-assessment-upload and the
 * popup's evaluation-upload: a company user sees only its own), as experts review it, and as
 * staff follow every round (staff-station-assessment-records). The detail adds the year's
 * indicators with each one's evidence and score.
 */
import { type SqlBool, sql } from 'kysely'
import { STAR_LEVELS } from '../../../src/core/domain/enums'
import { ASSESSMENT_STATUS } from '../../../src/core/domain/feedback'
import type { Db } from '../db/types'
import type { ResourceDef, Row } from '../resources'
import { field, OPERATOR_NAME, operatorField, timeField } from '../resources/fields'
import { parseJson } from '../workflow/resource'
import '../feedback/tables'

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

function itemResource(
  name: string,
  page: string,
  title: string,
  statuses: readonly string[] | null,
): ResourceDef {
  return {
    area: AREA,
    name,
    page,
    title,
    table: 'assessment_items',
    key: 'id',
    numericKey: true,
    fields: [
      field('id', '评定编号', { kind: 'int', sortable: true }),
      field('roundId', '评定轮次', { kind: 'int', filter: 'eq', export: false }),
      field('year', '评定年度', { kind: 'int', filter: 'eq', sortable: true }),
      field('stationId', '充电站编号', { filter: 'eq', width: 16 }),
      field('stationName', '充电站名称', { filter: 'contains', width: 36 }),
      operatorField(),
      field('areaCode', '所属区域', { kind: 'area', filter: 'area' }),
      field('status', '状态', {
        filter: 'eq',
        enum: ASSESSMENT_STATUS.filter((item) => !statuses || statuses.includes(item.value)),
      }),
      field('deadline', '提交截止', { sortable: true }),
      timeField('submitTime', '提交时间', { filter: undefined }),
      field('score', '总分', { kind: 'number', filter: 'range', sortable: true }),
      field('stars', '星级', { kind: 'int', filter: 'eq', enum: STAR_LEVELS, sortable: true }),
      field('reviewer', '评审人'),
      timeField('reviewTime', '评审时间', { filter: undefined }),
      timeField('updateTime', '更新时间'),
      field('version', '版本', { kind: 'int', export: false }),
      field('evidenceJson', '佐证材料', { list: false, export: false }),
      field('scoresJson', '分项得分', { list: false, export: false }),
    ],
    lookups: [OPERATOR_NAME],
    keyword: { prefix: ['stationId'], contains: ['stationName'] },
    scope: { area: 'areaCode', operator: 'operatorId' },
    defaultSort: ['updateTime', 'desc'],
    where: () =>
      statuses
        ? sql<SqlBool>`${sql.ref('status')} in (${sql.join(statuses.map((status) => sql`${status}`))})`
        : null,
    detail: ({ db, row }) => itemDetail(db, row),
  }
}

export const UPLOADS = itemResource('uploads', 'station-assessment-upload', '评定材料上传', null)
export const EVALUATION_UPLOADS = itemResource(
  'evaluation-uploads',
  'evaluation-upload',
  '评定材料上传',
  null,
)
export const REVIEWS = itemResource('reviews', 'station-assessment-review', '评定审核', null)
export const RECORDS = itemResource('records', 'staff-station-assessment-records', '评定记录', null)

export const ASSESSMENT_RESOURCES = [UPLOADS, EVALUATION_UPLOADS, REVIEWS, RECORDS] as const
