import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { defineCall, pageOf, routeOf } from '../../../src/contract/define'
import { callApi, pathOf } from '../../../src/core/call'
import type { HttpClient, RequestConfig } from '../../../src/core/http'

const list = defineCall({
  method: 'get',
  path: '/demo/items',
  summary: '示例列表',
  query: z.strictObject({ pageNum: z.coerce.number(), keyword: z.string().optional() }),
  data: pageOf(z.object({ id: z.number(), name: z.string() })),
})
const step = defineCall({
  method: 'post',
  path: '/demo/items/:id/approve',
  summary: '示例审核',
  body: z.strictObject({ opinion: z.string() }),
  data: z.object({ status: z.string() }),
})

function recordingClient(answer: unknown) {
  const seen: RequestConfig[] = []
  const http = {
    request: async (config: RequestConfig) => {
      seen.push(config)
      return answer
    },
  } as unknown as HttpClient
  return { http, seen }
}

describe('callApi', () => {
  it('sends a GET with the query as parameters and types the answer', async () => {
    const { http, seen } = recordingClient({ list: [], total: 0, pageNum: 1, pageSize: 10 })
    const page = await callApi(http, list, { query: { pageNum: 1, keyword: 'hp' } })
    expectTypeOf(page.list).toEqualTypeOf<{ id: number; name: string }[]>()
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/demo/items',
      params: { pageNum: 1, keyword: 'hp' },
    })
  })

  it('fills path parameters, encoded, and sends the body', async () => {
    const { http, seen } = recordingClient({ status: '审核通过' })
    const answer = await callApi(http, step, { params: { id: 'a/b' }, body: { opinion: '同意' } })
    expectTypeOf(answer).toEqualTypeOf<{ status: string }>()
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/demo/items/a%2Fb/approve',
      body: { opinion: '同意' },
    })
  })

  it('sends by an endpoint that the compiler holds to the call (no schema needed at run time)', async () => {
    const { http, seen } = recordingClient({ status: '审核通过' })
    const answer = await callApi<typeof step>(
      http,
      { method: 'post', path: '/demo/items/:id/approve' },
      { params: { id: 7 }, body: { opinion: '同意' } },
    )
    expectTypeOf(answer).toEqualTypeOf<{ status: string }>()
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/demo/items/7/approve',
      body: { opinion: '同意' },
    })
    // Compile-time checks only (tsc): never run.
    const wrong = () => [
      // @ts-expect-error: a path the call does not have does not compile
      callApi<typeof step>(http, { method: 'post', path: '/demo/items/:id/aprove' }),
      // @ts-expect-error: nor does another method
      callApi<typeof step>(http, { method: 'get', path: '/demo/items/:id/approve' }),
    ]
    expect(wrong).toBeTypeOf('function')
  })

  it('sends a multipart call as form data, files as they are', async () => {
    const upload = defineCall({
      method: 'post',
      path: '/demo/files',
      summary: '示例上传',
      bodyType: 'multipart',
      body: z.object({ file: z.instanceof(File), remark: z.string().optional() }),
      data: z.object({ id: z.number() }),
    })
    const { http, seen } = recordingClient({ id: 1 })
    const file = new File(['x'], 'a.txt')
    await callApi(http, upload, { body: { file, remark: '备注' } })
    const form = seen[0].body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect(form.get('file')).toBeInstanceOf(File)
    expect(form.get('remark')).toBe('备注')
  })

  it('refuses to send a call whose path parameter is missing', () => {
    expect(() => pathOf('/demo/items/:id/approve', {})).toThrow(/missing path parameter id/)
  })
})

describe('routeOf', () => {
  it('gives the router the method, path, schemas and the data schema as the response', () => {
    const route = routeOf(step)
    expect(route).toMatchObject({ method: 'post', path: '/demo/items/:id/approve', summary: '示例审核' })
    expect(route.response).toBe(step.data)
    expect(route.body).toBe(step.body)
    expect(route.call).toBe(step)
  })
})
