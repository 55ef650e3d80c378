/**
 * Sensitive words in an evaluation's text (issue 20): an evaluation whose text carries HTML and
 * script, marked with a list whose words are themselves markup (or cut the markup in two), shows
 * every character as text and runs nothing. Evaluations come from the app's users, so no API call
 * can store such a text; tests/e2e/mobile-xss.test.ts stores the list and checks the marking there.
 */
import { expect } from 'chai'
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { markWords } from '../../src/screens/mobile-management/sensitive'
import { afterEach, describe, it } from './mocha'

const flag = () => (window as { __evXss?: string }).__evXss
const TEXT = `充电很快，广告<img src=x onerror="window.__evXss='text'">不错<script>window.__evXss='text'</script>广告`

let host: HTMLElement | undefined

afterEach(() => {
  host?.remove()
  host = undefined
})

/** Render the marked text into the page, as the evaluation list's cell does. */
function shown(text: string, words: string[]): HTMLElement {
  host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  flushSync(() => root.render(createElement('span', null, markWords(text, words))))
  return host
}

/** Until an image that failed would have run its handler (it loads nothing: the next frames). */
const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

describe('sensitive words in an evaluation with HTML and script', () => {
  it('marks words that are markup, or cut it in two, and shows the whole text as text', async () => {
    const words = ['广告', '<img src=x onerror=', '"window.__evXss=', '<script>', '</script>', '(', '*']
    const node = shown(TEXT, words)
    await settled()
    expect(node.textContent).to.equal(TEXT)
    expect([...node.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal([
      '广告',
      '<img src=x onerror=',
      '"window.__evXss=',
      '<script>',
      '</script>',
      '广告',
    ])
    expect(node.querySelectorAll('img, script, [onerror]').length).to.equal(0)
    expect(flag()).to.equal(undefined)
  })

  it('marks a whole payload stored as a word, as text', async () => {
    const node = shown(TEXT, [`<script>window.__evXss='text'</script>`])
    await settled()
    const marks = node.querySelectorAll('mark')
    expect(marks.length).to.equal(1)
    expect(marks[0].textContent).to.equal(`<script>window.__evXss='text'</script>`)
    expect(marks[0].children.length).to.equal(0)
    expect(flag()).to.equal(undefined)
  })
})
