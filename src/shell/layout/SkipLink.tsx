/**
 * The skip link (WCAG 2.4.1, issue 21): the first stop of the Tab key, shown only while focused;
 * it moves the focus to the page area past the header, side menu and tabs. A plain `#id` link
 * would change the hash route of `<ev-console>`, and ids do not cross the shadow boundary: the
 * click is handled here.
 */
import { theme } from 'antd'
import type { MouseEvent } from 'react'

/** The page area the link leads to (the workspace's `<main>`). */
const CONTENT = '.evc-content'

function skip(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot
  const content = root.querySelector<HTMLElement>(CONTENT)
  if (!content) return
  // The page area takes the focus without becoming a Tab stop of its own.
  if (!content.hasAttribute('tabindex')) content.setAttribute('tabindex', '-1')
  content.focus()
}

/** "跳到主要内容", before the chrome. */
export function SkipLink() {
  const { token } = theme.useToken()
  const css = `
.evc-skip-link { position: absolute; left: 8px; top: -48px; z-index: 1100; padding: 8px 16px;
  background: ${token.colorBgContainer}; color: ${token.colorPrimary}; border-radius: ${token.borderRadius}px;
  box-shadow: ${token.boxShadow}; text-decoration: none; }
.evc-skip-link:focus { top: 8px; outline: 2px solid ${token.colorPrimary}; outline-offset: 2px; }
.evc-content:focus { outline: none; }
`
  return (
    <>
      <style>{css}</style>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link (WCAG G1) to a place in the page; the hash alone would change the route */}
      <a className="evc-skip-link" href="#main-content" onClick={skip}>
        跳到主要内容
      </a>
    </>
  )
}
