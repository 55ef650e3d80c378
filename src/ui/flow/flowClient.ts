/**
 * The data client of a flow screen: the list engine's calls as they are, and the application
 * calls of the workflow engine (api.md: Workflow step) in the shapes the list machinery sends:
 * a create form's flat values become `{ type, fields }`, an edit becomes `POST …/:applyId/save`,
 * and every step and save carries the version of the application the user saw (optimistic
 * version: the server answers 409 when another user moved it meanwhile). A change tells every
 * screen of the flow, so a list shows the new status without a manual refresh.
 */
import type { DataOf } from '../../contract/define'
import type { saveApplication } from '../../contract/universal-services'
import type { DataCallOptions, DataClient, ListQuery, Page, RecordId } from '../../core/data'
import type { Row } from '../fields/types'
import { onWorkChange, queueChanged } from '../workEvents'

/** An application as the detail call answers it. */
export type Application = DataOf<typeof saveApplication>

const listeners = new Map<string, Set<() => void>>()

/** Call `reload` whenever an application of the flow changed; returns the unsubscribe. */
export function onFlowChange(flow: string, reload: () => void): () => void {
  let set = listeners.get(flow)
  if (!set) {
    set = new Set()
    listeners.set(flow, set)
  }
  set.add(reload)
  return () => set.delete(reload)
}

/**
 * Call `read` whenever the user's work on the flow may have changed: an application of the flow
 * changed on another page of this console (onFlowChange), the server's work signal (another
 * user's step: watchWorkSignal announces a burst once, 300 ms after its first signal) or the
 * window regaining the focus (onWorkChange). What comes at the same moment (flowChanged also
 * announces the work signal) makes one call. Returns the unsubscribe (issue 42, noticed on the walk).
 */
export function onFlowWork(flow: string, read: () => void): () => void {
  let live = true
  let asked = false
  const ask = () => {
    if (asked) return
    asked = true
    queueMicrotask(() => {
      asked = false
      if (live) read()
    })
  }
  const stopFlow = onFlowChange(flow, ask)
  const stopWork = onWorkChange(ask)
  return () => {
    live = false
    stopFlow()
    stopWork()
  }
}

/** Tell the flow's screens that an application changed. */
export function flowChanged(flow: string): void {
  for (const reload of [...(listeners.get(flow) ?? [])]) reload()
  queueChanged()
}

function parseFields(text: unknown): Row {
  try {
    return typeof text === 'string' ? (JSON.parse(text) as Row) : {}
  } catch {
    return {}
  }
}

/** The areas whose contract has the application calls (`/<area>/:resource/:applyId/save`, …). */
const FLOW_AREAS = ['universal-services', 'supervise-services']

/** A flow resource's area (`<area>/<name>`), one of those with application calls. */
export function flowAreaOf(resource: string): string {
  const [area, name] = resource.replace(/^\//, '').split('/')
  if (!FLOW_AREAS.includes(area) || !name) throw new Error(`flowClient: no application calls for ${resource}`)
  return area
}

/** A flow resource's name within its area (`universal-services/<name>`). */
export function flowResourceName(resource: string): string {
  flowAreaOf(resource)
  return resource.replace(/^\//, '').split('/')[1]
}

/** An attachment as the upload answers it. */
export type Attachment = Application['attachments'][number]

/** The flow client: the data client's calls, and the application's attachments. */
export interface FlowClient extends DataClient {
  /**
   * Upload a file (not yet the application's: a save or a step names it), filed under `doc`, a
   * document of the flow's checklist (none: outside it).
   */
  upload: (resource: string, file: File, doc?: string | null) => Promise<Attachment>
  /**
   * Save the application's attachments as `ids` (its fields unchanged), with the version this
   * client last saw of it, which then moves on with the answer (issue 42 item 1: a save beside
   * the client left it stale, and the next step answered 409).
   */
  attach: (resource: string, app: Application, ids: readonly number[]) => Promise<Application>
}

/** What the forms send (create, save, upload): loaded with the first of them, off the list's first screen. */
const forms = () => import('./flowSave')

/** The flow client over a screen's data client. */
export function flowClient(base: DataClient, flow: string, fieldKeys: readonly string[]): FlowClient {
  // The newest version of each application listed or shown (a step names it): a read that a
  // step overtook (a list or a page read again on the work signal) never takes it back.
  const versions = new Map<string, number>()
  const remember = (row: Row) => {
    if (row.applyId === undefined) return
    const id = String(row.applyId)
    const version = Number(row.version)
    if (!(version < (versions.get(id) ?? Number.NEGATIVE_INFINITY))) versions.set(id, version)
  }
  const changed = <T>(result: T): T => {
    remember(result as Row)
    flowChanged(flow)
    return result
  }
  const client: FlowClient = {
    ...base,
    upload: (resource, file, doc) =>
      forms().then((module) => module.uploadFile(base.http, flowAreaOf(resource), file, doc)),
    attach: (resource, app, ids) =>
      client.update<Application>(resource, app.applyId, {
        ...app.fields,
        type: app.type,
        attachmentIds: [...ids],
      }),
    list: async <T>(resource: string, query: ListQuery, options?: DataCallOptions) => {
      const page = await base.list(resource, query, options)
      for (const row of page.list as Row[]) remember(row)
      // The flow's own fields come as JSON text; spread, they fill an edit form opened from the row.
      return {
        ...page,
        list: (page.list as Row[]).map((row) => ({ ...parseFields(row.fieldsJson), ...row })),
      } as unknown as Page<T>
    },
    get: async <T>(resource: string, id: RecordId, options?: DataCallOptions) => {
      const row = await base.get<T>(resource, id, options)
      remember(row as Row)
      return row
    },
    create: async (resource, body, options) => {
      const { applicationBody } = await forms()
      return changed(await base.create(resource, applicationBody(body as Row, fieldKeys), options))
    },
    update: async <T>(resource: string, id: RecordId, body: unknown, options?: DataCallOptions) => {
      // Without a version the server refuses the save (400 缺少版本号), as a stale one gets 409. The
      // version the user saw when saving, before the form code loads.
      const version = versions.get(String(id)) as number
      const { saveApplicationOf } = await forms()
      const at = { area: flowAreaOf(resource), resource: flowResourceName(resource), id }
      return changed(await saveApplicationOf(base.http, at, body as Row, fieldKeys, version, options)) as T
    },
    action: async (resource, id, action, body, options) =>
      changed(
        await base.action(
          resource,
          id,
          action,
          { ...(body as Row), version: versions.get(String(id)) },
          options,
        ),
      ),
  }
  return client
}
