/**
 * Route definitions: one place that validates input (zod), resolves the session, checks the
 * permission, requires the ajax header on changes, runs changes in a transaction, writes the
 * journal and publishes the route in the OpenAPI document.
 *
 * @example
 * router.route({
 *   method: 'post', path: '/sso/post/api/role/createRole', summary: '新建角色', tag: 'sso',
 *   permission: 'sso-role-management/add', journal: 'role.createRole',
 *   body: z.strictObject({ roleName: z.string().min(1) }),
 *   handler: async ({ db, body, record }) => { ...; record({ target: 'role#1', after: body }) },
 * })
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { z } from 'zod'
import { fileTypesOf } from '../../../src/contract/file-answers'
import { IDEMPOTENCY_HEADER } from '../../../src/contract/request-keys'
import { SSO } from '../../../src/contract/system-management-users'
import { assertPasswordSettled } from '../auth/forced-change'
import { bumpPermissionVersion, type Principal, requirePermission } from '../auth/permissions'
import { writeJournal } from '../db/journal'
import { inTransaction } from '../db/roots'
import type { Db } from '../db/types'
import { ApiError, CODES } from '../kernel/errors'
import { authenticate } from './authenticate'
import { clientOf } from './client'
import { envelope, JsonText } from './envelope'
import { document, openApiPath } from './openapi'
import { claimRequestKey, requestKeyOf } from './request-keys'
import type { Access, AppDeps, RecordInput, RouteInfo, RouteSpec } from './route-spec'
import { receiveUpload } from './upload-service'
import { discardBody } from './uploads'
import { parseInput, parseParams, queryOf, readBody } from './validate'

/** The Hono environment of the app. */
export type AppEnv = { Variables: Record<string, never> }

/** The router feature modules register on. */
export interface Router {
  deps: AppDeps
  /** Every route registered so far, with its declared access (issue 23: authorization matrix). */
  readonly routes: RouteInfo[]
  route<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined, A extends Access>(
    spec: RouteSpec<QS, BS, A>,
  ): void
}

/** Administration calls (section 7): their changes move the permission version. */
export const SSO_PREFIX = `${SSO}/`

/** The ajax header required on changes (api.md: cheap CSRF guard with SameSite cookies). */
export const AJAX_HEADER = 'X-Requested-With'

/**
 * Hold an answer to its contract (config.checkResponses): a handler that drifted from the `data`
 * schema the console is typed against fails loudly in tests instead of misleading the console.
 */
function checkResponse(spec: { method: string; path: string; response?: z.ZodType }, data: unknown): void {
  const issues = fileTypesOf(spec.response) ? fileIssue(spec.response, data) : dataIssues(spec.response, data)
  if (!issues) return
  const message = `answer of ${spec.method.toUpperCase()} ${spec.path} does not match its contract: ${issues}`
  // Loud also in tests, where the error handler stays quiet.
  console.error(`[ev-server] ${message}`)
  throw new Error(message)
}

