/**
 * The endpoint table (src/contract/endpoints, written by scripts/endpoints.ts) agrees with the
 * contract: every call is there once with its method, path and body type, and the files are what
 * the script writes today (a contract changed without running it fails here).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENDPOINTS_DIR, endpointSources, tokensOf } from '../../../scripts/endpoints'
import { CONTRACT } from '../../../src/contract/index'

const MODULES = import.meta.glob<Record<string, { method: string; path: string; bodyType?: string }>>(
  '../../../src/contract/endpoints/*.ts',
  { eager: true },
)

const line = (call: { method: string; path: string; bodyType?: string }) =>
  `${call.method} ${call.path} ${call.bodyType ?? 'json'}`

describe('the endpoint table', () => {
  it('holds every call of the contract, with its method, path and body type, and nothing else', () => {
    const table = Object.values(MODULES)
      .flatMap((module) => Object.values(module))
      .map(line)
      .sort()
    const contract = Object.values(CONTRACT).map(line).sort()
    expect(table).toEqual(contract)
  })

  it('is what scripts/endpoints.ts writes from the contract today', async () => {
    // Compared as tokens: the script has biome format what it writes.
    const generated = await endpointSources()
    expect(readdirSync(ENDPOINTS_DIR).sort()).toEqual([...generated.keys()].sort())
    for (const [name, text] of generated)
      expect(
        tokensOf(readFileSync(`${ENDPOINTS_DIR}/${name}`, 'utf8')),
        `${name}: run scripts/endpoints.ts`,
      ).toBe(tokensOf(text))
  })
})
