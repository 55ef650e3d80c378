/**
 * The flow client's version map (issue 42 item 1): an attachment saved on the detail page goes
 * through the client, so the step after it names the version the save answered, not the one the
 * page was loaded with (the server's optimistic check answered 409 "申请已被他人处理或修改").
 * A fake server over the real HTTP and data clients holds one application and its version.
 */
import { describe, expect, it } from 'vitest'
import { createDataClient } from '../../../src/core/data'
import { createHttpClient } from '../../../src/core/http'
import { type Application, flowClient } from '../../../src/ui/flow/flowClient'
import { envelope, fakeFetch, type SeenRequest } from '../core/http-fake-fetch'

const RESOURCE = 'universal-services/accessproof-applies'

/** One application on a fake server: every save and step must name its current version. */
function fakeServer() {
  const app = {
    applyId: 'ZM202612010001',
    status: 'draft',
    version: 1,
    type: 'charging',
    fields: { platformName: '津门平台' },
    attachments: [] as { id: number; fileName: string }[],
    history: [],
  }
  const bodies: Record<string, unknown>[] = []
  const answer = (request: SeenRequest) => {
    const path = new URL(request.url, 'http://console.test').pathname
    const body = typeof request.body === 'string' ? (JSON.parse(request.body) as Record<string, unknown>) : {}
    if (request.method === 'POST' && path.endsWith('/attachments'))
      return envelope(200, 'ok', { id: 9, fileName: '营业执照.pdf', fileType: 'pdf', size: 10 })
    if (request.method === 'GET') return envelope(200, 'ok', app)
    bodies.push({ path, ...body })
    if (body.version !== app.version) return envelope(409, '申请已被他人处理或修改，请刷新后重试')
    app.version += 1
    if (path.endsWith('/save'))
      app.attachments = ((body.attachmentIds as number[]) ?? []).map((id) => ({ id, fileName: `${id}` }))
    if (path.endsWith('/submit')) app.status = 'pending'
    return envelope(200, 'ok', app)
  }
  const { fetch } = fakeFetch(answer)
  const http = createHttpClient({ baseURL: '/api', fetch })
  return { data: createDataClient(http), app, bodies }
}

describe('the flow client’s versions', () => {
  it('submits after an attachment saved through it, naming the version the save answered', async () => {
    const server = fakeServer()
    const client = flowClient(server.data, 'accessproof', ['platformName'])
    const loaded = await client.get<Application>(RESOURCE, server.app.applyId)
    const file = await client.upload(RESOURCE, new File(['%PDF-1.4'], '营业执照.pdf'))
    const saved = await client.attach(RESOURCE, loaded, [file.id])
    expect(saved.attachments.map((item) => item.id)).toEqual([9])
    expect(server.bodies[0]).toMatchObject({
      version: 1,
      attachmentIds: [9],
      fields: { platformName: '津门平台' },
    })
    const submitted = await client.action<Application>(RESOURCE, loaded.applyId, 'submit', {})
    expect(submitted.status).toBe('pending')
    expect(server.bodies[1]).toMatchObject({ version: 2 })
  })

  it('carries the attachments a create or edit form names', async () => {
    const server = fakeServer()
    const client = flowClient(server.data, 'accessproof', ['platformName'])
    await client.get(RESOURCE, server.app.applyId)
    await client.update(RESOURCE, server.app.applyId, { platformName: '新平台', attachmentIds: [3, 4] })
    expect(server.bodies[0]).toMatchObject({
      version: 1,
      attachmentIds: [3, 4],
      fields: { platformName: '新平台' },
    })
  })
  it('steps on the newest version it has seen, whatever order the reads answer in', async () => {
    const server = fakeServer()
    server.app.version = 2
    // Two reads of the record (the page read again on the work signal), the older answering last.
    const answers = [{ ...server.app }, { ...server.app, version: 1 }]
    const base = { ...server.data, get: async <T>() => answers.shift() as T }
    const client = flowClient(base, 'accessproof', ['platformName'])
    await client.get(RESOURCE, server.app.applyId)
    await client.get(RESOURCE, server.app.applyId)
    const submitted = await client.action<Application>(RESOURCE, server.app.applyId, 'submit', {})
    expect(server.bodies.at(-1)).toMatchObject({ version: 2 })
    expect(submitted.status).toBe('pending')
  })
})
