/**
 * A strict Content-Security-Policy without 'unsafe-inline' styles (issue 6; decisions: CSP nonce):
 * the elements style themselves when the host gives a nonce through the element's `nonce` property
 * or `window.EV_CONSOLE_CONFIG`, and a `<style>` without it is refused, so the policy is really on.
 */
import { expect } from 'chai'
import { BUNDLE, cleanUp, loginForm, mount, shadowOf, waitFor } from './elements-fake-api'
import { after, before, describe, it } from './mocha'

const NONCE = 'ev-test-nonce-3f9a'
const violations: string[] = []

before(async () => {
  const meta = document.createElement('meta')
  meta.httpEquiv = 'Content-Security-Policy'
  meta.content = `style-src 'nonce-${NONCE}'`
  document.head.append(meta)
  document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective))
  await import(/* @vite-ignore */ BUNDLE)
})

after(async () => {
  delete window.EV_CONSOLE_CONFIG
  await cleanUp()
})

const primaryBackground = (element: HTMLElement) =>
  getComputedStyle(loginForm(element) as HTMLElement).backgroundColor

describe('elements under a strict CSP', () => {
  it('refuse a style without the nonce (the policy is enforced on this page)', async () => {
    const style = document.createElement('style')
    let refused = false
    style.addEventListener('securitypolicyviolation', () => {
      refused = true
    })
    style.textContent = 'body { outline: 3px solid rgb(1, 2, 3); }'
    document.head.append(style)
    await waitFor(() => refused, 'the browser to report the style refused')
    expect(getComputedStyle(document.body).outlineColor).not.to.equal('rgb(1, 2, 3)')
    style.remove()
  })

  it('are unstyled without a nonce', async () => {
    const element = document.createElement('ev-screen')
    element.setAttribute('api-base', '/fake-api')
    document.body.append(element)
    await waitFor(() => !!shadowOf(element).querySelector('.evc-login button[type="submit"]'), 'the form')
    expect(
      getComputedStyle(shadowOf(element).querySelector('.evc-login') as HTMLElement).display,
    ).not.to.equal('flex')
    expect(primaryBackground(element)).not.to.equal('rgb(9, 88, 217)')
    element.remove()
  })

  it("are fully styled with the element's nonce property: antd's styles and the console's own", async () => {
    const element = document.createElement('ev-archives-management')
    element.nonce = NONCE
    element.setAttribute('api-base', '/fake-api')
    document.body.append(element)
    await waitFor(() => !!loginForm(element), 'the sign-in form')
    await waitFor(() => primaryBackground(element) === 'rgb(9, 88, 217)', 'antd styles')
    const login = shadowOf(element).querySelector('.evc-login') as HTMLElement
    await waitFor(() => getComputedStyle(login).display === 'flex', 'the shell styles')
    const root = shadowOf(element).querySelector('.evc-root') as HTMLElement
    expect(getComputedStyle(root).fontFamily).to.contain('PingFang SC')
    element.remove()
  })

  it('are fully styled with a global window.EV_CONSOLE_CONFIG nonce', async () => {
    window.EV_CONSOLE_CONFIG = { nonce: NONCE }
    const element = mount('ev-screen', { route: '/archives-management/station-archives-management' })
    await waitFor(() => !!loginForm(element), 'the sign-in form')
    await waitFor(() => primaryBackground(element) === 'rgb(9, 88, 217)', 'antd styles')
    expect(violations).to.include('style-src-elem')
  })
})
