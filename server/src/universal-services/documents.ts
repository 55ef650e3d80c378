/**
 * Official documents (issue 42, item 11): a record's 接入证明 or 备案回执, issued on its first
 * print — serial number and verification code written once (migration 0038) — and the public
 * verification of a printed one (serial and code), which tells its holder, standing and validity.
 * A user prints what they may see: the screen's `<page>/view` and its data scope (detailOf).
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { routeOf } from '../../../src/contract/define'
import { issueDocument, verifyDocument } from '../../../src/contract/official-documents'
import {
  documentStanding,
  normalCode,
  OFFICIAL_DOCUMENTS,
  type OfficialDocumentKind,
  printedCode,
} from '../../../src/core/domain/official-documents'
import { limitRequests, waitText } from '../auth/throttle'
import { writeJournal } from '../db/journal'
import { nextSerial, serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import type { ServerConfig } from '../kernel/config'
import { ApiError, CODES, conflict, fieldError, forbidden } from '../kernel/errors'
import { detailOf, queryContext, type Row } from '../resources'
import { type FlowScreenSpec, flowResource } from '../workflow/resource'
import { UNIVERSAL_SCREENS } from './flows'
import './document-tables'

/** Screens whose records have a document, by resource name. */
const SCREENS = new Map(
  UNIVERSAL_SCREENS.filter((screen) => OFFICIAL_DOCUMENTS[screen.flow.declaration.key]).map((screen) => [
    screen.name,
    screen,
  ]),
)

/** Verification code letters: no 0/O, 1/I/L (read from paper and typed again). */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 12

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')

async function platformName(db: Db): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'platformName')
    .executeTakeFirst()
  return row?.value ?? ''
}

/** The next serial of a kind in a year: prefix, year, five digits (JRZM202600001). */
function nextDocumentSerial(db: Db, kind: OfficialDocumentKind, year: number): Promise<string> {
  return nextSerial(db, {
    table: 'official_documents',
    column: 'serial',
    stem: `${kind.serialPrefix}${year}`,
    digits: 5,
  })
}

/**
 * The step that issued the document (the record's last step into its status): when and by whom —
 * not the record's last release user, whom a later 撤销 replaces.
 */
function issuingStep(record: Row, kind: OfficialDocumentKind, fallback: string) {
  const steps = (record.history as { toStatus: string; time: string; userName: string }[] | undefined) ?? []
  const step = steps.filter((item) => item.toStatus === kind.issuedBy).at(-1)
  return { at: step?.time ?? String(record.updateTime), by: step?.userName ?? fallback }
}

/** China time's year of an ISO time. */
const chinaYear = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).getUTCFullYear()

/** Register the document routes (before the flow routes: their `:resource/:applyId/:action` would take them). */
export function documentRoutes(router: Router): void {
  router.route({
    ...routeOf(issueDocument),
    tag: 'universal-services',
    access: { permission: [...SCREENS.values()].map((screen) => `${screen.page}/view`) },
    journal: 'document.print',
    handler: async ({ db, params, principal, record }) => {
      const screen: FlowScreenSpec | undefined = SCREENS.get(params.resource ?? '')
      if (!screen) throw fieldError('resource', '该类申请没有证明文件')
      if (!principal.resPaths.has(`${screen.page}/view`)) throw forbidden()
      const flow = screen.flow.declaration
      const kind = OFFICIAL_DOCUMENTS[flow.key]
      const context = queryContext(db, principal)
      const row = await detailOf(flowResource(screen), params.applyId ?? '', context).catch(() => {
        throw fieldError('applyId', '申请不存在或无权查看')
      })
      const status = String(row.status)
      if (!kind.statuses.includes(status as never)) throw conflict(`该申请当前状态没有${kind.title}`)
      const applyId = String(row.applyId)
      // The first print issues the document: two at once of one record issue one (issue 43).
      await serializeOn(db, 'official_documents', applyId)
      let stored = await db
        .selectFrom('official_documents')
        .selectAll()
        .where('applyId', '=', applyId)
        .executeTakeFirst()
      if (!stored) {
        const { at, by } = issuingStep(row, kind, principal.user.name)
        stored = {
          applyId,
          kind: flow.key,
          serial: await nextDocumentSerial(db, kind, chinaYear(at)),
          code: newCode(),
          issuedAt: at,
          issuerName: by,
        }
        await db.insertInto('official_documents').values(stored).execute()
      }
      record({ target: `${kind.title} ${stored.serial}（${applyId}）`, after: { serial: stored.serial } })
      const fields = (row.fields as Row | undefined) ?? {}
      return {
        flow: flow.key,
        title: kind.title,
        serial: stored.serial,
        code: printedCode(stored.code),
        applyId,
        holder: String(row.title ?? ''),
        operatorName: (row.operatorName as string | null | undefined) ?? null,
        typeLabel: flow.types.find((type) => type.value === row.type)?.label ?? String(row.type),
        creditCode: typeof fields.uscc === 'string' ? fields.uscc : null,
        issuedAt: stored.issuedAt,
        validUntil: (row.validUntil as string | null) ?? null,
        status,
        standing: documentStanding(status),
        issuer: await platformName(db),
        issuerName: stored.issuerName,
        verifyPath: `/common/documents/verify?serial=${stored.serial}&code=${printedCode(stored.code)}`,
      }
    },
  })

  router.route({
    ...routeOf(verifyDocument),
    tag: 'common',
    access: 'public',
    handler: async ({ db, query, client }) => {
      await limitVerification(db, client.ip, router.deps.config)
      const refused = fieldError('code', '证明编号或校验码不正确，请核对纸面上的编号与校验码')
      const stored = await db
        .selectFrom('official_documents')
        .innerJoin('applications', 'applications.applyId', 'official_documents.applyId')
        .select([
          'official_documents.serial',
          'official_documents.code',
          'official_documents.kind',
          'official_documents.issuedAt',
          'applications.title',
          'applications.status',
          'applications.validUntil',
        ])
        .where('official_documents.serial', '=', query.serial.toUpperCase())
        .executeTakeFirst()
      const typed = Buffer.from(normalCode(query.code))
      if (!stored || typed.length !== stored.code.length || !timingSafeEqual(typed, Buffer.from(stored.code)))
        throw refused
      return {
        title: OFFICIAL_DOCUMENTS[stored.kind]?.title ?? '',
        serial: stored.serial,
        holder: stored.title,
        standing: documentStanding(stored.status),
        issuedAt: stored.issuedAt,
        validUntil: stored.validUntil,
        issuer: await platformName(db),
      }
    },
  })
}

/**
 * The verification's limit per client address (`verifyLimit` per `verifyWindowMs`, on the sign-in
 * throttle's counters, by the server's clock): beyond it 429 until the window ends, the first
 * refusal of a window journaled (`document.verify.limit`, the address as target) — one row per
 * window, however many guesses follow.
 */
async function limitVerification(db: Db, ip: string, config: ServerConfig): Promise<void> {
  const at = now()
  const { refusedUntil, first } = await limitRequests(
    db,
    `verify:${ip}`,
    config.verifyLimit,
    config.verifyWindowMs,
    at,
  )
  if (!refusedUntil) return
  const message = `查验次数过多，请${waitText(at, refusedUntil)}后再试`
  if (first)
    await writeJournal(db, {
      userId: null,
      username: '',
      action: 'document.verify.limit',
      target: `ip:${ip}`,
      ip,
      result: 'failure',
      message,
    })
  throw new ApiError(CODES.tooManyRequests, message)
}
