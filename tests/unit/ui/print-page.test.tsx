// @vitest-environment jsdom
/**
 * 打印 waits for the print styles (src/ui/print.ts): the shell's print sheet loads at the first
 * key or pointer press, and a 打印 pressed as the first press on a page opened by its address used
 * to print before it arrived — the side menu, the header and the table cut at the window's height.
 */
import './dom'
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PRINT_CSS } from '../../../src/shell/printStyles'
import { ShellStyles } from '../../../src/shell/ShellStyles'
import { beforeEveryPrint, printPage } from '../../../src/ui/print'

/** What the shell's `<style>` held at each call of window.print(). */
function printsSeeing(container: HTMLElement): string[] {
  const seen: string[] = []
  vi.spyOn(window, 'print').mockImplementation(() => {
    seen.push(container.querySelector('style')?.textContent ?? '')
  })
  return seen
}

afterEach(() => vi.restoreAllMocks())

describe('printPage', () => {
  it('prints once the shell’s print sheet is in its <style>, when 打印 is the first press', async () => {
    const { container } = render(<ShellStyles />)
    expect(container.querySelector('style')?.textContent).not.toContain('@media print')
    const seen = printsSeeing(container)
    await printPage()
    expect(seen).toHaveLength(1)
    expect(seen[0]).toContain(PRINT_CSS)
    // A second print finds the sheet loaded and prints with it again.
    await printPage()
    expect(seen).toHaveLength(2)
    expect(seen[1]).toContain(PRINT_CSS)
  })

  it('waits for every preparation, and prints at once when none is left', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    let ready = () => {}
    const unregister = beforeEveryPrint(() => new Promise<void>((resolve) => (ready = resolve)))
    const printed = printPage()
    await Promise.resolve()
    expect(print).not.toHaveBeenCalled()
    ready()
    await printed
    expect(print).toHaveBeenCalledTimes(1)
    unregister()
    await printPage()
    expect(print).toHaveBeenCalledTimes(2)
  })

  it('still prints when a preparation fails (its chunk did not load)', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const unregister = beforeEveryPrint(() => Promise.reject(new Error('加载失败')))
    await printPage()
    expect(print).toHaveBeenCalledTimes(1)
    unregister()
  })

  it('stops waiting for a shell that is gone', async () => {
    const { container, unmount } = render(<ShellStyles />)
    const seen = printsSeeing(container)
    unmount()
    await printPage()
    expect(seen).toEqual([''])
  })
})
