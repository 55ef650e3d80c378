/**
 * What a refusal must leave alone, shared by the workflow refusal files (workflow-access.test.ts,
 * workflow-bad-input.test.ts): the applications, their history and files, the stored uploads and
 * the successful journal rows of the block's server.
 */
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { Answer, Session } from './helpers'

export const BASE = '/universal-services'
export const OPERATOR_ID = '687651396'
export const CHINESE = /[\u4e00-\u9fa5]/

/** The refusal checks over the server of `session`. */
export function refusalChecks(session: Session<'admin'>) {
  /** Everything a refusal must leave alone: applications, history, files, successful journal rows. */
  const written = async () => {
    const uploads = join(session.server.dataDir, 'uploads', 'universal-services')
    return {
      applications: await session.server.db
        .selectFrom('applications')
        .selectAll()
        .orderBy('applyId')
        .execute(),
      steps: (await session.server.db.selectFrom('application_steps').select('id').execute()).length,
      files: (await session.server.db.selectFrom('application_files').select('id').execute()).length,
      stored: (await readdir(uploads, { recursive: true }).catch(() => [])).length,
      journal: (
        await session.server.db.selectFrom('journal').select('id').where('result', '=', 'success').execute()
      ).length,
    }
  }

  /** Make the call; it must be refused with `code`, and write nothing. */
  async function refused(call: () => Promise<Answer>, code: number, label: string): Promise<Answer> {
    const before = await written()
    const answer = await call()
    expect(answer.code, `${label}: ${answer.msg}`).toBe(code)
    expect(answer.msg, label).toMatch(CHINESE)
    expect(await written(), label).toEqual(before)
    return answer
  }

  return { written, refused }
}
