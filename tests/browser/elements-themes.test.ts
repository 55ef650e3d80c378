/**
 * Themes of the built elements (issue 21): the `theme` attribute switches light, dark and compact
 * while the element runs (same nodes, no reload); `grey` turns the element and its popups grey and
 * leaves the host page alone; a host stylesheet cannot change the console's colours; the brand
 * colour (`primary-color`, `--ev-primary-color`) reaches buttons, links and selected menu items
 * in the shadow root and in popups, darkened with a warning when it would fail 4.5:1.
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
import { afterEach, before, describe, it } from './mocha'

const ROWS = [{ stationId: 'S1', stationName: '测试站', operatorName: '测试运营商' }]

before(async () => {
  await import(/* @vite-ignore */ BUNDLE)
})

afterEach(async () => {
  document.getElementById('host-sheet')?.remove()
  document.body.style.removeProperty('--ev-primary-color')
  await cleanUp()
})

const style = (node: Element | globalThis.Element | null) => getComputedStyle(node as globalThis.Element)
const find = (element: Element, selector: string) => shadowOf(element).querySelector(selector) as HTMLElement
const primaryButton = (element: Element) =>
  find(element, '.ev-btn-primary, .ev-btn-color-primary.ev-btn-variant-solid')

async function shownScreen(attributes: Record<string, string> = {}): Promise<Element> {
  server.signedIn = true
  server.rows = ROWS
  const element = mount('ev-archives-management', attributes)
  await waitFor(() => screenShown(element) && !!primaryButton(element), 'the screen')
  return element
}

/** Open the toolbar's 密度 menu (a popup in the shadow root) and return it. */
async function openDensityMenu(element: Element): Promise<HTMLElement> {
  const button = find(element, 'button[aria-label="密度"]')
  button.click()
  await waitFor(
    () => !!find(element, '.evc-popups .ev-dropdown:not(.ev-dropdown-hidden)'),
    'the density menu',
  )
  return find(element, '.evc-popups .ev-dropdown:not(.ev-dropdown-hidden)')
}

/** Until a computed style reads as expected (antd writes its new styles in the next frames). */
async function styleIs(read: () => string, expected: string, what: string): Promise<void> {
  await waitFor(() => read() === expected, `${what} to be ${expected} (is ${read()})`)
}

describe('the theme attribute', () => {
  it('switches light, dark and compact at run time, keeping the same nodes', async () => {
    const element = await shownScreen()
    const table = find(element, 'table')
    const root = find(element, '.evc-root')
    const cell = () => style(find(element, '.ev-table-thead th')).backgroundColor
    const lightCell = cell()
    const lightHeight = primaryButton(element).getBoundingClientRect().height
    expect(style(element).colorScheme).to.equal('light')

    element.setAttribute('theme', 'dark')
    await styleIs(() => style(root).backgroundColor, 'rgb(20, 20, 20)', 'the dark background')
    await waitFor(() => cell() !== lightCell, 'dark table headers')
    expect(style(root).color).to.equal('rgba(255, 255, 255, 0.85)')
    expect(style(element).colorScheme).to.equal('dark')

    element.setAttribute('theme', 'compact')
    await waitFor(
      () => primaryButton(element).getBoundingClientRect().height < lightHeight,
      'compact buttons',
    )
    expect(style(root).backgroundColor).to.equal('rgba(0, 0, 0, 0)')
    await styleIs(cell, lightCell, 'light table headers')

    element.setAttribute('theme', 'dark compact')
    await styleIs(() => style(root).backgroundColor, 'rgb(20, 20, 20)', 'dark and compact')
    expect(primaryButton(element).getBoundingClientRect().height).to.be.below(lightHeight)

    element.removeAttribute('theme')
    await waitFor(() => primaryButton(element).getBoundingClientRect().height === lightHeight, 'light again')
    // The same table all along: the screen was never mounted again, the page never reloaded.
    expect(table.isConnected).to.equal(true)
    expect(find(element, 'table')).to.equal(table)
  })
})

