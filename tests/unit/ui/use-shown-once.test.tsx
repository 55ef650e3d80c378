// @vitest-environment jsdom
import './dom'
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useShownOnce } from '../../../src/ui/useShownOnce'

describe('useShownOnce', () => {
  it('is false until shown, then true for good', () => {
    const { result, rerender } = renderHook(({ shown }) => useShownOnce(shown), {
      initialProps: { shown: false },
    })
    expect(result.current).toBe(false)
    rerender({ shown: true })
    expect(result.current).toBe(true)
    rerender({ shown: false })
    expect(result.current).toBe(true)
  })

  it('is true at once when shown from the start', () => {
    const { result } = renderHook(() => useShownOnce(true))
    expect(result.current).toBe(true)
  })
})
