// @vitest-environment jsdom
import './dom'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { isFirstScreenShown, markFirstScreenShown, useAfterFirstScreen } from '../../../src/ui/firstScreen'
import { TableToolbar } from '../../../src/ui/list/TableToolbar'

function Later() {
  return <output aria-label="later">{useAfterFirstScreen() ? 'drawn' : 'waiting'}</output>
}

// One file, one module state: the first screen is shown once, in the middle of these tests.
describe('what is drawn after the first screen (issue 14)', () => {
  it('waits until the first screen is shown, then draws after the next frame', async () => {
    expect(isFirstScreenShown()).toBe(false)
    render(
      <>
        <Later />
        <TableToolbar
          title="充电站档案"
          onReload={() => undefined}
          density="default"
          onDensityChange={() => undefined}
        />
      </>,
    )
    expect(screen.getByLabelText('later').textContent).toBe('waiting')
    // The toolbar's density button shows from the start; its menu is not mounted yet.
    fireEvent.click(screen.getByRole('button', { name: '密度' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('紧凑')).toBeNull()
    act(() => markFirstScreenShown())
    // Not in the same task: the rows are painted first.
    expect(screen.getByLabelText('later').textContent).toBe('waiting')
    await waitFor(() => expect(screen.getByLabelText('later').textContent).toBe('drawn'))
    fireEvent.click(screen.getByRole('button', { name: '密度' }))
    expect(await screen.findByText('紧凑')).toBeTruthy()
  })

  it('draws at once where the first screen was shown before it mounted', () => {
    render(<Later />)
    expect(screen.getByLabelText('later').textContent).toBe('drawn')
  })
})
