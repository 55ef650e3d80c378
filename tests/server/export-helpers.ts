/** Export jobs as a test reads them: wait for the job, then the rows of its sheet. */
import ExcelJS from 'exceljs'
import { expect } from 'vitest'
import type { ApiClient } from './helpers'

/** The export job once it is done or failed. */
export async function finished(client: ApiClient, id: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const progress = await client.get(`/exports/${id}`)
    if (progress.data.status === 'done' || progress.data.status === 'failed') return progress.data
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('export did not finish')
}

/** The rows of the first sheet of the file at `url`, header row first. */
export async function sheetRows(client: ApiClient, url: string): Promise<unknown[][]> {
  const response = await client.fetch(url)
  expect(response.headers.get('content-type')).toContain('spreadsheetml')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await response.arrayBuffer())
  const rows: unknown[][] = []
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}
