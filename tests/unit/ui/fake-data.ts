import { callApi } from '../../../src/core/call'
import type { DataClient, ExportStatus, ListQuery } from '../../../src/core/data'
import { ApiError, createHttpClient } from '../../../src/core/http'

/** A fake data client over in-memory rows, recording every call (injected, no module mocking). */
export function fakeData(rows: Record<string, unknown>[], overrides: Partial<DataClient> = {}) {
  const queries: { resource: string; query: ListQuery }[] = []
  const calls: { method: string; args: unknown[] }[] = []
  const record = (method: string, ...args: unknown[]) => calls.push({ method, args })
  const client: DataClient = {
    http: createHttpClient({ fetch: async () => Response.json({ code: 500, msg: 'fake data: no HTTP' }) }),
    list: async <T>(resource: string, query: ListQuery) => {
      queries.push({ resource, query })
      const start = (query.pageNum - 1) * query.pageSize
      return {
        list: rows.slice(start, start + query.pageSize) as T[],
        total: rows.length,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      }
    },
    prefetchList: async (...args: unknown[]) => {
      record('prefetchList', ...args)
      return false
    },
    takeList: () => undefined,
    get: async <T>(resource: string, id: string | number) => {
      record('get', resource, id)
      return (rows.find((row) => String(row.id) === String(id)) ?? {}) as T
    },
    create: async <T>(...args: unknown[]) => {
      record('create', ...args)
      return undefined as T
    },
    update: async <T>(...args: unknown[]) => {
      record('update', ...args)
      return undefined as T
    },
    remove: async (...args: unknown[]) => record('remove', ...args),
    action: async <T>(...args: unknown[]) => {
      record('action', ...args)
      return undefined as T
    },
    startExport: async (...args: unknown[]) => {
      record('startExport', ...args)
      return { id: 7 }
    },
    exportStatus: async (): Promise<ExportStatus> => ({
      status: 'done',
      rows: rows.length,
      total: rows.length,
      url: '/exports/7/file',
      fileName: '充电站档案.xlsx',
      error: null,
    }),
    // Through `http` (a test's own, given among the overrides, answers the calls of the contract).
    call: (call, input, options) => callApi(client.http, call, input, options),
    downloadURL: (url: string) => `/api${url}`,
    operators: async () => [
      { operatorId: 'MA01', operatorName: '特来电' },
      { operatorId: 'MA02', operatorName: '星星充电' },
    ],
    areaCodes: async (parentCode?: string) =>
      parentCode
        ? [
            { code: '120100', name: '市辖区', level: 2 },
            { code: '120101', name: '和平区', level: 3 },
          ]
        : [
            { code: '120000', name: '天津市', level: 1 },
            { code: '130000', name: '河北省', level: 1 },
          ],
    ...overrides,
  }
  return { client, queries, calls }
}

/** A 400 answer with field messages (decisions: Field errors). */
export const badRequest = (data: Record<string, string>) => new ApiError(400, '参数错误', data)