/** What of a JSON answer differs from its `data` schema (the first five), or undefined. */
function dataIssues(response: z.ZodType | undefined, data: unknown): string | undefined {
  // A pre-serialised answer (user_info) is checked as the console will read it.
  const result = response?.safeParse(data instanceof JsonText ? JSON.parse(data.text) : data)
  if (!result || result.success) return undefined
  return result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`)
    .join('; ')
}

/** A file answer's content type when it is none of its call's (src/contract/file-answers.ts). */
function fileIssue(response: z.ZodType | undefined, data: unknown): string | undefined {
  const types = fileTypesOf(response) ?? []
  const type = data instanceof Response ? data.headers.get('content-type')?.split(';')[0].trim() : undefined
  if (type && types.includes(type)) return undefined
  return `(data): ${type ? `content type ${type}` : 'no file'}, not one of ${types.join(', ')}`
}

/** Create the router over an OpenAPIHono app mounted at `/api`. */
export function createRouter(app: OpenAPIHono<AppEnv>, deps: AppDeps): Router {
  const routes: RouteInfo[] = []
  return {
    deps,
    routes,
    route(spec) {
      const changes = (spec.method === 'post' && !spec.readOnly) || spec.journal !== undefined
      routes.push({
        method: spec.method,
        path: spec.path,
        access: spec.access,
        bodyType: spec.bodyType ?? 'json',
        call: spec.call,
        changes,
        ...(changes ? { action: spec.journal ?? `${spec.method.toUpperCase()} ${spec.path}` } : {}),
        ...(spec.upload ? { upload: true as const } : {}),
      })
      const needsAjax = spec.method === 'post' || spec.journal !== undefined
      const contentType =
        spec.bodyType === 'form'
          ? 'application/x-www-form-urlencoded'
          : spec.bodyType === 'multipart'
            ? 'multipart/form-data'
            : 'application/json'
      if (fileTypesOf(spec.response) && !spec.raw)
        throw new Error(`route ${spec.path}: a file answer is answered raw (its handler makes the Response)`)
      if (spec.bodyType === 'multipart' && !spec.upload)
        throw new Error(`route ${spec.path}: an upload route needs its upload rule (upload-service.ts)`)
      const params = [...spec.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1])
      document(app, {
        method: spec.method,
        path: openApiPath(spec.path),
        summary: spec.summary,
        tag: spec.tag,
        query: spec.query,
        params,
        body: spec.body ? { type: contentType, schema: spec.docBody ?? spec.body } : undefined,
        response: spec.response,
        changes,
      })
      app.on(spec.method.toUpperCase(), spec.path, async (c) => {
        if (needsAjax && c.req.header(AJAX_HEADER) !== 'XMLHttpRequest') {
          throw new ApiError(CODES.forbidden, '非法请求：缺少 X-Requested-With 请求头')
        }
        const client = clientOf(c)
        let principal: Principal | null = null
        let notify419 = false
        if (spec.access !== 'public') {
          ;({ principal, notify419 } = await authenticate(c, deps))
          assertPasswordSettled(principal, spec.path) // issue 23, item 5 (auth/forced-change.ts)
          if (typeof spec.access === 'object')
            requirePermission(principal, ...[spec.access.permission].flat())
        }
        // Issue 43: a change sent again by the proxy is carried out once (http/request-keys.ts).
        const requestKey = changes ? requestKeyOf(c.req.header(IDEMPOTENCY_HEADER)) : null
        const params = parseParams(c.req.param() as Record<string, string>)
        const query = spec.query ? parseInput(spec.query, queryOf(c), 'query') : {}
        // Issue 38, item 7: an upload is streamed to disk within its limit (upload-service.ts);
        // its temporary files go, and so do the kept ones if the change fails, when this ends.
        const who = principal ? `user:${principal.user.id}` : `ip:${client.ip}`
        const upload = spec.upload ? await receiveUpload(c, who, spec.upload, deps.config) : null
        const respond = async () => {
          const raw = upload ? upload.fields : spec.body ? await readBody(c, spec.bodyType) : null
          const body = spec.body ? parseInput(spec.body, raw, 'body') : {}
          // A body nobody reads would stay on a kept-alive connection and break the next request.
          if (!spec.body && spec.method === 'post') await discardBody(c)
          const records: RecordInput[] = []
          const run = (db: Db) =>
            spec.handler({
              c,
              deps,
              db,
              query,
              body,
              params,
              principal,
              client,
              record: (entry: RecordInput) => records.push(entry),
            } as never)
          const journalOf = (entry: RecordInput, result: 'success' | 'failure', message = '') => ({
            userId: entry.userId !== undefined ? entry.userId : (principal?.user.id ?? null),
            username: entry.username ?? principal?.user.username ?? '',
            action: spec.journal ?? `${spec.method.toUpperCase()} ${spec.path}`,
            target: entry.target,
            before: entry.before,
            after: entry.after,
            ip: client.ip,
            result,
            message,
          })
          let data: unknown
          if (!changes) {
            data = await run(deps.db)
          } else {
            try {
              const runAndRecord = async (db: Db) => {
                // The change's first write, in its transaction: it commits or rolls back with it.
                if (requestKey) await claimRequestKey(db, requestKey)
                const result = await run(db)
                // Administration changes may change anyone's grants (see loadPrincipal's cache).
                if (spec.path.startsWith(SSO_PREFIX)) await bumpPermissionVersion(db)
                const entries = records.length ? records : [{ target: spec.path }]
                for (const entry of entries) await writeJournal(db, journalOf(entry, 'success'))
                return result
              }
              data =
                spec.transaction === false
                  ? await runAndRecord(deps.db)
                  : await inTransaction(deps.db, runAndRecord)
            } catch (error) {
              // A refused change is journaled too (result: failure); nothing of it was written.
              if (error instanceof ApiError && (principal || records.length)) {
                const entry = records[0] ?? { target: spec.path }
                await writeJournal(deps.db, journalOf(entry, 'failure', error.message))
              }
              throw error
            }
          }
          // A raw answer is checked where it is a file (its content type); a stream is not.
          if (deps.config.checkResponses && spec.response && (!spec.raw || fileTypesOf(spec.response)))
            checkResponse(spec, data ?? null)
          if (spec.raw) return data as Response
          // decisions: 419 — answered once to the older session, with normal data.
          if (notify419) return envelope(c, data ?? null, CODES.otherDevice, '您的账号已在其他设备登录')
          return envelope(c, data ?? null)
        }
        try {
          const response = await respond()
          await upload?.settle(true)
          return response
        } catch (error) {
          await upload?.settle(false)
          throw error
        }
      })
    },
  }
}
