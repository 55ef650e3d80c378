/**
 * Focus inside a shadow root (src/elements/focus.ts, issue 21): Tab and Shift+Tab go round the
 * open modal instead of leaving it, a modal's layer hands the focus to its dialog, and `restore()`
 * gives the focus back to the last element focused outside the modal that closed.
 */
import { expect } from 'chai'
import { keepFocus } from '../../src/elements/focus'
import { afterEach, describe, it } from './mocha'

const hosts: HTMLElement[] = []

afterEach(() => {
  for (const host of hosts.splice(0)) host.remove()
})

/** A host with a page button and an open modal (a layer around a dialog with two buttons). */
function setUp() {
  const host = document.createElement('div')
  document.body.append(host)
  hosts.push(host)
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `
    <button id="page">详情</button>
    <div class="ev-modal-wrap" tabindex="-1">
      <div role="dialog" aria-modal="true" id="dialog">
        <button id="first">关闭</button>
        <button id="last">确定</button>
      </div>
    </div>`
  const keeper = keepFocus(root)
  const byId = (id: string) => root.getElementById(id) as HTMLElement
  return { root, keeper, byId }
}

function tab(root: ShadowRoot, shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    composed: true,
    cancelable: true,
  })
  ;(root.activeElement ?? root).dispatchEvent(event)
  return event.defaultPrevented
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

describe('focus in a shadow root', () => {
  it('wraps Tab from the last stop of the open modal to the first, and Shift+Tab back', () => {
    const { root, byId } = setUp()
    byId('last').focus()
    expect(tab(root)).to.equal(true)
    expect(root.activeElement).to.equal(byId('first'))
    expect(tab(root, true)).to.equal(true)
    expect(root.activeElement).to.equal(byId('last'))
    // Between two stops the browser moves on by itself.
    byId('first').focus()
    expect(tab(root)).to.equal(false)
  })

  it('takes a focus outside the modal back into it, and the layer’s focus into the dialog', async () => {
    const { root, byId } = setUp()
    byId('page').focus()
    tab(root)
    expect(root.activeElement).to.equal(byId('first'))
    ;(root.querySelector('.ev-modal-wrap') as HTMLElement).focus()
    await nextFrame()
    expect(root.activeElement).to.equal(byId('dialog'))
  })

  it('gives the focus back to the element focused before the modal once it has closed', () => {
    const { root, keeper, byId } = setUp()
    byId('page').focus()
    byId('last').focus()
    expect(keeper.restore()).to.equal(true)
    expect(root.activeElement).to.equal(byId('page'))
    // Nothing else to go back to: the host keeps its own focus behaviour.
    byId('page').remove()
    byId('last').focus()
    ;(root.querySelector('.ev-modal-wrap') as HTMLElement).style.display = 'none'
    expect(keeper.restore()).to.equal(false)
  })
})
