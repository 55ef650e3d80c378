// @vitest-environment jsdom
import './dom'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FIRST_SCREEN_AT_LATEST_MS,
  isFirstScreenShown,
  useAfterFirstScreen,
} from '../../../src/ui/firstScreen'

function Later() {
  return <output aria-label="later">{useAfterFirstScreen() ? 'drawn' : 'waiting'}</output>
}

// A file of its own: the first screen is shown once per module state, here by the deadline.
describe('the first screen at the latest (issue 14)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('draws what waits when no screen says it was shown, FIRST_SCREEN_AT_LATEST_MS after mounting', () => {
    render(<Later />)
    act(() => {
      vi.advanceTimersByTime(FIRST_SCREEN_AT_LATEST_MS - 1)
    })
    expect(isFirstScreenShown()).toBe(false)
    expect(screen.getByLabelText('later').textContent).toBe('waiting')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(isFirstScreenShown()).toBe(true)
    act(() => {
      vi.advanceTimersByTime(50)
    })
    expect(screen.getByLabelText('later').textContent).toBe('drawn')
  })
})
