// @vitest-environment jsdom
import './dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isFirstScreenShown, markFirstScreenShown, useAfterFirstScreen } from '../../../src/ui/firstScreen'
import { LaterDropdown } from '../../../src/ui/LaterDropdown'
import { TableToolbar } from '../../../src/ui/list/TableToolbar'

function Later() {
  return <output aria-label="later">{useAfterFirstScreen() ? 'drawn' : 'waiting'}</output>
}

function More() {
  return (
    <LaterDropdown trigger={['hover', 'click']} menu={{ items: [{ key: 'search', label: '搜索' }] }}>
      <button type="button">更多</button>
    </LaterDropdown>
  )
}

/** Let `ms` of the fake clock pass, with React's updates flushed. */
function pass(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

// One file, one module state: the first screen is shown once, in the middle of these tests.
// Every timer runs on the fake clock (issue 40): the hover delay and the frame's deadline
// (FIRST_SCREEN_AT_LATEST_MS, started by every mount and cancelled by cleanup) pass only when a
// test says so, however slowly the machine imports or renders.
describe('what is drawn after the first screen (issue 14)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('opens a menu whose trigger the pointer entered before the first screen, after the hover delay', () => {
    render(<More />)
    fireEvent.pointerOver(screen.getByRole('button', { name: '更多' }))
    pass(100)
    expect(screen.queryByText('搜索')).toBeNull()
    pass(100)
    expect(screen.getByText('搜索')).toBeTruthy()
    expect(isFirstScreenShown()).toBe(false)
  })

  it('does not open it when the pointer left within the delay', () => {
    render(<More />)
    fireEvent.pointerOver(screen.getByRole('button', { name: '更多' }))
    fireEvent.pointerOut(screen.getByRole('button', { name: '更多' }))
    pass(1000)
    expect(screen.queryByText('搜索')).toBeNull()
  })

  it('opens it on a press before the first screen, and keeps the focus on the trigger drawn again', () => {
    render(<More />)
    const before = screen.getByRole('button', { name: '更多' })
    before.focus()
    fireEvent.click(before)
    pass(0)
    expect(screen.getByText('搜索')).toBeTruthy()
    const after = screen.getByRole('button', { name: '更多' })
    expect(after).not.toBe(before)
    expect(document.activeElement).toBe(after)
  })

  it('waits until the first screen is shown, then draws after the next frame', () => {
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
    // The toolbar's density button shows from the start; its menu is not mounted yet, and the
    // pointer entering it mounts the menu without opening it (density opens on a press only).
    fireEvent.pointerOver(screen.getByRole('button', { name: '密度' }))
    pass(1000)
    expect(screen.queryByText('紧凑')).toBeNull()
    act(() => markFirstScreenShown())
    // Not in the same task: the rows are painted first (a frame, then a task).
    expect(screen.getByLabelText('later').textContent).toBe('waiting')
    pass(50)
    expect(screen.getByLabelText('later').textContent).toBe('drawn')
    fireEvent.click(screen.getByRole('button', { name: '密度' }))
    pass(0)
    expect(screen.getByText('紧凑')).toBeTruthy()
  })

  it('draws at once where the first screen was shown before it mounted', () => {
    render(<Later />)
    expect(screen.getByLabelText('later').textContent).toBe('drawn')
  })
})
