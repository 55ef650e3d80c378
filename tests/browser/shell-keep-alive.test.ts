/**
 * Keep-alive of the shell's workspace (section 1; architecture.md: Tabs and keep-alive) with a
 * test route table: at most 10 pages kept, least recently used evicted, cached by full path, the
 * never-kept pages excluded, hidden pages paused but keeping their state.
 */
import { expect } from 'chai'
import { afterEach, beforeEach, describe, it } from './mocha'
import {
  clickCounter,
  type MountedWorkspace,
  mountedPaths,
  mountWorkspace,
  probes,
  shownCount,
  visiblePage,
} from './shell-harness'

let workspace: MountedWorkspace | undefined

beforeEach(() => {
  probes.reset()
})

afterEach(() => {
  workspace?.unmount()
  workspace = undefined
})

async function openPages(numbers: number[]) {
  for (const number of numbers) await workspace?.go(`/t/p${number}`)
}

describe('keep-alive of opened pages', () => {
  it('keeps a hidden page’s state while it is cached and shows it again unchanged', async () => {
    workspace = await mountWorkspace('/t/p1')
    await clickCounter(workspace.shadow, 3)
    await workspace.go('/t/p2')
    expect(shownCount(workspace.shadow)).to.equal('count 0')
    await workspace.go('/t/p1')
    expect(shownCount(workspace.shadow)).to.equal('count 3')
    expect(probes.mounts.get('p1')).to.equal(1)
  })

  it('pauses the effects of hidden pages and resumes them when shown', async () => {
    workspace = await mountWorkspace('/t/p1')
    await workspace.go('/t/p2')
    expect(mountedPaths(workspace.shadow)).to.include('/t/p1')
    expect([...probes.active]).to.deep.equal(['p2'])
    await workspace.go('/t/p1')
    expect([...probes.active]).to.deep.equal(['p1'])
  })

  it('keeps at most 10 pages and evicts the least recently used', async () => {
    workspace = await mountWorkspace('/t/p1')
    await clickCounter(workspace.shadow)
    await openPages([2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(mountedPaths(workspace.shadow)).to.have.length(10)
    await workspace.go('/t/p11')
    const mounted = mountedPaths(workspace.shadow)
    expect(mounted).to.have.length(10)
    expect(mounted).not.to.include('/t/p1')
    await workspace.go('/t/p1')
    expect(shownCount(workspace.shadow)).to.equal('count 0')
    expect(probes.mounts.get('p1')).to.equal(2)
  })

  it('counts a revisit as use, so the page revisited survives and the next oldest goes', async () => {
    workspace = await mountWorkspace('/t/p1')
    await openPages([2, 3, 4, 5, 6, 7, 8, 9, 10, 1, 11])
    const mounted = mountedPaths(workspace.shadow)
    expect(mounted).to.include('/t/p1')
    expect(mounted).not.to.include('/t/p2')
    expect(mounted).to.have.length(10)
  })

  it('caches by full path, so two details of one route keep their own state', async () => {
    workspace = await mountWorkspace('/t/detail/1')
    await clickCounter(workspace.shadow, 2)
    await workspace.go('/t/detail/2')
    expect(shownCount(workspace.shadow)).to.equal('count 0')
    await workspace.go('/t/detail/1')
    expect(shownCount(workspace.shadow)).to.equal('count 2')
  })

  it('never keeps alive the pages section 1 excludes', async () => {
    workspace = await mountWorkspace('/t/users')
    await clickCounter(workspace.shadow)
    await workspace.go('/t/p1')
    expect(mountedPaths(workspace.shadow)).to.deep.equal(['/t/p1'])
    await workspace.go('/t/users')
    expect(shownCount(workspace.shadow)).to.equal('count 0')
  })

  it('never keeps alive a page whose area route opts out', async () => {
    workspace = await mountWorkspace('/t/opted-out')
    await clickCounter(workspace.shadow)
    await workspace.go('/t/p1')
    expect(mountedPaths(workspace.shadow)).not.to.include('/t/opted-out')
    await workspace.go('/t/opted-out')
    expect(shownCount(workspace.shadow)).to.equal('count 0')
  })

  it('shows exactly one page at a time', async () => {
    workspace = await mountWorkspace('/t/p1')
    await openPages([2, 3])
    const shown = [...workspace.shadow.querySelectorAll<HTMLElement>('.evc-page')].filter(
      (page) => page.style.display !== 'none',
    )
    expect(shown.map((page) => page.getAttribute('data-path'))).to.deep.equal(['/t/p3'])
    expect(visiblePage(workspace.shadow)?.getAttribute('role')).to.equal('tabpanel')
  })
})
