/**
 * Issue 39 item 2: the grantable actions of role management come from the flow declarations. A
 * page's actions beyond view/add/edit/delete/export are exactly the rights its flows' steps need
 * (ALL_FLOWS), so no step is left ungrantable and no action is granted that no step takes.
 */
import { describe, expect, it } from 'vitest'
import { allResPaths } from '../../server/src/auth/actions'
import { ALL_FLOWS } from '../../src/core/domain/flows-all'

const BASE = /\/(view|add|edit|delete|export)$/

describe('grantable actions', () => {
  it("are the base actions and the rights of the flows' steps", () => {
    const pages = new Set(allResPaths().map((path) => path.slice(0, path.indexOf('/'))))
    const stepRights = new Set(
      ALL_FLOWS.flatMap((flow) => flow.transitions.map((step) => step.permission)).filter(
        (right) => !BASE.test(right),
      ),
    )
    const extra = allResPaths().filter((path) => !BASE.test(path))
    expect(new Set(extra)).toEqual(stepRights)
    // Every step's right, base or not, names a grantable page.
    for (const right of stepRights) expect(pages.has(right.slice(0, right.indexOf('/'))), right).toBe(true)
  })

  it('include the rural tagging, moderation and examination steps', () => {
    expect(allResPaths()).toEqual(
      expect.arrayContaining([
        'rural-station-tagging/tag',
        'rural-station-tagging/examine',
        'mobile-evaluate-management/examine',
        'mbo-examine/examine',
      ]),
    )
  })
})
