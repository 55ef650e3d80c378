/**
 * `<ev-console>` as an integrator mounts it (architecture.md: Embedding): defining twice does not
 * throw, the open shadow root holds antd's styles and the login page, nothing leaks into the
 * document's head, and labels keep their exact text (登录, not 登 录).
 */
import { expect } from 'chai'
import { defineElements } from '../../src/elements/index'
import { afterEach, describe, it } from './mocha'
import { waitFor } from './shell-harness'

let element: HTMLElement | undefined

afterEach(() => {
  element?.remove()
  element = undefined
  history.replaceState(null, '', location.pathname + location.search)
})

describe('<ev-console>', () => {
  it('is defined once however often the definitions run', () => {
    defineElements()
    defineElements()
    expect(customElements.get('ev-console')).to.be.a('function')
  })

  it('renders the login page inside an open shadow root, with antd styles there and not in the head', async () => {
    history.replaceState(null, '', '#/login')
    const headStyles = document.head.querySelectorAll('style').length
    element = document.createElement('ev-console')
    element.setAttribute('api-base', '/no-api-in-browser-tests')
    element.style.height = '600px'
    document.body.append(element)
    const shadow = element.shadowRoot as ShadowRoot
    expect(shadow).not.to.equal(null)
    await waitFor(() => !!shadow.querySelector('button[type="submit"]'), 'the login form')
    const button = shadow.querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement
    expect(button.textContent).to.equal('登录')
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(9, 88, 217)')
    expect(shadow.querySelectorAll('style').length).to.be.greaterThan(0)
    expect(document.head.querySelectorAll('style').length).to.equal(headStyles)
    expect(
      [...shadow.querySelectorAll('[class]')].some((node) => /(^|\s)ant-/.test(node.className.toString())),
    ).to.equal(false)
  })
})
