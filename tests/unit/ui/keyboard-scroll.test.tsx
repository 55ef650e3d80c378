// @vitest-environment jsdom
import './dom'
import { render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useKeyboardScroll } from '../../../src/ui/useKeyboardScroll'

/** A ResizeObserver that counts the observers made and the elements they watch. */
function countingObserver() {
  const made: Element[] = []
  let disconnected = 0
  class Counting {
    observe(element: Element) {
      made.push(element)
    }
    unobserve() {}
    disconnect() {
      disconnected += 1
    }
  }
  vi.stubGlobal('ResizeObserver', Counting)
  return { made, disconnected: () => disconnected }
}

/** A region whose content is taller than it, scrolling (jsdom lays nothing out: sizes are set). */
function scrolling(region: HTMLElement) {
  Object.defineProperty(region, 'scrollHeight', { configurable: true, value: 400 })
  Object.defineProperty(region, 'clientHeight', { configurable: true, value: 100 })
}

function Detail({ shown, label, tick }: { shown: boolean; label: string; tick: number }) {
  const ref = useRef<HTMLDivElement>(null)
  useKeyboardScroll(ref, label)
  return shown ? (
    <div ref={ref} data-tick={tick}>
      <div
        className="ant-table-body"
        ref={(node) => {
          if (node) scrolling(node)
        }}
      />
    </div>
  ) : null
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('useKeyboardScroll', () => {
  it('makes one ResizeObserver per element, not one per render', () => {
    const observers = countingObserver()
    const view = render(<Detail shown label="详情" tick={0} />)
    for (let tick = 1; tick <= 5; tick += 1) view.rerender(<Detail shown label="详情" tick={tick} />)
    expect(observers.made).toHaveLength(1)
    view.rerender(<Detail shown={false} label="详情" tick={6} />)
    expect(observers.disconnected()).toBe(1)
    view.rerender(<Detail shown label="详情" tick={7} />)
    expect(observers.made).toHaveLength(2)
    expect(observers.made[1]).not.toBe(observers.made[0])
  })

  it('gives a scrolling region without focusable content a tab stop and a name, taken back once it has some', () => {
    countingObserver()
    const view = render(<Detail shown label="详情" tick={0} />)
    const region = view.container.querySelector('.ant-table-body') as HTMLElement
    expect(region.tabIndex).toBe(0)
    expect(region.getAttribute('role')).toBe('region')
    expect(region.getAttribute('aria-label')).toBe('详情表格')
    // A button arrives in the region: it is reachable through the button, the tab stop goes.
    region.append(document.createElement('button'))
    view.rerender(<Detail shown label="详情" tick={1} />)
    expect(region.hasAttribute('tabindex')).toBe(false)
    expect(region.hasAttribute('role')).toBe(false)
  })
})
