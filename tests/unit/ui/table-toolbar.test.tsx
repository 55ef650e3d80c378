// @vitest-environment jsdom
import './dom'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ColumnSettings, ColumnSettingsPanel } from '../../../src/ui/columns/ColumnSettings'
import { type ColumnState, defaultColumns } from '../../../src/ui/columns/columnState'
import { markFirstScreenShown } from '../../../src/ui/firstScreen'
import { type Density, TableToolbar } from '../../../src/ui/list/TableToolbar'

function Harness({ initialToolbar = true }: { initialToolbar?: boolean }) {
  const [density, setDensity] = useState<Density>('default')
  const [shown, setShown] = useState(initialToolbar)
  return (
    <div>
      <output aria-label="density">{density}</output>
      <button type="button" onClick={() => setShown(!shown)}>
        toggle toolbar
      </button>
      {shown && (
        <TableToolbar
          title="充电站档案"
          onReload={() => undefined}
          density={density}
          onDensityChange={setDensity}
        />
      )}
    </div>
  )
}

const densityShown = () => screen.getByLabelText('density').textContent

// The density menu is mounted once the first screen has been shown
// (src/ui/firstScreen.ts); these tests use the toolbar after it, as a user does
// (tests/unit/ui/first-screen.test.tsx: before it).
beforeAll(() => markFirstScreenShown())

describe('table toolbar', () => {
  it('shows the title, the refresh icon, the density menu and the fullscreen toggle', () => {
    const reload = vi.fn()
    render(
      <TableToolbar
        title="充电站档案"
        onReload={reload}
        density="default"
        onDensityChange={() => undefined}
      />,
    )
    expect(screen.getByText('充电站档案')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '刷新' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: '密度' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy()
  })

  it('offers 默认, 中等 and 紧凑 and applies the one picked', async () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: '密度' }))
    expect(await screen.findByText('默认')).toBeTruthy()
    expect(screen.getByText('中等')).toBeTruthy()
    fireEvent.click(screen.getByText('紧凑'))
    expect(densityShown()).toBe('small')
  })

  it('resets the density to default when the toolbar is removed', async () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: '密度' }))
    fireEvent.click(await screen.findByText('中等'))
    expect(densityShown()).toBe('middle')
    fireEvent.click(screen.getByText('toggle toolbar'))
    expect(densityShown()).toBe('default')
  })

  describe('fullscreen', () => {
    let fullscreenElement: Element | null
    const request = vi.fn(async function (this: Element) {
      fullscreenElement = this
      document.dispatchEvent(new Event('fullscreenchange'))
    })
    const exit = vi.fn(async () => {
      fullscreenElement = null
      document.dispatchEvent(new Event('fullscreenchange'))
    })
    beforeEach(() => {
      fullscreenElement = null
      request.mockClear()
      exit.mockClear()
      Object.defineProperty(document, 'fullscreenElement', {
        configurable: true,
        get: () => fullscreenElement,
      })
      Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit })
      Object.defineProperty(Element.prototype, 'requestFullscreen', { configurable: true, value: request })
    })
    afterEach(() => {
      delete (document as { fullscreenElement?: unknown }).fullscreenElement
    })

    it('puts the whole page in fullscreen, then exits', async () => {
      render(
        <TableToolbar
          title="t"
          onReload={() => undefined}
          density="default"
          onDensityChange={() => undefined}
        />,
      )
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '全屏' })))
      expect(request.mock.contexts[0]).toBe(document.documentElement)
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '退出全屏' })))
      expect(exit).toHaveBeenCalledTimes(1)
      expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy()
    })

    it('exits when something else is already fullscreen', async () => {
      fullscreenElement = document.body
      render(
        <TableToolbar
          title="t"
          onReload={() => undefined}
          density="default"
          onDensityChange={() => undefined}
        />,
      )
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '退出全屏' })))
      expect(exit).toHaveBeenCalledTimes(1)
      expect(request).not.toHaveBeenCalled()
    })
  })
})

const COLUMNS = defaultColumns([
  { key: 'stationId', title: '充电站编号' },
  { key: 'stationName', title: '充电站名称' },
  { key: 'stationStatus', title: '站点状态' },
])

