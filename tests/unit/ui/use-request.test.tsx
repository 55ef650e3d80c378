// @vitest-environment jsdom
import './dom'
import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { Activity, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useRequest } from '../../../src/ui/useRequest'

/** A load that answers `value:<n>` for its n-th call and counts its calls. */
function counted() {
  const calls: AbortSignal[] = []
  const load = (signal: AbortSignal) => {
    calls.push(signal)
    return Promise.resolve(`value:${calls.length}`)
  }
  return { calls, load }
}

function Probe({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const { data } = useRequest(load, [])
  return <output>{data ?? 'none'}</output>
}

function Fresh({ load }: { load: (signal: AbortSignal) => Promise<string> }) {
  const { data } = useRequest(load, [], { fresh: true, initial: 'ahead' })
  return <output>{data}</output>
}

describe('useRequest', () => {
  it('answers, asks again on reload keeping the answer meanwhile, and again when deps change', async () => {
    const { calls, load } = counted()
    const { result, rerender } = renderHook(({ id }) => useRequest(load, [id]), { initialProps: { id: 1 } })
    expect(result.current.loading).toBe(true)
    await waitFor(() => expect(result.current.data).toBe('value:1'))
    result.current.reload()
    await waitFor(() => expect(result.current.data).toBe('value:2'))
    rerender({ id: 2 })
    await waitFor(() => expect(result.current.data).toBe('value:3'))
    expect(calls).toHaveLength(3)
  })

  it('says failed, and waits while not enabled', async () => {
    const { result, rerender } = renderHook(
      ({ enabled }) => useRequest(() => Promise.reject(new Error('no')), [], { enabled }),
      { initialProps: { enabled: false } },
    )
    expect(result.current.loading).toBe(false)
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.data).toBeUndefined()
  })

  it('aborts the call of a request overtaken', async () => {
    const { calls, load } = counted()
    const { result, rerender } = renderHook(({ id }) => useRequest(load, [id]), { initialProps: { id: 1 } })
    rerender({ id: 2 })
    await waitFor(() => expect(result.current.data).toBe('value:2'))
    expect(calls[0].aborted).toBe(true)
  })

  it('does not ask again when a kept-alive page is hidden and shown (section 1)', async () => {
    const { calls, load } = counted()
    const page = (mode: 'visible' | 'hidden'): ReactNode => (
      <Activity mode={mode}>
        <Probe load={load} />
      </Activity>
    )
    const { rerender } = render(page('visible'))
    await screen.findByText('value:1')
    rerender(page('hidden'))
    rerender(page('visible'))
    await screen.findByText('value:1')
    expect(calls).toHaveLength(1)
  })
  it('keeps the answer while other inputs are asked with `keep`, and gives the failure', async () => {
    const answers: Record<number, () => Promise<string>> = {
      1: () => Promise.resolve('one'),
      2: () => Promise.reject(new Error('two')),
    }
    const { result, rerender } = renderHook(
      ({ id }) => useRequest(() => answers[id](), [id], { keep: true }),
      {
        initialProps: { id: 1 },
      },
    )
    await waitFor(() => expect(result.current.data).toBe('one'))
    rerender({ id: 2 })
    expect(result.current.data).toBe('one')
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.data).toBe('one')
    expect((result.current.error as Error).message).toBe('two')
  })

  it('draws an initial answer without a call, then asks when the inputs change', async () => {
    const { calls, load } = counted()
    const { result, rerender } = renderHook(({ id }) => useRequest(load, [id], { initial: 'ahead' }), {
      initialProps: { id: 1 },
    })
    expect(result.current).toMatchObject({ data: 'ahead', loading: false })
    expect(calls).toHaveLength(0)
    rerender({ id: 2 })
    await waitFor(() => expect(result.current.data).toBe('value:1'))
  })

  it('asks again when a kept-alive page is shown again with `fresh`, the initial answer standing once', async () => {
    const { calls, load } = counted()
    const page = (mode: 'visible' | 'hidden'): ReactNode => (
      <Activity mode={mode}>
        <Fresh load={load} />
      </Activity>
    )
    const { rerender } = render(page('visible'))
    await screen.findByText('ahead')
    expect(calls).toHaveLength(0)
    rerender(page('hidden'))
    rerender(page('visible'))
    await screen.findByText('value:1')
    expect(calls).toHaveLength(1)
  })
})
