/**
 * The watermark of the built elements (issue 21): with the platform setting on, the signed-in
 * user's name and today's date are drawn over the content area, and not with it off; removing or
 * hiding the drawn layer or the wrapper around it (what a user can do from the developer tools)
 * brings it back.
 */
import { expect } from 'chai'
import {
  BUNDLE,
  cleanUp,
  type Element,
  mount,
  screenShown,
  server,
  shadowOf,
  waitFor,
} from './elements-fake-api'
import { afterEach, before, beforeEach, describe, it } from './mocha'

/** What the fake platform's user (elements-fake-api.ts) is called on the watermark: 测试员 (tester). */
const USER = '测试员（tester）'
const day = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** The texts drawn on canvases since the test began (antd draws the watermark on one). */
let drawn: string[] = []
const fillText = CanvasRenderingContext2D.prototype.fillText

before(async () => {
  await import(/* @vite-ignore */ BUNDLE)
})

beforeEach(() => {
  drawn = []
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
    drawn.push(String(text))
    return maxWidth === undefined
      ? fillText.call(this, text, x, y)
      : fillText.call(this, text, x, y, maxWidth)
  }
})

afterEach(async () => {
  CanvasRenderingContext2D.prototype.fillText = fillText
  await cleanUp()
})

const find = (element: Element, selector: string) => shadowOf(element).querySelector<HTMLElement>(selector)
const wrapperOf = (element: Element) => find(element, '.evc-watermark')
/** The drawn layer antd appends to the wrapper: a repeated image of the text. */
const layerOf = (element: Element) =>
  [...(wrapperOf(element)?.children ?? [])].find((node) =>
    (node as HTMLElement).style.backgroundImage.startsWith('url("data:image/png'),
  ) as HTMLElement | undefined
const shown = (node: HTMLElement | undefined | null) =>
  !!node?.isConnected && getComputedStyle(node).display !== 'none' && !node.hidden

/**
 * Two animation frames: antd redraws at most once a frame and drops a change made in the frame
 * of its last redraw (its useRafDebounce), faster than any hand at the developer tools.
 */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

async function watermarked(): Promise<Element> {
  server.signedIn = true
  server.appearance = { greyFrom: null, greyTo: null, watermark: true }
  const element = mount('ev-archives-management')
  await waitFor(() => screenShown(element) && shown(layerOf(element)), 'the screen with its watermark')
  return element
}

describe('the watermark', () => {
  it('draws the user’s name and the date over the content area when the platform has it on', async () => {
    const element = await watermarked()
    await waitFor(() => drawn.includes(USER), `the user’s name to be drawn (drawn: ${drawn.join(', ')})`)
    expect(drawn).to.include(day(new Date()))
    const area = find(element, '.evc-content-area')?.getBoundingClientRect()
    const layer = layerOf(element) as HTMLElement
    expect(JSON.stringify(layer.getBoundingClientRect())).to.equal(JSON.stringify(area))
    // Above the table (antd puts it just under the popups), and clicks go through it.
    const style = getComputedStyle(layer)
    expect(Number(style.zIndex)).to.be.above(0)
    expect(style.pointerEvents).to.equal('none')
    expect(find(element, '.evc-content-area table')).to.not.equal(null)
  })

  it('is not drawn when the platform has it off', async () => {
    server.signedIn = true
    // A grey day in the same answer tells when the platform's settings have arrived.
    server.appearance = { greyFrom: day(new Date()), greyTo: day(new Date()), watermark: false }
    const element = mount('ev-archives-management')
    await waitFor(
      () =>
        screenShown(element) && getComputedStyle(find(element, '.evc-root') as HTMLElement).filter !== 'none',
      'the screen, grey',
    )
    expect(wrapperOf(element)).to.equal(null)
    expect(drawn).to.not.include(USER)
  })

  it('draws its layer again when the layer is removed or hidden with a style', async () => {
    const element = await watermarked()
    const first = layerOf(element) as HTMLElement
    await frames()
    first.remove()
    await waitFor(() => shown(layerOf(element)), 'the layer to come back')
    for (const hide of [
      (layer: HTMLElement) => layer.style.setProperty('display', 'none'),
      (layer: HTMLElement) => layer.style.setProperty('opacity', '0'),
      (layer: HTMLElement) => layer.setAttribute('hidden', ''),
    ]) {
      await frames()
      hide(layerOf(element) as HTMLElement)
      await waitFor(() => {
        const layer = layerOf(element)
        return shown(layer) && getComputedStyle(layer as HTMLElement).opacity === '1'
      }, `the layer to show again after ${hide}`)
    }
  })

  it('puts the wrapper back when it is removed or hidden', async () => {
    const element = await watermarked()
    const area = find(element, '.evc-content-area') as HTMLElement
    const wrapper = wrapperOf(element) as HTMLElement
    wrapper.remove()
    await waitFor(() => wrapper.parentElement === area, 'the wrapper back in the content area')
    expect(shown(layerOf(element))).to.equal(true)
    for (const hide of [
      () => wrapper.style.setProperty('display', 'none'),
      () => wrapper.style.setProperty('opacity', '0'),
      () => wrapper.setAttribute('hidden', ''),
      () => wrapper.setAttribute('class', ''),
    ]) {
      hide()
      await waitFor(
        () => wrapperOf(element) === wrapper && shown(wrapper) && getComputedStyle(wrapper).opacity === '1',
        `the wrapper to show again after ${hide}`,
      )
    }
    expect(JSON.stringify(wrapper.getBoundingClientRect())).to.equal(
      JSON.stringify(area.getBoundingClientRect()),
    )
  })
})
