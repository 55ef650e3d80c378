import './dom'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PopupView } from '../../../src/ui/PopupView'

describe('PopupView', () => {
  it('emits cancel when Escape is pressed', () => {
    const cancel = vi.fn()
    render(
      <PopupView open title="菜单搜索" onCancel={cancel}>
        内容
      </PopupView>,
    )
    const dialog = screen.getByRole('dialog', { name: '菜单搜索' })
    expect(document.activeElement).toBe(dialog)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(cancel).toHaveBeenCalledTimes(1)
  })

  it('emits cancel from its close button and, when asked, from the mask', () => {
    const cancel = vi.fn()
    render(
      <PopupView open title="t" maskClosable onCancel={cancel}>
        x
      </PopupView>,
    )
    fireEvent.click(screen.getByRole('button', { name: '关闭' }))
    fireEvent.click(screen.getByRole('dialog').parentElement as HTMLElement)
    expect(cancel).toHaveBeenCalledTimes(2)
  })

  it('shows nothing while closed and gives focus back when it closes', () => {
    const before = document.createElement('button')
    document.body.append(before)
    before.focus()
    const { rerender } = render(
      <PopupView open onCancel={() => undefined}>
        x
      </PopupView>,
    )
    expect(document.activeElement).not.toBe(before)
    rerender(
      <PopupView open={false} onCancel={() => undefined}>
        x
      </PopupView>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(before)
    before.remove()
  })
})
