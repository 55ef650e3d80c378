/**
 * Official documents (issue 42, item 11): a record's 接入证明 or 备案回执, issued on its first
 * print (its serial and verification code fixed from then on), and the public verification a
 * reader of the paper uses.
 */
import { z } from 'zod'
import { defineCall } from './define'

/** A document as printed. */
export const officialDocument = z.object({
  flow: z.string(),
  title: z.string(),
  serial: z.string(),
  /** As printed: XXXX-XXXX-XXXX. */
  code: z.string(),
  applyId: z.string(),
  holder: z.string(),
  operatorName: z.string().nullable(),
  typeLabel: z.string(),
  creditCode: z.string().nullable(),
  issuedAt: z.string(),
  validUntil: z.string().nullable(),
  status: z.string(),
  standing: z.string(),
  /** The issuing platform (settings: platformName). */
  issuer: z.string(),
  /** Who issued it (the 发放 or 审核 step's user). */
  issuerName: z.string(),
  /** The public address that confirms it, under the API prefix. */
  verifyPath: z.string(),
})

export const issueDocument = defineCall({
  method: 'post',
  path: '/universal-services/official-documents/:resource/:applyId',
  summary: '出具（打印）记录的接入证明或备案回执：首次出具时编号与校验码生成，此后不变',
  data: officialDocument,
})

export const verifyDocument = defineCall({
  method: 'get',
  path: '/common/documents/verify',
  summary: '公开核验：证明编号与校验码相符时返回证明的持有人、状态与有效期',
  query: z.strictObject({
    serial: z.string().trim().min(1, '请输入证明编号').max(32, '证明编号不能超过32个字符'),
    code: z.string().trim().min(1, '请输入校验码').max(32, '校验码不能超过32个字符'),
  }),
  data: z.object({
    title: z.string(),
    serial: z.string(),
    holder: z.string(),
    standing: z.string(),
    issuedAt: z.string(),
    validUntil: z.string().nullable(),
    issuer: z.string(),
  }),
})

/** The official documents' calls, for the contract's registry (src/contract/index.ts). */
export const OFFICIAL_DOCUMENT_CALLS = {
  'universal-services.issueDocument': issueDocument,
  'common.verifyDocument': verifyDocument,
} as const
