/**
 * The monthly report as one .xlsx with a sheet per section (issue 19): the section's figures,
 * then each of its groups as a table. Built in the browser with the chart export's ZIP writer
 * (src/ui/chart/xlsx); loaded with the export button's click only.
 */
import { chartSheet } from '../../ui/chart/spec'
import { type Cell, columnName, escapeXml, zipStored } from '../../ui/chart/xlsx'
import type { ReportData } from './report-data'
import { SECTION_CHARTS } from './sections'

const NS = 'http://schemas.openxmlformats.org'

function cellXml(value: Cell, ref: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"><v>${value}</v></c>`
  if (value === null || value === undefined || value === '') return ''
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`
}

function sheetXml(rows: readonly (readonly Cell[])[]): string {
  const lines = rows
    .map(
      (row, index) =>
        `<row r="${index + 1}">${row.map((value, column) => cellXml(value, `${columnName(column)}${index + 1}`)).join('')}</row>`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${NS}/spreadsheetml/2006/main"><cols><col min="1" max="8" width="22" customWidth="1"/></cols><sheetData>${lines}</sheetData></worksheet>`
}

/** The rows of one section's sheet. */
export function sectionRows(report: ReportData, index: number): Cell[][] {
  const section = report.sections[index]
  const rows: Cell[][] = [
    [report.platform],
    [`${report.month} 月度报告`, report.areaName],
    [section.title],
    [],
  ]
  if (section.totals.length) {
    rows.push(['指标', '数值', '单位'])
    for (const figure of section.totals) rows.push([figure.label, figure.value, figure.unit])
    rows.push([])
  }
  for (const spec of SECTION_CHARTS[section.key] ?? []) {
    const sheet = chartSheet(spec, section.groups[spec.group] ?? [])
    rows.push([spec.title], [...sheet.headers], ...sheet.rows.map((row) => [...row]), [])
  }
  return rows
}

/** Save the report as `<platform>月度报告<month>.xlsx`. */
export function downloadReport(report: ReportData): void {
  const sheets = report.sections.map((section, index) => ({
    name: section.title
      .replace(/^[一二三四五六七八九十]+、/, '')
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31),
    xml: sheetXml(sectionRows(report, index)),
  }))
  const overrides = sheets
    .map(
      (_, index) =>
        `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('')
  const types = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="${NS}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`
  const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${NS}/package/2006/relationships"><Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`
  const workbookRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${NS}/package/2006/relationships">${sheets
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
    )
    .join('')}</Relationships>`
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships"><sheets>${sheets
    .map(
      (sheet, index) =>
        `<sheet name="${escapeXml(sheet.name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('')}</sheets></workbook>`
  const bytes = zipStored([
    ['[Content_Types].xml', types],
    ['_rels/.rels', rels],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', workbookRels],
    ...sheets.map((sheet, index) => [`xl/worksheets/sheet${index + 1}.xml`, sheet.xml] as [string, string]),
  ])
  const url = URL.createObjectURL(
    new Blob([bytes as BlobPart], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = `${report.platform}月度报告${report.month}.xlsx`
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
