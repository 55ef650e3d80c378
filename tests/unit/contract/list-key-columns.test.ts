/**
 * Every list description names its key columns (issue 42 item 15): the columns an officer reads
 * the list for, never hidden by default (src/ui/list/columnWidths.ts: shownByDefault). At least
 * the row's own key, its 状态, its amounts and a review's 审核意见 are among them.
 */
import { describe, expect, it } from 'vitest'
import type { ListDescription } from '../../../src/contract/lists/describe'
import { JOURNAL } from '../../../src/contract/lists/system-management/journal'
import { ALL_LISTS } from '../../../src/contract/lists/titles'

/** Every description: the contract's (gathered from their files) and the journal's. */
const descriptions: readonly ListDescription[] = [...ALL_LISTS, JOURNAL]

/** The columns a list must name among its key columns, whatever its screen (not the detail's). */
const mustBeKey = (list: ListDescription) =>
  Object.entries(list.fields)
    .filter(([, field]) => field.only !== 'param' && field.only !== 'detail')
    .filter(
      ([key, field]) =>
        key === list.key ||
        field.label === '状态' ||
        field.label === '审核意见' ||
        (field.kind === 'money' && /金额/.test(field.label)),
    )
    .map(([key]) => key)

describe('the key columns of every list description', () => {
  it('finds the descriptions', () => {
    expect(descriptions.length).toBeGreaterThan(40)
  })

  for (const list of descriptions) {
    it(`${list.resource} names its key columns`, () => {
      expect(list.keyColumns.length).toBeGreaterThan(0)
      for (const key of list.keyColumns) expect(Object.keys(list.fields), key).toContain(key)
      expect(list.keyColumns).toEqual(expect.arrayContaining(mustBeKey(list)))
    })
  }
})
