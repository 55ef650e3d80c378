// @vitest-environment jsdom
/**
 * A flow record's page reads the record again when the user's work may have changed (issue 42,
 * noticed on the walk): another user's step reaches the console as the server's work signal
 * (queueChanged), a step on another page of the flow as flowChanged; the page then shows the
 * record's new status and steps instead of offering a step on what it no longer is (a 409).
 */
import './dom'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { flowChanged } from '../../../src/ui/flow/flowClient'
import { queueChanged } from '../../../src/ui/workEvents'
import { flowRecord, showFlowPage } from './flow-page-fixture'

const submitButton = () => screen.queryByRole('button', { name: '提交' })

describe('a flow record’s page told that the work changed', () => {
  afterEach(cleanup)

  it('shows the record as another user’s step left it (the work signal)', async () => {
    const rows = [flowRecord('draft', 2)]
    showFlowPage(rows, ['view', 'edit', 'submit'])
    await waitFor(() => expect(submitButton()).toBeTruthy())
    const pendingShown = screen.getAllByText('待审核').length
    // Submitted meanwhile by a colleague of the same company.
    rows[0] = flowRecord('pending', 3)
    act(() => queueChanged())
    await waitFor(() => expect(submitButton()).toBeNull())
    // Its status tag says so (the history named 待审核 before, as the submission's target).
    expect(screen.getAllByText('待审核').length).toBeGreaterThan(pendingShown)
  })

  it('reads it again after a step on another page of the flow, and keeps it when nothing changed', async () => {
    const rows = [flowRecord('draft', 2)]
    const { calls } = showFlowPage(rows, ['view', 'edit', 'submit'])
    await waitFor(() => expect(submitButton()).toBeTruthy())
    const reads = () => calls.filter((call) => call.method === 'get').length
    const before = reads()
    act(() => flowChanged('enterprise'))
    await waitFor(() => expect(reads()).toBeGreaterThan(before))
    expect(submitButton()).toBeTruthy()
    rows[0] = flowRecord('pending', 3)
    act(() => flowChanged('enterprise'))
    await waitFor(() => expect(submitButton()).toBeNull())
  })
})
