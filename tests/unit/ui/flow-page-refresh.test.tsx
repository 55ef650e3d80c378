// @vitest-environment jsdom
/**
 * A flow record's page and a flow's list read again when the user's work may have changed (issue
 * 42, noticed on the walk: the page kept the version it opened, and a step on it answered 409
 * "申请已被他人处理或修改"). Another user's step reaches the console as the work signal
 * (queueChanged: watchWorkSignal sends it once per burst), the window's focus counts too.
 * The page draws a newer version only: an opinion being typed stays, an answer overtaken or older
 * than what is shown never takes the page back. The list reads its page again with its keyword,
 * page and selection.
 *
 * No timers here: every fake answer is a promise the test resolves, and what the user sees is
 * awaited with cheap DOM queries (role queries over antd's DOM cost seconds each in jsdom).
 */
import './dom'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ENTERPRISE_APPLIES } from '../../../src/contract/lists/universal-services/enterprise-applies'
import { ENTERPRISE_FLOW } from '../../../src/core/domain/flows-universal'
import { ENTERPRISE_FIELDS } from '../../../src/screens/universal-services/fields'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { defineFlowScreen } from '../../../src/ui/flow/defineFlowScreen'
import { newerOf } from '../../../src/ui/flow/FlowPage'
import { type Application, flowChanged, onFlowWork } from '../../../src/ui/flow/flowClient'
import { ToastProvider } from '../../../src/ui/toasts'
import { queueChanged } from '../../../src/ui/workEvents'
import { fakeData } from './fake-data'
import { EXAMINE_ROUTE, flowRecord, showFlowPage } from './flow-page-fixture'

type Row = Record<string, unknown>

/** The status in the record's card title (the first card: the history's tags are in the second). */
const statusShown = () => document.querySelector('.evc-flow-page .ev-card-head')?.textContent ?? ''
const buttons = () => [...document.querySelectorAll('.evc-flow-page button')].map((item) => item.textContent)
const opinionBox = () => document.querySelector<HTMLTextAreaElement>('.evc-flow-page textarea')
/**
 * Every continuation already queued runs, and what it set is drawn: the fake client answers
 * without I/O or timers, so a read's answer reaches the page through promise continuations only
 * (the held answer, the flow client's `await`, the page's `then`, onFlowWork's queued microtask).
 * Turning the microtask queue over more times than any such chain is long runs them all — no
 * timer, no wall clock: the same on any machine.
 */
const MICROTASK_TURNS = 50
const settle = () =>
  act(async () => {
    for (let turn = 0; turn < MICROTASK_TURNS; turn += 1) await Promise.resolve()
  })

/** A fake `get` whose answers the test gives, one per call, in any order. */
function heldReads() {
  const held: ((row: Row) => void)[] = []
  const get = <T,>() => new Promise<T>((resolve) => held.push((row) => resolve(row as T)))
  return { held, get }
}

describe('a flow record’s page told that the work changed', () => {
  afterEach(cleanup)

  it('shows the record as another user’s step left it: the work signal, the window’s focus', async () => {
    const rows = [flowRecord('draft', 2)]
    const { calls } = showFlowPage(rows, ['view', 'edit', 'submit'])
    await waitFor(() => expect(buttons()).toContain('提交'))
    expect(statusShown()).toContain('草稿')
    // Submitted meanwhile by a colleague of the same company.
    rows[0] = flowRecord('pending', 3)
    act(() => queueChanged())
    await waitFor(() => expect(statusShown()).toContain('待审核'))
    expect(buttons()).not.toContain('提交')
    // Back in this window after it was changed elsewhere: the focus reads it again.
    const reads = calls.filter((call) => call.method === 'get').length
    rows[0] = flowRecord('reviewing', 4)
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    await waitFor(() => expect(statusShown()).toContain('审核中'))
    expect(calls.filter((call) => call.method === 'get')).toHaveLength(reads + 1)
  })

  it('keeps the opinion being typed, through the same version and a newer one', async () => {
    const rows = [flowRecord('pending', 2)]
    const { calls } = showFlowPage(rows, ['view', 'examine'], 'examine', EXAMINE_ROUTE)
    await waitFor(() => expect(buttons()).toContain('受理'))
    fireEvent.change(opinionBox() as HTMLTextAreaElement, { target: { value: '材料齐全，同意' } })
    // The same version again: nothing is drawn again.
    act(() => queueChanged())
    await waitFor(() => expect(calls.filter((call) => call.method === 'get')).toHaveLength(2))
    await settle()
    expect(opinionBox()?.value).toBe('材料齐全，同意')
    // Another examiner accepted it: its new status and steps, the opinion still there.
    rows[0] = flowRecord('reviewing', 3)
    act(() => queueChanged())
    await waitFor(() => expect(buttons()).toContain('审核通过'))
    expect(statusShown()).toContain('审核中')
    expect(opinionBox()?.value).toBe('材料齐全，同意')
  })

  it('never goes back to an older version: an answer overtaken, or older than the page', async () => {
    const reads = heldReads()
    showFlowPage([], ['view', 'examine'], 'examine', EXAMINE_ROUTE, { get: reads.get })
    await waitFor(() => expect(reads.held).toHaveLength(1))
    reads.held[0](flowRecord('pending', 2))
    await waitFor(() => expect(buttons()).toContain('受理'))
    // Two signals at two moments: two reads, the first answering last.
    act(() => queueChanged())
    await waitFor(() => expect(reads.held).toHaveLength(2))
    act(() => queueChanged())
    await waitFor(() => expect(reads.held).toHaveLength(3))
    reads.held[2](flowRecord('approved', 4))
    await waitFor(() => expect(statusShown()).toContain('审核通过'))
    reads.held[1](flowRecord('reviewing', 3))
    await settle()
    expect(statusShown()).toContain('审核通过')
    // A read answering an older version than the one shown (a replica behind the step).
    act(() => queueChanged())
    await waitFor(() => expect(reads.held).toHaveLength(4))
    reads.held[3](flowRecord('reviewing', 3))
    await settle()
    expect(statusShown()).toContain('审核通过')
  })

  it('keeps the shown record unless the read is another record or a newer version', () => {
    const shown = flowRecord('pending', 3) as unknown as Application
    const read = (status: string, version: number) => flowRecord(status, version) as unknown as Application
    expect(newerOf(shown, read('pending', 3))).toBe(shown)
    expect(newerOf(shown, read('draft', 2))).toBe(shown)
    expect(newerOf(shown, read('reviewing', 4))?.status).toBe('reviewing')
    expect(newerOf(null, read('draft', 1))?.status).toBe('draft')
    const other = { ...read('draft', 1), applyId: 'QY2026100509034' }
    expect(newerOf(shown, other)).toBe(other)
  })
})

