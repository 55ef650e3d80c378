/** The Hono app: middleware, every route module, the OpenAPI document and static files. */
import { OpenAPIHono } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { IDEMPOTENCY_HEADER } from '../../src/contract/request-keys'
import { accountRoutes } from './account/routes'
import { appearanceRoutes } from './appearance/routes'
import { archivesRoutes } from './archives-management/routes'
import { assessmentRoutes } from './assessment/routes'
import { commonRoutes } from './common/routes'
import { clockRoutes } from './common/test-clock'
import { dataInputRoutes } from './data-input/routes'
import { exportRoutes } from './exports/routes'
import { feedbackRoutes } from './feedback/routes'
import { FLOW_SUBJECTS } from './flow-subjects'
import { clientResolver } from './http/client'
import { compressJson } from './http/compress'
import { envelope, handleError } from './http/envelope'
import type { AppDeps } from './http/route-spec'
import { type AppEnv, createRouter, type Router } from './http/router'
import { securityHeaders } from './http/security'
import { staticFiles } from './http/static'
import { answerTooLarge } from './http/uploads'
import { liveRoutes } from './live/routes'
import { stationPointRoutes } from './live/station-point-routes'
import { mobileRoutes } from './mobile-management/routes'
import { operateSupervisionRoutes } from './operate-supervision/routes'
import { operatingServicesRoutes } from './operating-services/routes'
import { operationSupervisionRoutes } from './operation-supervision/routes'
import { opsServicesRoutes } from './ops-services/routes'
import { reportStatisticsRoutes } from './report-statistics/routes'
import { statsRoutes } from './stats/routes'
import { superviseServicesRoutes } from './supervise-services/routes'
import { systemManagementRoutes } from './system-management/routes'
import { universalServicesRoutes } from './universal-services/routes'
import { queueCountRoutes } from './workflow/queue-counts'
import { workSignalRoutes } from './workflow/work-signal'

/** A module of routes; business areas add theirs to `ROUTE_MODULES`. */
export type RouteModule = (router: Router) => void

/** Every route module of the API, registered in this order. */
export const ROUTE_MODULES: RouteModule[] = [
  accountRoutes,
  commonRoutes,
  systemManagementRoutes,
  exportRoutes,
  archivesRoutes,
  universalServicesRoutes,
  statsRoutes,
  liveRoutes,
  stationPointRoutes,
  operatingServicesRoutes,
  opsServicesRoutes,
  appearanceRoutes,
  clockRoutes,
  mobileRoutes,
  dataInputRoutes,
  superviseServicesRoutes,
  feedbackRoutes,
  assessmentRoutes,
  operationSupervisionRoutes,
  operateSupervisionRoutes,
  reportStatisticsRoutes,
  (router) => queueCountRoutes(router, FLOW_SUBJECTS),
  workSignalRoutes,
]

/** Build the app over open dependencies. */
export function createApp(deps: AppDeps, modules: RouteModule[] = ROUTE_MODULES) {
  const { config } = deps
  const api = new OpenAPIHono<AppEnv>()
  api.onError(handleError)
  if (config.corsOrigins.length) {
    // decisions: Cross-site API — only the configured origins, with credentials.
    api.use(
      '*',
      cors({
        origin: config.corsOrigins,
        credentials: true,
        allowHeaders: ['Content-Type', 'X-Requested-With', IDEMPOTENCY_HEADER],
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        maxAge: 600,
      }),
    )
  }
  api.use('*', compressJson())
  api.use('*', async (c, next) => {
    // Set before the handler, so c.json includes them: set after it, each would copy the
    // finished Response (and @hono/node-server would then build a full one), a third of a
    // user_info's cost. Raw responses (downloads, avatars) set their own.
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    await next()
  })
  const router = createRouter(api, deps)
  // Issue 38, item 7: uploads are limited by their routes' rules as they stream
  // (http/upload-service.ts); the small JSON limit applies to everything else.
  let uploadPaths: RegExp[] | null = null
  const isUpload = (path: string) => {
    uploadPaths ??= router.routes
      .filter((route) => route.upload)
      .map((route) => new RegExp(`${route.path.replace(/[.]/g, '\\.').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`))
    return uploadPaths.some((pattern) => pattern.test(path))
  }
  // Issue 23: the answer must reach the browser before the connection closes (http/uploads.ts).
  const limit = bodyLimit({ maxSize: config.bodyLimitBytes, onError: answerTooLarge })
  api.use('*', async (c, next) => {
    // No body to limit, and asking for one (bodyLimit reads c.req.raw.body) makes
    // @hono/node-server build a full Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || isUpload(c.req.path)) return next()
    return limit(c, next)
  })
  for (const register of modules) register(router)
  // The routes are fixed once registered: the document is built on first request and kept.
  let openapi: unknown
  api.get('/openapi.json', (c) => {
    openapi ??= api.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'ev-console platform API',
        version: '1.0.0',
        description: 'Envelope { code, msg, data }; see docs/api.md.',
      },
    })
    return c.json(openapi)
  })

  const app = new OpenAPIHono<AppEnv>()
  app.onError(handleError)
  // Issue 23, items 4 and 7: the client behind TRUST_PROXY; Referrer-Policy on every answer.
  app.use('*', clientResolver(config.trustProxy), securityHeaders())
  app.route('/api', api)
  // Sub-app notFound handlers do not apply under route(): unknown API paths are answered here.
  app.all('/api/*', (c) => envelope(c, null, 404, '接口不存在'))
  const files = staticFiles(config)
  app.get('*', files)
  app.on('HEAD', '*', files)
  return app
}