describe('grey mode', () => {
  it('turns the element and its popups grey and leaves the host page alone', async () => {
    const neighbour = document.createElement('p')
    neighbour.textContent = '宿主页面'
    neighbour.style.color = 'rgb(200, 0, 0)'
    document.body.append(neighbour)
    try {
      const element = await shownScreen()
      const root = find(element, '.evc-root')
      expect(style(root).filter).to.equal('none')
      element.setAttribute('grey', '')
      await styleIs(() => style(root).filter, 'grayscale(1)', 'the grey root')
      const menu = await openDensityMenu(element)
      // The popup, or the layer it sits in, is grey (the popups' container itself is not).
      const layers: string[] = []
      for (
        let node: HTMLElement | null = menu;
        node && !node.classList.contains('evc-popups');
        node = node.parentElement
      )
        layers.push(`${node.className}: ${style(node).filter}`)
      expect(
        layers.some((layer) => layer.endsWith('grayscale(1)')),
        layers.join(' < '),
      ).to.equal(true)
      // The host page: no filter anywhere up from the element, its own colours kept.
      for (let node: HTMLElement | null = element; node; node = node.parentElement)
        expect(style(node).filter, node.localName).to.equal('none')
      expect(style(neighbour).color).to.equal('rgb(200, 0, 0)')
      expect(style(neighbour).filter).to.equal('none')

      element.setAttribute('grey', 'false')
      await styleIs(() => style(root).filter, 'none', 'colour again')
    } finally {
      neighbour.remove()
    }
  })

  it('turns grey by itself on the platform grey days', async () => {
    const today = new Date()
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    server.appearance = { greyFrom: day, greyTo: day, watermark: false }
    const element = await shownScreen()
    await styleIs(() => style(find(element, '.evc-root')).filter, 'grayscale(1)', 'the grey day')
  })
})

describe('the host page', () => {
  it('cannot change the console colours with its stylesheet', async () => {
    const element = await shownScreen()
    const link = () => find(element, '.ev-btn-link, .ev-btn-variant-link')
    await waitFor(() => !!link(), 'a link button')
    const before = [primaryButton(element), link(), find(element, '.evc-root'), find(element, 'th')].map(
      (node) => {
        const computed = style(node)
        return [computed.color, computed.backgroundColor, computed.borderTopColor]
      },
    )
    const sheet = document.createElement('style')
    sheet.id = 'host-sheet'
    // Everything a host could try, short of the documented --ev-primary-color: antd's own
    // variables on the element and the page, colours inherited through the host, class names.
    sheet.textContent = `
      :root, body, ev-archives-management { --ev-color-primary: rgb(255, 0, 0); --ev-color-text: rgb(255, 0, 0);
        --ev-color-bg-container: rgb(0, 255, 0); --ev-color-link: rgb(255, 0, 0); color: rgb(255, 0, 0) !important;
        background: rgb(0, 255, 0) !important; }
      * { color: rgb(255, 0, 0) !important; background-color: rgb(0, 255, 0) !important; }
      ev-archives-management * , .ev-btn, .ev-btn-primary, .evc-root, a, th { color: rgb(255, 0, 0) !important; }`
    document.head.append(sheet)
    expect(style(document.body).color).to.equal('rgb(255, 0, 0)')
    const after = [primaryButton(element), link(), find(element, '.evc-root'), find(element, 'th')].map(
      (node) => {
        const computed = style(node)
        return [computed.color, computed.backgroundColor, computed.borderTopColor]
      },
    )
    expect(after).to.deep.equal(before)
  })
})

describe('the brand colour', () => {
  const VIOLET = 'rgb(138, 43, 226)'

  async function expectPrimary(element: Element, colour: string) {
    await styleIs(() => style(primaryButton(element)).backgroundColor, colour, 'the primary button')
    // The colour is checked once its arithmetic has loaded; antd's transitions then run: wait.
    const link = find(element, '.ev-btn-link, .ev-btn-variant-link')
    await styleIs(() => style(link).color, colour, 'a link')
    const selected = find(element, '.evc-sider .evc-menu-item-selected')
    await styleIs(() => style(selected).backgroundColor, colour, 'the selected menu item')
    const menu = await openDensityMenu(element)
    const chosen = menu.querySelector('.ev-dropdown-menu-item-selected') as HTMLElement
    await styleIs(() => style(chosen).color, colour, 'the selected item of a popup')
  }

  it('reaches buttons, links and selected menu items, in the shadow root and in popups', async () => {
    const element = await shownScreen({ 'primary-color': '#8a2be2' })
    await expectPrimary(element, VIOLET)
  })

  it('comes from --ev-primary-color on the element as well', async () => {
    document.body.style.setProperty('--ev-primary-color', '#8a2be2')
    const element = await shownScreen()
    await expectPrimary(element, VIOLET)
  })

  it('is darkened, with a console warning, when it would fail 4.5:1 on the background', async () => {
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '))
    try {
      const element = await shownScreen({ 'primary-color': '#ffd700' })
      await waitFor(
        () => style(primaryButton(element)).backgroundColor !== 'rgb(255, 215, 0)',
        'a darker gold',
      )
      const [r, g, b] = (style(primaryButton(element)).backgroundColor.match(/\d+/g) ?? []).map(Number)
      const linear = (c: number) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4
      const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
      expect(1.05 / (luminance + 0.05)).to.be.at.least(4.5)
      expect(warnings.some((text) => text.includes('#ffd700') && text.includes('4.5:1'))).to.equal(true)
    } finally {
      console.warn = warn
    }
  })
})
