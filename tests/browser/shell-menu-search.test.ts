/**
 * 菜单搜索 (section 1): a modal of width 1000 inside the element's shadow root, filtering menu
 * labels with pinyin, listing label and path; click or Enter opens a page, arrow keys move.
 */
import { expect } from 'chai'
import { createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { MenuLeaf } from '../../src/core/menu'
import { ElementRoot } from '../../src/elements/mount'
import { MenuSearch } from '../../src/shell/layout/MenuSearch'
import { afterEach, beforeEach, describe, it } from './mocha'
import { press, waitFor } from './shell-harness'

const LEAVES: MenuLeaf[] = [
  {
    id: 'a',
    key: 'a',
    label: '充电站档案',
    path: '/archives-management/station-archives-management',
    labels: ['档案管理', '充电站档案'],
  },
  {
    id: 'b',
    key: 'b',
    label: '充电设备档案',
    path: '/archives-management/equipment-archives-management',
    labels: ['档案管理', '充电设备档案'],
  },
  {
    id: 'c',
    key: 'c',
    label: '换电站档案',
    path: '/archives-management/exchange-station-management',
    labels: ['档案管理', '换电站档案'],
  },
  {
    id: 'd',
    key: 'd',
    label: '用户管理',
    path: '/system-management/sso-user-management',
    labels: ['系统管理', '用户管理'],
  },
]

let host: HTMLElement
let shadow: ShadowRoot
let root: Root
let navigated: string[]
let closed: number

function render(open = true) {
  const search = createElement(MenuSearch, {
    open,
    items: LEAVES,
    onClose: () => {
      closed += 1
    },
    onNavigate: (path: string) => navigated.push(path),
  })
  root.render(createElement(ElementRoot, { container: shadow }, search))
}

const input = () => shadow.querySelector<HTMLInputElement>('input[role="combobox"]') as HTMLInputElement
const options = () => [...shadow.querySelectorAll<HTMLElement>('[role="option"]')]
const optionLabels = () =>
  options().map((option) =>
    [...(option.querySelector('.evc-search-label')?.childNodes ?? [])]
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('evc-search-trail')))
      .map((node) => node.textContent)
      .join(''),
  )
const selected = () => options().find((option) => option.getAttribute('aria-selected') === 'true')

/** Type into a React-controlled input as a user would. */
function type(text: string) {
  const field = input()
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  setter?.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}

beforeEach(async () => {
  navigated = []
  closed = 0
  host = document.createElement('div')
  document.body.append(host)
  shadow = host.attachShadow({ mode: 'open' })
  root = createRoot(shadow)
  render()
  await waitFor(() => !!input(), 'the search field')
})

afterEach(() => {
  root.unmount()
  host.remove()
})

describe('menu search', () => {
  it('opens as 菜单搜索, 1000 wide, inside the element’s shadow root, listing every page with its path', () => {
    const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.textContent).to.contain('菜单搜索')
    expect(shadow.querySelector<HTMLElement>('[style*="width: 1000px"]')).not.to.equal(null)
    expect(document.querySelector('[role="dialog"]')).to.equal(null)
    expect(optionLabels()).to.deep.equal(['充电站档案', '充电设备档案', '换电站档案', '用户管理'])
    expect(options()[0].textContent).to.contain('/archives-management/station-archives-management')
  })

  it('filters labels by pinyin initials and by full pinyin', async () => {
    type('cdz')
    await waitFor(() => options().length === 1, 'the pinyin filter')
    expect(optionLabels()).to.deep.equal(['充电站档案'])
    type('dianzhan')
    await waitFor(() => options().length === 2, 'the full-pinyin filter')
    expect(optionLabels()).to.deep.equal(['充电站档案', '换电站档案'])
    type('yonghu')
    await waitFor(() => options().length === 1, 'a filter on another label')
    expect(optionLabels()).to.deep.equal(['用户管理'])
  })

  it('moves the selection with the arrow keys and opens the selected page with Enter', async () => {
    input().focus()
    expect(selected()?.textContent).to.contain('充电站档案')
    press(input(), 'ArrowDown')
    await waitFor(() => !!selected()?.textContent?.includes('充电设备档案'), 'ArrowDown')
    press(input(), 'ArrowDown')
    press(input(), 'ArrowUp')
    await waitFor(() => !!selected()?.textContent?.includes('充电设备档案'), 'ArrowUp')
    expect(input().getAttribute('aria-activedescendant')).to.equal(selected()?.id)
    press(input(), 'Enter')
    expect(navigated).to.deep.equal(['/archives-management/equipment-archives-management'])
    expect(closed).to.equal(1)
  })

  it('opens a page when its entry is clicked', () => {
    options()[2].click()
    expect(navigated).to.deep.equal(['/archives-management/exchange-station-management'])
  })

  it('shows no entries and opens nothing when nothing matches', async () => {
    type('zzzzzz')
    await waitFor(() => options().length === 0, 'no matches')
    press(input(), 'Enter')
    expect(navigated).to.deep.equal([])
  })
})
