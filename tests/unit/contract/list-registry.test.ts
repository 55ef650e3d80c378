/**
 * Issue 39: the list descriptions are gathered by a glob (src/contract/lists/titles.ts), their
 * keys typed by declaration merging (`ListRegistry`, src/contract/lists/describe.ts). A
 * description without its registry entry fails tsc (`describeList` takes registered keys only);
 * here an entry without its description fails, and one whose description is another list's.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ListRegistry } from '../../../src/contract/lists/describe'
import { ALL_LISTS, areaLists, isFlowList, TITLES } from '../../../src/contract/lists/titles'

const ROOT = join(__dirname, '../../../src/contract/lists')

/** The keys each description's file registers, read from its `interface ListRegistry` block. */
function registeredKeys(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir.name)).flatMap((file) => {
        const block = /interface ListRegistry \{([^}]*)\}/.exec(
          readFileSync(join(ROOT, dir.name, file), 'utf8'),
        )
        return block ? [...block[1].matchAll(/'([^']+)':/g)].map((match) => match[1]) : []
      }),
    )
}

// Each entry is its own description's type: `'a/b': typeof LIST` with LIST's resource 'a/b' (or
// a union of keys naming it: assessment's four lists share one shape).
type Mismatched = {
  [K in keyof ListRegistry]: K extends ListRegistry[K]['resource'] ? never : K
}[keyof ListRegistry]
const mismatched: [Mismatched] extends [never] ? 'none' : Mismatched = 'none'

describe('list descriptions gathered from their files', () => {
  it('registers every gathered description, and only those (the journal is hand-written)', () => {
    expect(mismatched).toBe('none')
    const gathered = ALL_LISTS.map((list) => list.resource)
    expect(new Set(gathered).size).toBe(gathered.length)
    expect(registeredKeys().sort()).toEqual([...gathered, 'system-management/journal'].sort())
    expect(Object.keys(TITLES)).toEqual(gathered)
  })

  it('keeps a stable order: by key, whatever order the modules’ exports come in', () => {
    const keys = ALL_LISTS.map((list) => list.resource)
    expect(keys).toEqual([...keys].sort())
    expect(areaLists('feedback').map((list) => list.resource)).toEqual([
      'feedback/manager-feedbacks',
      'feedback/operator-feedbacks',
      'feedback/staff-feedbacks',
    ])
  })

  it('names the page and flow of every flow list', () => {
    const flows = ALL_LISTS.filter(isFlowList).map((list) => [list.resource, list.page, list.flow])
    expect(flows).toContainEqual(['universal-services/access-applies', 'access-audit', 'access'])
    expect(flows).toContainEqual(['supervise-services/subsidy-audits', 'supervise-audit', 'subsidy'])
    expect(flows.length).toBeGreaterThanOrEqual(9)
  })
})
