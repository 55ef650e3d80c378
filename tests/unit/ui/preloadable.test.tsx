// @vitest-environment jsdom
import './dom'
import { render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { preloadable } from '../../../src/ui/preloadable'

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error: error.message }
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children
  }
}

describe('preloadable', () => {
  it('stands its fallback in, given the props, until its code arrives, then shows it', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined
    const Part = preloadable(
      () => new Promise<typeof Greeting>((resolve) => (arrive = resolve)),
      ({ name }) => <p>等待{name}</p>,
    )
    render(<Part name="张三" />)
    expect(screen.getByText('等待张三')).toBeTruthy()
    arrive(Greeting)
    expect(await screen.findByText('你好，张三')).toBeTruthy()
  })

  it('shows a part fetched ahead at its first render, and fetches it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting))
    const Part = preloadable(load, <p>等待</p>)
    await Part.preload()
    await Part.preload()
    const seen: string[] = []
    const { container } = render(<Part name="李四" />)
    seen.push(container.textContent ?? '')
    expect(seen).toEqual(['你好，李四'])
    render(<Part name="王五" />)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('hands a failed load to the error boundary and loads again when mounted again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('加载失败'))
      .mockResolvedValue(Greeting)
    const Part = preloadable(load)
    const first = render(
      <Boundary>
        <Part name="赵六" />
      </Boundary>,
    )
    expect((await screen.findByRole('alert')).textContent).toBe('加载失败')
    first.unmount()
    render(
      <Boundary>
        <Part name="赵六" />
      </Boundary>,
    )
    expect(await screen.findByText('你好，赵六')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
