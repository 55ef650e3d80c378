// @vitest-environment jsdom
import './dom'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DeferredInputsGate, deferred } from '../../../src/ui/fields/deferred'

function Picker({ placeholder }: { placeholder?: string }) {
  return <output aria-label="picker">{placeholder}</output>
}

describe('heavy inputs loaded on demand', () => {
  it('stands a disabled input in for the widget while the gate is closed, then loads it', async () => {
    let loads = 0
    const Deferred = deferred(async () => {
      loads += 1
      return { default: Picker }
    })
    const view = render(
      <DeferredInputsGate open={false}>
        <Deferred placeholder="请选择" />
      </DeferredInputsGate>,
    )
    const standIn = screen.getByPlaceholderText('请选择') as HTMLInputElement
    expect(standIn.disabled).toBe(true)
    expect(loads).toBe(0)

    view.rerender(
      <DeferredInputsGate open>
        <Deferred placeholder="请选择" />
      </DeferredInputsGate>,
    )
    expect((await screen.findByLabelText('picker')).textContent).toBe('请选择')
    expect(screen.queryByPlaceholderText('请选择')).toBeNull()
    expect(loads).toBe(1)
  })

  it('loads at once outside a gate (dialogs and forms)', async () => {
    const Deferred = deferred(async () => ({ default: Picker }))
    render(<Deferred placeholder="x" />)
    expect((await screen.findByLabelText('picker')).textContent).toBe('x')
  })
})
