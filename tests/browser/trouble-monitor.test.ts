/**
 * 故障监测's summary line follows the query it describes: opened on one alarm from a to-do
 * (`?id=`), 显示全部告警 shows that the list is being asked again — never the one alarm's total as
 * the unconfirmed alarms' — until the list answers, then the new total. Under its map (地图) the
 * list reads nothing on the stream's alarms, and asks once when shown again.
 * Paused, a new alarm stays counted until a read asked after it answers (alarm-notices e2e: a read
 * asked before the pause, answered after the alarm, once cleared the count of an unlisted alarm).
 */
import { expect } from 'chai'
import { afterEach, describe, it } from './mocha'
import { alarm, asked, emit, mapAsked, mountTroubleMonitor } from './trouble-monitor-harness'
import { waitFor } from './waits'

let mounted: ReturnType<typeof mountTroubleMonitor> | undefined
afterEach(() => {
  mounted?.unmount()
  mounted = undefined
})

const summary = () => mounted?.shadow.querySelector('.evc-alarm-summary') as HTMLElement | null
const said = () => summary()?.textContent ?? ''

describe('故障监测 summary', () => {
  it('says the list is being asked after 显示全部告警, not the one alarm’s total, until it answers', async () => {
    mounted = mountTroubleMonitor('id=5')
    await waitFor(() => asked.length === 1, 'the one alarm asked for')
    expect(asked[0].filters).to.deep.equal({ id: 5 })
    await waitFor(() => said() === '正在查询告警…', 'the first query shown as running', undefined, said)
    asked[0].answer([alarm(5)], 1)
    await waitFor(() => said() === '只显示链接指向的这一条告警', 'the one alarm', undefined, said)
    const showAll = [...(mounted?.shadow.querySelectorAll('button') ?? [])].find((button) =>
      button.textContent?.includes('显示全部告警'),
    ) as HTMLButtonElement
    showAll.click()
    await waitFor(() => asked.length === 2, 'the unconfirmed alarms asked for')
    expect(asked[1].filters).to.include({ disposal: 'pending,processing,handled', id: undefined })
    // Asked, not answered: the line says so, and shows no number of the earlier query.
    await waitFor(() => said() === '正在查询告警…', 'the query shown as running', undefined, said)
    expect(summary()?.getAttribute('aria-busy')).to.equal('true')
    expect(said()).to.not.match(/\d/)
    asked[1].answer([alarm(5), alarm(6), alarm(7)], 37)
    await waitFor(() => said() === '未确认的告警 37 条，最新的在前', 'the new total', undefined, said)
    expect(summary()?.getAttribute('aria-busy')).to.equal('false')
  })
})

describe('故障监测 under its map', () => {
  const button = (name: string) =>
    [...(mounted?.shadow.querySelectorAll('button') ?? [])].find(
      (one) => one.textContent === name,
    ) as HTMLButtonElement

  it('reads no list while the map is shown, and the list once when it is shown again', async () => {
    mounted = mountTroubleMonitor('')
    await waitFor(() => asked.length === 1, 'the first page asked for')
    asked[0].answer([alarm(5)], 1)
    button('地图').click()
    await waitFor(() => mapAsked.length === 1, 'the map’s stations asked for')
    // A new alarm: the map reads again (the sign that the stream's read has run), the list not.
    expect(emit('alarm', { change: 'raised' })).to.equal(1)
    await waitFor(() => mapAsked.length === 2, 'the map read again on the stream’s alarm')
    expect(asked.length).to.equal(1)
    emit('alarm', { change: 'recovered' })
    await waitFor(() => mapAsked.length === 3, 'the map read again on the next alarm')
    expect(asked.length).to.equal(1)
    // 列表: the list asks once for what changed meanwhile.
    button('列表').click()
    await waitFor(() => asked.length === 2, 'the list asked again when shown')
    expect(asked[1].filters).to.include({ disposal: 'pending,processing,handled' })
    asked[1].answer([alarm(5), alarm(6)], 2)
    await waitFor(() => said() === '未确认的告警 2 条，最新的在前', 'the new total', undefined, said)
    expect(asked.length).to.equal(2)
  })
})

describe('故障监测 paused', () => {
  const button = (name: string) =>
    [...(mounted?.shadow.querySelectorAll('button') ?? [])].find((one) => one.textContent === name) as
      | HTMLButtonElement
      | undefined

  it('keeps counting an alarm raised while a read asked before it runs, and not one a read answers', async () => {
    mounted = mountTroubleMonitor('')
    await waitFor(() => asked.length === 1, 'the first page asked for')
    asked[0].answer([alarm(5)], 1)
    await waitFor(() => button('暂停刷新') !== undefined, 'the pause button')
    // A recovery reads the list again; paused while that read runs, a new alarm comes.
    emit('alarm', { change: 'recovered' })
    await waitFor(() => asked.length === 2, 'the list read again on the recovery')
    button('暂停刷新')?.click()
    await waitFor(() => button('继续刷新') !== undefined, 'paused')
    emit('alarm', { change: 'raised' })
    await waitFor(() => button('1 条新告警') !== undefined, 'the new alarm held and counted')
    // The read was asked before the alarm: its answer may not list it, so the count stays.
    asked[1].answer([alarm(6), alarm(5)], 2)
    await waitFor(() => said() === '未确认的告警 2 条，最新的在前', 'the read answered', undefined, said)
    expect(button('1 条新告警')).to.not.equal(undefined)
    // A read asked after it (the stream's second snapshot: it opened again) lists it: no count.
    emit('snapshot', {})
    emit('snapshot', {})
    await waitFor(() => asked.length === 3, 'the list read again on the new snapshot')
    asked[2].answer([alarm(7), alarm(6), alarm(5)], 3)
    await waitFor(
      () => said() === '未确认的告警 3 条，最新的在前',
      'the later read answered',
      undefined,
      said,
    )
    expect(button('1 条新告警')).to.equal(undefined)
    expect(button('继续刷新')).to.not.equal(undefined)
  })
})
