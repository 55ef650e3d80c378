/**
 * A failed screen load is retried (sections 2 and 8) with the chunk fetched again: the built
 * screen chunk fails (the test server answers 503, web-test-runner.config.mjs), and the
 * rows show after the automatic retry, or after 重试 when every automatic attempt failed.
 * Chromium keeps a failed `import()` of a URL, so only a fresh URL can recover. Screens that are
 * one export of an area's shared chunk (src/ui/screen.ts: screenIn) are picked from the chunk
 * fetched again.
 */
import { expect } from 'chai'
import { BUNDLE, cleanUp, mount, server, shadowOf, waitFor } from './elements-fake-api'
import { afterEach, before, describe, it } from './mocha'

// One row for every list: a swap station, a swap order, an app operator and an enterprise filing,
// each test failing a chunk of its own that no other test here opens (a screen loaded once stays
// loaded; the browser caches chunks).
const ROW = {
  stationId: 'SWAP-RETRY-0001',
  orderNo: 'ORDER-RETRY-0001',
  stationName: '重试站',
  brandName: '重试品牌',
  applyId: 'APPLY-RETRY-0001',
}

/** Make the next `times` requests of a screen's built chunk fail. */
async function failChunk(name: string, times: number): Promise<void> {
  const answer = await fetch(`/__fail-chunk?name=${name}&times=${times}`)
  expect(await answer.text()).to.equal('armed')
}

function screen(route: string) {
  server.signedIn = true
  server.rows = [ROW]
  return mount('ev-screen', { route })
}

/** How many injected failures of a chunk are still to come (0: the chunk was requested and failed). */
const failuresLeft = async (name: string) => (await fetch(`/__fail-chunk-left?name=${name}`)).text()

const shows = (element: HTMLElement, text: string) => (shadowOf(element).textContent ?? '').includes(text)

before(async () => {
  await import(/* @vite-ignore */ BUNDLE)
})

afterEach(cleanUp)

describe('a failed screen load', () => {
  it('is retried automatically with the chunk fetched again, and the rows show', async () => {
    await failChunk('exchange-station-management.screen', 1)
    const element = screen('/archives-management/exchange-station-management')
    await waitFor(() => shows(element, ROW.stationId), 'the station row after the automatic retry')
    expect(shows(element, '页面加载失败')).to.equal(false)
    expect(await failuresLeft('exchange-station-management.screen')).to.equal('0')
  })

  it('shows 页面加载失败 when every attempt failed, and 重试 loads the screen', async () => {
    // Fails more than the automatic attempts (3): the failure is shown with 重试.
    await failChunk('exchange-order-management.screen', 3)
    const element = screen('/archives-management/exchange-order-management')
    await waitFor(() => shows(element, '页面加载失败'), 'the load failure')
    expect(await failuresLeft('exchange-order-management.screen')).to.equal('0')
    retryButton(element).click()
    await waitFor(() => shows(element, ROW.orderNo), 'the order row after 重试')
  })

  // mobile-management's screens are all in one chunk, named mobile-screens.
  it('of a screen picked from an area chunk is retried automatically, and the rows show', async () => {
    await failChunk('mobile-screens', 1)
    const element = screen('/mobile-management/mobile-operator-management')
    await waitFor(() => shows(element, ROW.brandName), 'the operator row after the automatic retry')
    expect(shows(element, '页面加载失败')).to.equal(false)
    expect(await failuresLeft('mobile-screens')).to.equal('0')
  })

  // universal-services' flow pages are in its chunk `screens`, the only chunk of that name this
  // file requests (supervise-services has one too).
  it('of a screen picked from an area chunk shows 页面加载失败 after every attempt, and 重试 loads it', async () => {
    await failChunk('screens', 3)
    const element = screen('/universal-services/enterprise-record')
    await waitFor(() => shows(element, '页面加载失败'), 'the load failure')
    expect(await failuresLeft('screens')).to.equal('0')
    retryButton(element).click()
    await waitFor(() => shows(element, ROW.applyId), 'the filing row after 重试')
  })
})

function retryButton(element: HTMLElement): HTMLButtonElement {
  return [...shadowOf(element).querySelectorAll('button')].find((button) =>
    button.textContent?.includes('重试'),
  ) as HTMLButtonElement
}