function Panel({
  onSave = () => undefined,
  onReset = () => undefined,
}: {
  onSave?: () => void
  onReset?: () => void
}) {
  const [columns, setColumns] = useState<ColumnState[]>(COLUMNS)
  return (
    <>
      <output aria-label="visible">
        {columns
          .filter((column) => column.checked)
          .map((column) => column.key)
          .join(',')}
      </output>
      <ColumnSettings columns={columns} onChange={setColumns} onSave={onSave} onReset={onReset} />
    </>
  )
}

describe('column panel, its content not yet loaded', () => {
  it('opens on hover of the icon and shows its content once loaded (a chunk of its own, issue 14)', async () => {
    render(<Panel />)
    fireEvent.mouseEnter(screen.getByRole('button', { name: '列设置' }))
    expect(screen.getByRole('dialog', { name: '列展示' })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeTruthy())
  })
})

describe('column panel', () => {
  // Its content loaded, as a list has it a moment after its first page (ListScreen: prefetchListParts).
  beforeAll(async () => {
    await ColumnSettingsPanel.preload()
  })
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const icon = () => screen.getByRole('button', { name: '列设置' })
  const panelOpen = () => icon().getAttribute('aria-expanded') === 'true'

  it('opens on hover of the icon and is labelled 列展示 with 重置 and 保存', () => {
    render(<Panel />)
    expect(panelOpen()).toBe(false)
    fireEvent.mouseEnter(icon())
    expect(panelOpen()).toBe(true)
    expect(screen.getByRole('dialog', { name: '列展示' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '重置' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy()
  })

  it('closes 150 ms after the pointer leaves, not before', () => {
    render(<Panel />)
    fireEvent.mouseEnter(icon())
    fireEvent.mouseLeave(icon())
    act(() => vi.advanceTimersByTime(149))
    expect(panelOpen()).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(panelOpen()).toBe(false)
  })

  it('stays open while the pointer moves from the icon onto the panel', () => {
    render(<Panel />)
    fireEvent.mouseEnter(icon())
    fireEvent.mouseLeave(icon())
    act(() => vi.advanceTimersByTime(100))
    const panel = screen.getByRole('dialog', { name: '列展示' })
    fireEvent.mouseEnter(panel)
    act(() => vi.advanceTimersByTime(1000))
    expect(panelOpen()).toBe(true)
    fireEvent.mouseLeave(panel)
    act(() => vi.advanceTimersByTime(150))
    expect(panelOpen()).toBe(false)
  })

  it('keeps the first column checked when select-all is cleared, and shows all when checked', () => {
    render(<Panel />)
    fireEvent.mouseEnter(icon())
    const all = screen.getByRole('checkbox', { name: '列展示' })
    fireEvent.click(all)
    expect(screen.getByLabelText('visible').textContent).toBe('stationId')
    fireEvent.click(all)
    expect(screen.getByLabelText('visible').textContent).toBe('stationId,stationName,stationStatus')
  })

  it('moves a column between the groups with 固定在列首, 固定在列尾 and 不固定', () => {
    render(<Panel />)
    fireEvent.mouseEnter(icon())
    fireEvent.click(screen.getByRole('button', { name: '站点状态 固定在列首' }))
    expect(screen.getByRole('group', { name: '固定在左侧' }).textContent).toContain('站点状态')
    fireEvent.click(screen.getByRole('button', { name: '站点状态 固定在列尾' }))
    expect(screen.getByRole('group', { name: '固定在右侧' }).textContent).toContain('站点状态')
    fireEvent.click(screen.getByRole('button', { name: '站点状态 不固定' }))
    expect(screen.getByRole('group', { name: '不固定' }).textContent).toContain('站点状态')
  })

  it('calls 保存 and 重置', () => {
    const save = vi.fn()
    const reset = vi.fn()
    render(<Panel onSave={save} onReset={reset} />)
    fireEvent.mouseEnter(icon())
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    fireEvent.click(screen.getByRole('button', { name: '重置' }))
    expect(save).toHaveBeenCalledTimes(1)
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('toggles with the keyboard and closes on Escape', () => {
    render(<Panel />)
    fireEvent.click(icon())
    expect(panelOpen()).toBe(true)
    fireEvent.keyDown(screen.getByRole('dialog', { name: '列展示' }), { key: 'Escape' })
    expect(panelOpen()).toBe(false)
  })
})

describe('printing a list (issue 42 item 11)', () => {
  it('offers 打印 in the toolbar, which prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: '打印' }))
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    print.mockRestore()
  })
})
