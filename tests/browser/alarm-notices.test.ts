/**
 * New alarms' notifications (issue 44 part 3): at most three at once (the oldest goes), the host
 * told of every one (`ev-alarm`); one notification per alarm across the user's tabs (two
 * notifiers on the page's BroadcastChannel, as two tabs); 人身安全级 highlighted, kept and sounding;
 * its link opens the alarm; in grey mode the levels differ by icon, weight and border, not colour.
 */
import { setViewport } from '@web/test-runner-commands'
import { expect } from 'chai'
import { alarmNotices } from '../../src/core/alarmNotices'
import { type MountedNotifier, mountNotifier, notice, shownIds } from './alarm-notices-harness'
import { afterEach, describe, it } from './mocha'
import { waitFor } from './waits'

let mounted: MountedNotifier[] = []
afterEach(() => {
  for (const one of mounted) one.unmount()
  mounted = []
  alarmNotices.settings = { enabled: true, sound: true }
})

const mount = async (options: Parameters<typeof mountNotifier>[0] = {}) => {
  const one = await mountNotifier(options)
  mounted.push(one)
  return one
}

describe('alarm notifications', () => {
  it('stack at most three, the newest kept, and tell the host of every alarm', async () => {
    const tab = await mount({ channel: null })
    for (const id of [1, 2, 3, 4, 5]) await tab.notify(notice(id))
    await waitFor(() => shownIds(tab).includes(5), 'the newest shown')
    await waitFor(
      () => shownIds(tab).length === 3,
      'three at most',
      undefined,
      () => String(shownIds(tab)),
    )
    expect([...shownIds(tab)].sort()).to.deep.equal([3, 4, 5])
    expect(tab.emitted).to.deep.equal(
      [1, 2, 3, 4, 5].map((id) => ({ type: 'ev-alarm', detail: { id, level: 2 } })),
    )
  })

  it("sit at the bottom right, never over the page's controls at the top, and leave room to scroll what is beneath", async () => {
    await setViewport({ width: 1440, height: 900 })
    try {
      const tab = await mount({ channel: null, page: true })
      const content = tab.shadow.querySelector('.evc-content') as HTMLElement
      for (const id of [31, 32, 33]) await tab.notify(notice(id))
      await waitFor(() => shownIds(tab).length === 3, 'three shown')
      const controls = (
        tab.shadow.querySelector('[data-testid="controls"]') as HTMLElement
      ).getBoundingClientRect()
      const notices = () => [...tab.shadow.querySelectorAll<HTMLElement>('[data-testid^="alarm-"]')]
      // Settled where they stay (antd moves them in).
      await waitFor(() => notices().every((item) => item.getBoundingClientRect().bottom <= 900))
      for (const item of notices()) {
        const rect = item.getBoundingClientRect()
        expect(rect.top, 'below the controls').to.be.at.least(controls.bottom)
        expect(rect.right, 'at the right').to.be.greaterThan(1440 - 40)
      }
      // The content ends in room as tall as the stack: scrolled to its end, what lies beneath
      // (here the table's end) is above the notifications.
      const stackTop = Math.min(...notices().map((item) => item.getBoundingClientRect().top))
      const table = content.firstElementChild as HTMLElement
      await waitFor(
        () => {
          content.scrollTop = content.scrollHeight
          return table.getBoundingClientRect().bottom <= stackTop
        },
        'room for the stack',
        undefined,
        () => `${table.getBoundingClientRect().bottom} vs ${stackTop}`,
      )
    } finally {
      await setViewport({ width: 800, height: 600 })
    }
  })

  it('show one alarm in one tab only when two tabs receive it', async () => {
    const first = await mount()
    const second = await mount()
    // Both receive the same alarm at the same time; both claims settle (the positive sign).
    await Promise.all([first.notify(notice(21)), second.notify(notice(21))])
    const total = () => shownIds(first).length + shownIds(second).length
    await waitFor(() => total() > 0, 'the alarm shown')
    expect(total()).to.equal(1)
    // A later alarm reaches the second tab first: the first, which hears its claim, skips it.
    await second.notify(notice(22))
    await first.notify(notice(22))
    await waitFor(() => shownIds(second).includes(22), 'shown by the tab that claimed it')
    expect(shownIds(first)).to.not.include(22)
    // Both tabs tell their hosts.
    expect(first.emitted.map((event) => (event.detail as { id: number }).id)).to.deep.equal([21, 22])
    expect(second.emitted.map((event) => (event.detail as { id: number }).id)).to.deep.equal([21, 22])
  })

  it('show nothing when the element does not ask or the user turned 告警提醒 off, but tell the host', async () => {
    const quiet = await mount({ channel: null, show: false })
    await quiet.notify(notice(31))
    alarmNotices.settings = { enabled: false, sound: true }
    const off = await mount({ channel: null })
    await off.notify(notice(32))
    expect(shownIds(quiet)).to.deep.equal([])
    expect(shownIds(off)).to.deep.equal([])
    expect(quiet.emitted).to.have.length(1)
    expect(off.emitted).to.have.length(1)
  })

  it('highlight and sound 人身安全级, and open the alarm from its link', async () => {
    const tab = await mount({ channel: null })
    await tab.notify(notice(41, 1))
    await tab.notify(notice(42, 3))
    await waitFor(() => shownIds(tab).length === 2, 'both shown')
    expect(tab.sounds).to.equal(1)
    const safety = tab.shadow.querySelector('[data-testid="alarm-41"]') as HTMLElement
    expect(safety.getAttribute('role')).to.equal('alert')
    expect(safety.textContent).to.contain('人身安全级 · 急停')
    expect(safety.textContent).to.contain('测试站41')
    const link = [...safety.querySelectorAll('button')].find((button) => button.textContent === '查看告警')
    link?.click()
    expect(tab.opened).to.deep.equal([41])
    // Closed: gone, or leaving (its motion).
    await waitFor(
      () =>
        !safety.isConnected ||
        /leave/.test(safety.parentElement?.className ?? '') ||
        /leave/.test(safety.className),
      'the opened one closed',
      undefined,
      () => `${safety.className} / ${safety.parentElement?.className}`,
    )
    alarmNotices.settings = { enabled: true, sound: false }
    await tab.notify(notice(43, 1))
    expect(tab.sounds).to.equal(1)
  })

  it('keep the levels apart in grey mode by icon, weight and border', async () => {
    const tab = await mount({ channel: null, grey: true })
    await tab.notify(notice(51, 1))
    await tab.notify(notice(52, 2))
    await tab.notify(notice(53, 3))
    await waitFor(() => shownIds(tab).length === 3, 'three shown')
    const look = (id: number) => {
      const card = tab.shadow.querySelector(`[data-testid="alarm-${id}"]`) as HTMLElement
      const title = card.querySelector('.ev-notification-notice-title span') as HTMLElement
      return {
        icon: card.querySelector('.evicon')?.getAttribute('aria-label'),
        weight: getComputedStyle(title).fontWeight,
        border: getComputedStyle(card).borderInlineStartStyle,
      }
    }
    expect(look(51)).to.deep.equal({ icon: 'stop', weight: '700', border: 'double' })
    expect(look(52)).to.deep.equal({ icon: 'warning', weight: '600', border: 'solid' })
    expect(look(53)).to.deep.equal({ icon: 'info-circle', weight: '400', border: 'dashed' })
    // Grey indeed: the notification's layer is in greyscale.
    const layer = tab.shadow
      .querySelector('[data-testid="alarm-51"]')
      ?.closest('.evc-popups > *') as HTMLElement
    expect(getComputedStyle(layer).filter).to.contain('grayscale')
  })
})
