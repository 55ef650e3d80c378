// @vitest-environment jsdom
/**
 * A list's density survives a tab switch (issue 42, item 23; section 2 resets it only when the
 * toolbar is removed): the shell's keep-alive hides a tab's page in React's <Activity>, which runs
 * the toolbar's effect cleanups while the toolbar stays in the page.
 */
import './dom'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Activity, useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { markFirstScreenShown } from '../../../src/ui/firstScreen'
import { type Density, TableToolbar } from '../../../src/ui/list/TableToolbar'

/** A toolbar in a page the keep-alive hides and shows again, as the shell's KeptAliveOutlet does. */
function KeptAlive() {
  const [density, setDensity] = useState<Density>('default')
  const [visible, setVisible] = useState(true)
  return (
    <div>
      <output aria-label="density">{density}</output>
      <button type="button" onClick={() => setVisible(!visible)}>
        switch tab
      </button>
      {/* What the shell's KeepAliveOutlet does to the page of a tab that is left. */}
      <Activity mode={visible ? 'visible' : 'hidden'}>
        <TableToolbar title="t" onReload={() => undefined} density={density} onDensityChange={setDensity} />
      </Activity>
    </div>
  )
}

const densityShown = () => screen.getByLabelText('density').textContent

// The density menu is mounted once the first screen has been shown (src/ui/firstScreen.ts).
beforeAll(() => markFirstScreenShown())

describe('table toolbar in a kept-alive tab', () => {
  it('keeps the density while its tab is hidden by the keep-alive (issue 42, item 23)', async () => {
    render(<KeptAlive />)
    fireEvent.click(screen.getByRole('button', { name: '密度' }))
    fireEvent.click(await screen.findByText('紧凑'))
    expect(densityShown()).toBe('small')
    act(() => fireEvent.click(screen.getByText('switch tab')))
    expect(densityShown()).toBe('small')
    act(() => fireEvent.click(screen.getByText('switch tab')))
    expect(densityShown()).toBe('small')
  })
})
