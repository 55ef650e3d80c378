// @vitest-environment jsdom
/**
 * A flow record's page printed (issue 42, noticed on the walk: the printed record showed its
 * attachments' 下载 links): the print styles hide every control of the page — links and buttons
 * of the files, the checklist's uploads, the steps — and keep each file's name. Read from the
 * print sheet itself (src/shell/printStyles.ts): an element is hidden in print when it or an
 * ancestor matches a selector of a `display: none` rule.
 */
import './dom'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PRINT_CSS } from '../../../src/shell/printStyles'
import { flowRecord, showFlowPage } from './flow-page-fixture'

/** The selectors of the print sheet's rules that hide what they match. */
function hidingSelectors(css: string): string[] {
  const body = css.slice(css.indexOf('{') + 1, css.lastIndexOf('}'))
  const rules = [...body.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
  return rules
    .filter(([, , declarations]) => /display:\s*none/.test(declarations))
    .flatMap(([, selectors]) => selectors.split(/,(?![^(]*\))/).map((selector) => selector.trim()))
    .filter(Boolean)
}

const SELECTORS = hidingSelectors(PRINT_CSS)

function hiddenInPrint(element: Element): boolean {
  return SELECTORS.some((selector) => {
    try {
      return element.closest(selector) !== null
    } catch {
      // A selector jsdom cannot read (:has) hides no part of the record's page.
      return false
    }
  })
}

describe('a flow record’s page printed', () => {
  afterEach(cleanup)

  it('shows every file’s name and none of the page’s links or buttons', async () => {
    showFlowPage([flowRecord('draft', 2)], ['view', 'edit', 'submit'])
    await waitFor(() => expect(screen.getAllByText('营业执照.pdf').length).toBeGreaterThan(0))
    const page = document.querySelector('.evc-flow-page') as HTMLElement
    const controls = [...page.querySelectorAll('a[href], button')]
    // The files' 预览, 下载, 替换 and 删除, the checklist's 上传, the page's 打印 and 返回列表, the step's buttons.
    expect(controls.map((control) => control.textContent)).toEqual(
      expect.arrayContaining(['下载', '预览', '打印', '返回列表']),
    )
    const printed = controls.filter((control) => !hiddenInPrint(control))
    expect(printed.map((control) => control.textContent)).toEqual([])
    for (const name of ['营业执照.pdf', '授权书.pdf'])
      for (const shown of screen.getAllByText(name)) expect(hiddenInPrint(shown), name).toBe(false)
  })
})
