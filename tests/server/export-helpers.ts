/** Export jobs as a test reads them: wait for the job, then the rows of its sheet. */
import ExcelJS from 'exceljs'
import { expect } from 'vitest'
import type { ApiClient } from './helpers'

/**
 * The export job once it is done or failed, polled as the console does. No count of attempts: a
 * worker thread starting beside other work took longer than 200 × 50 ms (issue 40); the test's
 * time limit is the guard.
 */
export async function finished(client: ApiClient, id: string) {
  for (;;) {
    const progress = await client.get(`/exports/${id}`)
    if (progress.data.status === 'done' || progress.data.status === 'failed') return progress.data
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
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
