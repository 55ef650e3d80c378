/** The official documents table (migration 0038), added to the platform's `Database`. */

/** One issued document: its serial, verification code and when and by whom it was issued. */
export interface OfficialDocumentsTable {
  applyId: string
  /** The flow (OFFICIAL_DOCUMENTS key). */
  kind: string
  serial: string
  /** Stored without dashes, upper case. */
  code: string
  issuedAt: string
  issuerName: string
}

declare module '../db/types' {
  interface Database {
    official_documents: OfficialDocumentsTable
  }
}
