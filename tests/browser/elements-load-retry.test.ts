/**
 * A failed screen load is retried (sections 2 and 8) with the chunk fetched again: the built
 * screen chunk fails (the test server answers 503, web-test-runner.config.mjs), and the
 * rows show after the automatic retry, or after 重试 when every automatic attempt failed.
 * Chromium keeps a failed `import()` of a URL, so only a fresh URL can recover.
 */
import { expect } from 'chai'
import { BUNDLE, cleanUp, mount, server, shadowOf, waitFor } from './elements-fake-api'
import { afterEach, before, describe, it } from './mocha'

// One row for every list: a swap station and a swap order, each test failing a screen of its own
// that no other browser test opens (a screen loaded once stays loaded; the browser caches chunks).
const ROW = { stationId: 'SWAP-RETRY-0001', orderNo: 'ORDER-RETRY-0001', stationName: '重试站' }

/** Make the next `times` requests of a screen's built chunk fail. */
async function failChunk(name: string, times: number): Promise<void> {
  const answer = await fetch(`/__fail-chunk?name=${name}&times=${times}`)
  expect(await answer.text()).to.equal('armed')
}

function screen(page: string) {
  server.signedIn = true
  server.rows = [ROW]
  return mount('ev-screen', { route: `/archives-management/${page}` })
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
    await failChunk('exchange-station', 1)
    const element = screen('exchange-station-management')
    await waitFor(() => shows(element, ROW.stationId), 'the station row after the automatic retry')
    expect(shows(element, '页面加载失败')).to.equal(false)
    expect(await failuresLeft('exchange-station')).to.equal('0')
  })

  it('shows 页面加载失败 when every attempt failed, and 重试 loads the screen', async () => {
    // Fails more than the automatic attempts (3): the failure is shown with 重试.
    await failChunk('exchange-order', 3)
    const element = screen('exchange-order-management')
    await waitFor(() => shows(element, '页面加载失败'), 'the load failure')
    expect(await failuresLeft('exchange-order')).to.equal('0')
    const retry = [...shadowOf(element).querySelectorAll('button')].find((button) =>
      button.textContent?.includes('重试'),
    ) as HTMLButtonElement
    retry.click()
    await waitFor(() => shows(element, ROW.orderNo), 'the order row after 重试')
  })
})
