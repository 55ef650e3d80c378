/**
 * What the concurrency tests share (issue 38, item 3): a burst of twenty identical requests sent
 * at once, the tally of their answers, and the server they run on.
 */
import { expect } from 'vitest'
import { type Answer, type DIALECTS, serverWith } from './helpers'

export const BURST = 20

/** Send `BURST` copies of a request at once; none may crash (HTTP 500). */
export async function burst(send: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => send(index)))
  for (const answer of answers) {
    expect(answer.status, answer.msg).toBe(200)
    expect(answer.code, answer.msg).not.toBe(500)
  }
  return answers
}

/** How many answers had each code. */
export const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, { code }) => {
    counts[code] = (counts[code] ?? 0) + 1
    return counts
  }, {})

/** Exactly one accepted; the others refused as the rule says (400 naming the field, or 409). */
export function exactlyOne(answers: Answer[], refusal: 400 | 409 = 400): Answer {
  expect(tally(answers)).toEqual({ 200: 1, [refusal]: BURST - 1 })
  return answers.find((answer) => answer.code === 200) as Answer
}

/**
 * Admin and operator on a server of `dialect`. Twenty uploads of one account at once (the
 * reporting case) pass the cap of uploads in progress per account, which upload-limits.test.ts
 * holds; here each of them must reach its rule.
 */
export const burstServer = (dialect: (typeof DIALECTS)[number]) =>
  serverWith(dialect, ['admin', 'operator'], undefined, { config: { maxUploadsPerUser: BURST } })
