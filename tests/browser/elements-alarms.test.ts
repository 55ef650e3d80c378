/**
 * New alarms in embedded elements (issue 44 part 3): a single-screen element tells its host of
 * every alarm (`ev-alarm`, `{ id, level }`) and shows a notification only when the host asked
 * (`alarm-notifications`). The platform API and its work stream are the in-page fake of
 * elements-fake-api.ts.
 */
import { expect } from 'chai'
import {
  BUNDLE,
  cleanUp,
  mount,
  openWorkStreams,
  pushStreamEvent,
  screenShown,
  server,
  shadowOf,
  waitFor,
} from './elements-fake-api'
import { afterEach, before, describe, it } from './mocha'

before(async () => {
  await import(/* @vite-ignore */ BUNDLE)
})

afterEach(cleanUp)

const ROUTE = '/archives-management/station-archives-management'
const card = {
  id: 77,
  alarmLevel: 1,
  alarmType: 1,
  alarmCode: 2,
  alarmTime: '2026-12-02T02:00:00.000Z',
  stationId: 'S1',
  stationName: '测试站',
  connectorId: 'C1',
}

describe('alarms in a single-screen element', () => {
  it('tell the host either way, and show a notification only where the host asked', async () => {
    server.signedIn = true
    const quiet = mount('ev-screen', { route: ROUTE })
    const asked = mount('ev-screen', { route: ROUTE, 'alarm-notifications': 'true' })
    const told: { target: EventTarget | null; detail: unknown }[] = []
    document.addEventListener('ev-alarm', (event) =>
      told.push({ target: event.target, detail: (event as CustomEvent).detail }),
    )
    await waitFor(() => screenShown(quiet) && screenShown(asked), 'both screens')
    await waitFor(() => openWorkStreams().length === 2, 'both work streams open')
    pushStreamEvent('alarm', card)
    await waitFor(() => told.length === 2, 'ev-alarm from both elements')
    expect(told.map((event) => event.target)).to.have.members([quiet, asked])
    expect(told[0].detail).to.deep.equal({ id: 77, level: 1 })
    const notice = (element: HTMLElement) => shadowOf(element).querySelector('[data-testid="alarm-77"]')
    await waitFor(() => !!notice(asked), 'the notification where asked')
    expect(notice(asked)?.textContent).to.contain('人身安全级')
    // The quiet element's ev-alarm came with the other's (one stream event): it shows nothing.
    expect(notice(quiet)).to.equal(null)
    expect(shadowOf(quiet).querySelector('[data-testid^="alarm-"]')).to.equal(null)
  })

  it('keep their work stream open when a notification shows, so the next alarm is told too', async () => {
    server.signedIn = true
    const asked = mount('ev-screen', { route: ROUTE, 'alarm-notifications': 'true' })
    const told: number[] = []
    document.addEventListener('ev-alarm', (event) =>
      told.push((event as CustomEvent<{ id: number }>).detail.id),
    )
    await waitFor(() => screenShown(asked), 'the screen')
    await waitFor(() => openWorkStreams().length === 1, 'its work stream open')
    const [stream] = openWorkStreams()
    pushStreamEvent('alarm', card)
    await waitFor(() => !!shadowOf(asked).querySelector('[data-testid="alarm-77"]'), 'the first notification')
    // The notification shown, the stream that told it is still the one open: an alarm sent down
    // it now is told (a stream closed and opened again missed what came in between).
    expect(openWorkStreams()).to.deep.equal([stream])
    pushStreamEvent('alarm', { ...card, id: 78, alarmLevel: 2 })
    await waitFor(() => told.includes(78), 'ev-alarm of the second alarm')
    expect(told).to.deep.equal([77, 78])
  })
})
