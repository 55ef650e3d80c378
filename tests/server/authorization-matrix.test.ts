/**
 * Issue 23: the authorization matrix, generated from the routes' declared access. Every route ×
 * (no session, an expired session, a forged cookie, each demo account, accounts holding only one
 * right) answers as its `access` says: 401 without a valid session, 403 without the right (and
 * for a pending forced password change outside its calls), otherwise past the gate. Details of
 * every scoped resource refuse another city's and another operator's ids. A new route is covered
 * without new test code. The escalation paths of item 6 are in escalation.test.ts.
 */
import { randomBytes } from 'node:crypto'
import { OpenAPIHono } from '@hono/zod-openapi'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROUTE_MODULES } from '../../server/src/app'
import { DURING_FORCED_CHANGE, FORCED_CHANGE_MESSAGE } from '../../server/src/auth/forced-change'
import { SESSION_COOKIE } from '../../server/src/auth/sessions'
import { DEMO_OPERATOR_ID } from '../../server/src/db/seed/operators'
import type { RouteInfo } from '../../server/src/http/route-spec'
import { createRouter } from '../../server/src/http/router'
import { defaultConfig } from '../../server/src/kernel/config'
import { RESOURCES } from '../../server/src/resources'
import { userWithRights } from './access-helpers'
import { type ApiClient, DIALECTS, PASSWORDS, type TestServer } from './helpers'
import { signedIn } from './signed-in'

interface Identity {
  name: string
  client: ApiClient
  /** The rights it holds (null: no valid session). */
  rights: ReadonlySet<string> | null
  forcedChange?: boolean
}

/** The declared routes, read from a router built the way the app builds it. */
function declaredRoutes(server: TestServer): RouteInfo[] {
  const router = createRouter(new OpenAPIHono(), {
    db: server.db,
    dialect: server.dialect,
    config: defaultConfig(server.dataDir),
  })
  for (const register of ROUTE_MODULES) register(router)
  return router.routes
}

/** Call a route with placeholder parameters and an empty body; the business code (or HTTP status). */
async function call(client: ApiClient, route: RouteInfo): Promise<{ code: number; msg: string }> {
  const path = `/api${route.path.replace(/:[A-Za-z0-9_]+/g, '999999')}`
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' }
  let body: string | undefined
  if (route.method === 'post') {
    headers['content-type'] =
      route.bodyType === 'json' ? 'application/json' : 'application/x-www-form-urlencoded'
    body = route.bodyType === 'json' ? '{}' : ''
  }
  const response = await client.fetch(path, { method: route.method.toUpperCase(), headers, body })
  // A live stream that let the caller in never ends: its opening is the answer.
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel()
    return { code: response.status, msg: '' }
  }
  const text = await response.text()
  try {
    const parsed = JSON.parse(text)
    return { code: parsed.code, msg: parsed.msg }
  } catch {
    return { code: response.status, msg: '' }
  }
}

/** What the gate must answer: 401, 403 (with a message), or 'pass' (anything but 401/403). */
function expected(route: RouteInfo, identity: Identity): 401 | 403 | 'pass' {
  if (route.access === 'public') return 'pass'
  if (!identity.rights) return 401
  if (identity.forcedChange && !DURING_FORCED_CHANGE.has(route.path)) return 403
  if (route.access === 'session') return 'pass'
  const rights = identity.rights
  return [route.access.permission].flat().some((right) => rights.has(right)) ? 'pass' : 403
}

/**
 * Which identity holds which rights is read by the same queries on both dialects, and what the
 * gate makes of the rights is code: on PostgreSQL the matrix keeps the identities the database
 * refuses or restricts (no session, a forged cookie, an expired session, a pending forced change)
 * and one account whose rights come from a role made in the test; the demo accounts, whose
 * passes run every route's handler, go through it on SQLite (issue 40: the matrix was 6 % of the
 * PostgreSQL half's time). The scoped details, whose filters are SQL by dialect, run on both.
 */
