/**
 * The official documents of a record (issue 42, item 11): an issued 接入证明 and the 备案回执 of
 * an approved enterprise filing. Each has a serial number (prefix, year, five digits) and a
 * verification code that anyone can check against the server (`GET /common/documents/verify`).
 */
import type { ApplyStatus } from './enums'

/** One kind of document: what it is called and the statuses of a record that has one. */
export interface OfficialDocumentKind {
  /** The flow whose records have it (FlowDeclaration.key). */
  flow: string
  /** The document's title, as printed. */
  title: string
  /** The row action that prints it. */
  action: string
  /** Serial number prefix: `JRZM2026 00001`. */
  serialPrefix: string
  /** Statuses in which the record has the document. */
  statuses: readonly ApplyStatus[]
  /** The status whose step issued it (its time is the issue date). */
  issuedBy: ApplyStatus
}

/** The documents, keyed by flow. */
export const OFFICIAL_DOCUMENTS: Readonly<Record<string, OfficialDocumentKind>> = {
  accessproof: {
    flow: 'accessproof',
    title: '接入证明',
    action: '打印证明',
    serialPrefix: 'JRZM',
    // An expired or revoked proof still prints; its verification says so.
    statuses: ['issued', 'expired', 'revoked'],
    issuedBy: 'issued',
  },
  enterprise: {
    flow: 'enterprise',
    title: '备案回执',
    action: '打印回执',
    serialPrefix: 'QYBA',
    statuses: ['approved'],
    issuedBy: 'approved',
  },
}

/** What a verification says of a document in a record's status. */
export function documentStanding(status: string): '有效' | '已过期' | '已撤销' | '已失效' {
  if (status === 'issued' || status === 'approved') return '有效'
  if (status === 'expired') return '已过期'
  if (status === 'revoked') return '已撤销'
  return '已失效'
}

/** A verification code as printed: XXXX-XXXX-XXXX. */
export function printedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code
}

/** A typed verification code as stored: dashes and spaces dropped, upper case. */
export function normalCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase()
}
