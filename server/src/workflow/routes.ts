/**
 * The calls of an area's flow screens: list, detail and export of each screen's resource (list
 * engine), and create, save and step through the engine. Create, save and step are generic over
 * `:resource` (the contract's paths); the router's `access` admits anyone holding one of the
 * area's write permissions, and the engine then checks the exact `<page>/<action>` the flow
 * declares for that step (api.md: Permissions).
 */

import type { z } from 'zod'
import type { Call } from '../../../src/contract/define'
import { routeOf } from '../../../src/contract/define'
import type { RecordInput } from '../http/route-spec'
import type { Router } from '../http/router'
import { fieldError } from '../kernel/errors'
import { defineResourceRoutes, queryContext } from '../resources'
import { attachmentRoutes } from './attachments'
import { batchRoute } from './batch'
import { createApplication, saveApplication, stepApplication } from './engine'
import type { EngineContext } from './records'
import { type FlowScreenSpec, flowResource } from './resource'

/** The contract's calls an area's flow routes follow. */
export interface FlowCalls {
  create: Call
  save: Call
  step: Call
  /** Multipart: the file (the contract's body schema). */
  upload: Call<undefined, z.ZodType<{ file: File }>>
  file: Call
  /** 批量办理 (issue 41 item 5): the step of each record as `step` takes it. */
  batch: Call
}

/** Register every call of an area's flow screens. */
export function flowRoutes(
  router: Router,
  area: string,
  screens: readonly FlowScreenSpec[],
  calls: FlowCalls,
): void {
  const byName = new Map(screens.map((screen) => [screen.name, screen]))
  const screenOf = (name: string | undefined) => {
    const screen = name ? byName.get(name) : undefined
    if (!screen) throw fieldError('resource', '不支持的申请类别')
    return screen
  }
  const permissions = (pick: (screen: FlowScreenSpec) => string[]) => [...new Set(screens.flatMap(pick))]
  const engine = (
    db: EngineContext['db'],
    principal: EngineContext['principal'],
    record: (input: RecordInput) => void,
  ) => ({ ...queryContext(db, principal), record }) satisfies EngineContext

  // Attachments first: `POST /<area>/attachments` would otherwise be taken for a create.
  attachmentRoutes(router, area, screens, { upload: calls.upload, file: calls.file })
  batchRoute(router, area, screens, calls.batch, stepApplication)
  for (const screen of screens) defineResourceRoutes(router, flowResource(screen))

  router.route({
    ...routeOf(calls.create),
    tag: area,
    access: {
      permission: permissions((screen) =>
        screen.flow.declaration.create ? [screen.flow.declaration.create.permission] : [],
      ),
    },
    journal: 'application.create',
    handler: ({ db, params, body, principal, record }) =>
      createApplication(screenOf(params.resource), body as never, engine(db, principal, record)),
  })

  router.route({
    ...routeOf(calls.save),
    tag: area,
    access: {
      permission: permissions((screen) => screen.flow.declaration.edits.map((edit) => edit.permission)),
    },
    journal: 'application.save',
    handler: ({ db, params, body, principal, record }) =>
      saveApplication(
        screenOf(params.resource),
        params.applyId ?? '',
        body as never,
        engine(db, principal, record),
      ),
  })

  router.route({
    ...routeOf(calls.step),
    tag: area,
    access: {
      permission: permissions((screen) => screen.flow.declaration.transitions.map((step) => step.permission)),
    },
    journal: 'application.step',
    handler: ({ db, params, body, principal, record }) =>
      stepApplication(
        screenOf(params.resource),
        params.applyId ?? '',
        params.action ?? '',
        body as never,
        engine(db, principal, record),
      ),
  })
}