describe.each(DIALECTS)('the authorization matrix on %s', (dialect) => {
  const sqlite = dialect === 'sqlite'
  const { server, admin } = signedIn(dialect, ['admin'])
  let routes: RouteInfo[]
  const identities: Identity[] = []
  beforeAll(async () => {
    routes = declaredRoutes(server)
    const rightsOf = async (client: ApiClient) =>
      new Set<string>(
        (await client.get('/user_info')).data.auths.map((auth: { resPath: string }) => auth.resPath),
      )
    identities.push({ name: 'no session', client: server.client(), rights: null })
    const forged = server.client()
    forged.cookies.set(SESSION_COOKIE, randomBytes(32).toString('base64url'))
    identities.push({ name: 'forged cookie', client: forged, rights: null })
    const expired = await server.client().signIn('stale', PASSWORDS.stale)
    await server.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.cookies.get(SESSION_COOKIE) as string)
      .execute()
    identities.push({ name: 'expired session', client: expired, rights: null })
    const demo: readonly (keyof typeof PASSWORDS)[] = sqlite
      ? ['admin', 'tianjin', 'operator', 'stale', 'newuser']
      : ['newuser']
    for (const name of demo) {
      const client = await server.client().signIn(name, PASSWORDS[name])
      identities.push({ name, client, rights: await rightsOf(client), forcedChange: name === 'newuser' })
    }
    const only = ['station-archives-management/view', 'sso-role-management/view']
    for (const right of sqlite ? only : only.slice(0, 1)) {
      const { client } = await userWithRights(server, admin, [right])
      identities.push({ name: `only ${right}`, client, rights: await rightsOf(client) })
    }
  }, 180_000)

  it('knows every route and its declared access', () => {
    expect(routes.length).toBeGreaterThan(50)
    for (const route of routes) expect(route.access, route.path).toBeDefined()
  })

  it('answers every route × identity as the route declares', async () => {
    const failures: string[] = []
    // Signing out last: it ends the identity's session.
    const ordered = [...routes].sort(
      (a, b) => Number(a.path === '/new_logout') - Number(b.path === '/new_logout'),
    )
    for (const identity of identities) {
      for (const route of ordered) {
        const want = expected(route, identity)
        const got = await call(identity.client, route)
        const ok = want === 'pass' ? got.code !== 401 && got.code !== 403 : got.code === want
        if (!ok)
          failures.push(
            `${identity.name}: ${route.method.toUpperCase()} ${route.path} → ${got.code} ${got.msg} (want ${want})`,
          )
        if (
          identity.forcedChange &&
          want === 403 &&
          !DURING_FORCED_CHANGE.has(route.path) &&
          got.msg !== FORCED_CHANGE_MESSAGE
        )
          failures.push(`${identity.name}: ${route.path} → "${got.msg}" (want the forced-change message)`)
      }
    }
    expect(failures).toEqual([])
  }, 540_000)

  it("refuses another city's and another operator's records in every scoped detail", async () => {
    // Fresh sessions: the matrix signed every identity out at its end.
    const tianjin = await server.client().signIn('tianjin', PASSWORDS.tianjin)
    const operator = await server.client().signIn('operator', PASSWORDS.operator)
    const failures: string[] = []
    let checked = 0
    for (const [key, def] of RESOURCES) {
      if (!def.scope?.area || def.from) continue
      const keyColumn = def.fields.find((field) => field.name === def.key)?.column ?? def.key
      const pick = async (where: ReturnType<typeof sql>) => {
        const row = await sql<{
          id: string | number
        }>`SELECT ${sql.ref(keyColumn)} AS id FROM ${sql.table(def.table)} WHERE ${where} LIMIT 1`.execute(
          server.db,
        )
        return row.rows[0]?.id
      }
      const area = sql.ref(def.scope.area)
      // 419 (a notice with normal data) counts as seen.
      const detail = async (client: ApiClient, id: string | number) => {
        const { code } = await client.get(`/${key}/${encodeURIComponent(String(id))}`)
        return code === 419 ? 200 : code
      }
      const otherCity = await pick(sql`${area} NOT LIKE '1201%'`)
      const ownCity = await pick(sql`${area} LIKE '1201%'`)
      if (otherCity !== undefined && (await detail(tianjin, otherCity)) === 200)
        failures.push(`tianjin sees ${key}/${otherCity}`)
      if (ownCity !== undefined && (await detail(tianjin, ownCity)) !== 200)
        failures.push(`tianjin cannot see its own ${key}/${ownCity}`)
      if (def.scope.operator) {
        const column = sql.ref(def.scope.operator)
        const otherOperator = await pick(sql`${column} <> ${DEMO_OPERATOR_ID}`)
        if (otherOperator !== undefined && (await detail(operator, otherOperator)) === 200)
          failures.push(`operator sees ${key}/${otherOperator}`)
      }
      checked += 1
    }
    expect(checked).toBeGreaterThan(5)
    expect(failures).toEqual([])
  }, 360_000)
})