describe('a flow’s work signal', () => {
  it('reads once for a change of the flow here (which also sends the work signal), again on the focus, never after the end', async () => {
    let reads = 0
    const stop = onFlowWork('enterprise', () => {
      reads += 1
    })
    flowChanged('enterprise')
    await settle()
    expect(reads).toBe(1)
    window.dispatchEvent(new Event('focus'))
    queueChanged()
    await settle()
    expect(reads).toBe(2)
    flowChanged('enterprise')
    stop()
    await settle()
    expect(reads).toBe(2)
  })
})

/** 企业备案申请's list, as the shell mounts it. */
const ApplyList = defineFlowScreen({
  list: ENTERPRISE_APPLIES,
  flow: ENTERPRISE_FLOW,
  fields: ENTERPRISE_FIELDS,
  apply: true,
}).list

const listRow = (index: number, status: string) => ({
  ...flowRecord(status, 1),
  id: `QY20261005${String(index).padStart(5, '0')}`,
  applyId: `QY20261005${String(index).padStart(5, '0')}`,
  title: `备案申请${index}`,
})

describe('a flow’s list told that the work changed', () => {
  afterEach(cleanup)

  it('reads its page again, keeping the keyword, the page and the selection', async () => {
    const rows = Array.from({ length: 15 }, (_, index) => listRow(index + 1, 'draft'))
    const data = fakeData(rows)
    render(
      <ToastProvider>
        <DataClientProvider client={data.client}>
          <ApplyList
            route={{
              path: '/universal-services/enterprise-apply',
              name: 'enterprise-apply',
              title: '企业备案申请',
              area: 'universal-services',
              icon: '',
            }}
            params={{}}
            actions={['view', 'export']}
            authMap={{}}
          />
        </DataClientProvider>
      </ToastProvider>,
    )
    await screen.findByText(String(rows[0].applyId))
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '备案' } })
    fireEvent.click(screen.getByText('查 询'))
    await waitFor(() => expect(data.queries.at(-1)?.query.keyword).toBe('备案'))
    fireEvent.click(screen.getByTitle('2'))
    await waitFor(() => expect(data.queries.at(-1)?.query.pageNum).toBe(2))
    const box = () => document.querySelector<HTMLInputElement>(`input[aria-label="选择 ${rows[10].applyId}"]`)
    await waitFor(() => expect(box()).toBeTruthy())
    fireEvent.click(box() as HTMLInputElement)
    await waitFor(() => expect(box()?.checked).toBe(true))
    const asked = data.queries.length
    // Another user submitted the first row of this page.
    rows[10] = listRow(11, 'pending')
    act(() => queueChanged())
    await waitFor(() => expect(data.queries).toHaveLength(asked + 1))
    expect(data.queries.at(-1)?.query).toEqual(data.queries[asked - 1].query)
    await waitFor(() => expect(document.querySelector('.ant-table-tbody')?.textContent).toContain('待审核'))
    expect(box()?.checked).toBe(true)
  })
})
