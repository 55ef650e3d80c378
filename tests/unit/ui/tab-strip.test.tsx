// @vitest-environment jsdom
/**
 * The console's tab strip (src/ui/TabStrip.tsx) follows the WAI-ARIA tabs pattern: one tablist,
 * each tab controlling the panel, the chosen tab alone in the tab order, ←/→ (wrapping), Home and
 * End choosing and focusing a tab.
 */
import './dom'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TabStrip, tabIdOf } from '../../../src/ui/TabStrip'

const TABS = [
  { key: 'a', label: '填报任务' },
  { key: 'b', label: '填报情况' },
  { key: 'c', label: '第三' },
] as const

function Bed() {
  const [active, setActive] = useState<'a' | 'b' | 'c'>('a')
  return (
    <>
      <TabStrip id="t" panelId="t-panel" tabs={TABS} active={active} onChange={setActive} />
      <div id="t-panel" role="tabpanel" aria-labelledby={tabIdOf('t', active)}>
        {active}
      </div>
    </>
  )
}

describe('TabStrip', () => {
  it('marks the chosen tab and ties every tab to the panel', () => {
    render(<Bed />)
    const tabs = screen.getAllByRole('tab')
    expect(screen.getByRole('tablist')).toBeTruthy()
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    for (const tab of tabs) expect(tab.getAttribute('aria-controls')).toBe('t-panel')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0].id)
  })

  it('moves with the arrow keys, Home and End, choosing and focusing the tab', () => {
    render(<Bed />)
    const tab = (name: string) => screen.getByRole('tab', { name })
    tab('填报任务').focus()
    fireEvent.keyDown(tab('填报任务'), { key: 'ArrowRight' })
    expect(tab('填报情况').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('填报情况'))
    expect(screen.getByRole('tabpanel').textContent).toBe('b')
    fireEvent.keyDown(tab('填报情况'), { key: 'End' })
    expect(document.activeElement).toBe(tab('第三'))
    fireEvent.keyDown(tab('第三'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('填报任务'))
    fireEvent.keyDown(tab('填报任务'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('第三'))
    fireEvent.keyDown(tab('第三'), { key: 'Home' })
    expect(tab('填报任务').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(tab('第三'))
    expect(screen.getByRole('tabpanel').textContent).toBe('c')
  })
})
