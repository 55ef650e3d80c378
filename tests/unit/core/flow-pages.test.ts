/**
 * Issue 39: a flow list page's sub-pages come from its catalogue row (`{ flow: 'detail' |
 * 'examine', edit? }`), and the row agrees with the page's flow declaration: a detail page always,
 * an examine page where a step of the flow needs `<page>/examine`, an edit page where the flow lets
 * the page edit and the page is not the one its applications are created on (the applicant edits
 * in the list's own form). A new flow screen's row that says otherwise fails here.
 */
import { describe, expect, it } from 'vitest'
import type { FlowDeclaration } from '../../../src/core/domain/flows'
import { SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import { UNIVERSAL_FLOWS } from '../../../src/core/domain/flows-universal'
import { ROUTES } from '../../../src/core/domain/routes'

/** The application flows (defineFlowScreen's). */
const FLOWS: readonly FlowDeclaration[] = [...UNIVERSAL_FLOWS, SUBSIDY_FLOW]

/**
 * Pages whose reviewers take the flow's steps on the detail page (FlowPage: without an examine
 * page of its own, the detail offers the steps): section 2 names no certification-management-examine.
 */
const REVIEWS_ON_DETAIL = new Set(['certification-management'])

/** The flows that name a page in a permission (`<page>/<action>`). */
const flowsOf = (page: string) =>
  FLOWS.filter((flow) =>
    [
      ...flow.transitions.map((step) => step.permission),
      ...flow.edits.map((edit) => edit.permission),
      flow.create?.permission,
    ].some((permission) => permission?.startsWith(`${page}/`)),
  )

const subPages = (page: string) =>
  ROUTES.filter((route) => route.parent && route.name === page && route.flow).map((route) => route.flow)

describe('flow sub-pages', () => {
  const lists = ROUTES.filter((route) => route.flow === 'list')

  it('marks the flow list pages of universal and supervise services', () => {
    expect(lists.map((route) => route.name).sort()).toEqual(
      [
        'access-audit',
        'accessproof-apply',
        'accessproof-record',
        'accessproof-release',
        'certification-management',
        'enterprise-apply',
        'enterprise-record',
        'supervise-apply',
        'supervise-audit',
      ].sort(),
    )
  })

  it.each(lists.map((route) => [route.name]))('gives %s the sub-pages its flow needs', (page) => {
    const flows = flowsOf(page)
    const examines = flows.some((flow) =>
      flow.transitions.some((step) => step.permission === `${page}/examine`),
    )
    const edits = flows.some(
      (flow) =>
        flow.create?.permission !== `${page}/add` &&
        flow.edits.some((edit) => edit.permission === `${page}/edit`),
    )
    expect(subPages(page)).toEqual([
      'detail',
      ...(examines && !REVIEWS_ON_DETAIL.has(page) ? ['examine'] : []),
      ...(edits ? ['edit'] : []),
    ])
  })

  it('reviews on the detail page only where the flow has review steps for the page', () => {
    for (const page of REVIEWS_ON_DETAIL)
      expect(
        flowsOf(page).some((flow) => flow.transitions.some((step) => step.permission === `${page}/examine`)),
      ).toBe(true)
  })
})
