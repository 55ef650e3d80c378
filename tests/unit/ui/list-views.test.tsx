// @vitest-environment jsdom
/**
 * A list's other view (地图, issue 44): while it is shown in the table's place, the hidden table
 * reads nothing — a new search moves the view only — and it asks once, on the current query, when
 * 列表 shows it again. The toolbar's 刷新 reads what is shown: under the map, the map (it read
 * only the hidden table, and the map kept its old stations).
 */
import './dom'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ListScreenDefinition } from '../../../src/ui/list/definition'
import type { ListViewProps } from '../../../src/ui/list/views'
import { fakeData } from './fake-data'
import { ALL, DEFINITION, mount, ROWS } from './list-screen-fixtures'

/** A view that shows the query it is given, as the station list's map reads on it, and its 刷新 presses. */
function QueryView({ params, reloads }: ListViewProps) {
  return (
    <>
      <output aria-label="view query">{JSON.stringify(params)}</output>
      <output aria-label="view reloads">{String(reloads)}</output>
    </>
  )
}

const WITH_MAP: ListScreenDefinition = {
  ...DEFINITION,
  views: [{ key: 'map', label: '地图', component: QueryView }],
}

describe('a list with another view', () => {
  it('reads no page while the other view is shown, and the current page once back on 列表', async () => {
    const { client, queries } = fakeData(ROWS)
    mount(WITH_MAP, client, ALL)
    await screen.findByText('ST0001')
    expect(queries).toHaveLength(1)
    // antd spaces a two-character label (地 图) in an effect after the rows are drawn.
    fireEvent.click(await screen.findByText('地 图'))
    const shown = () => screen.getByLabelText('view query').textContent ?? ''
    await waitFor(() => expect(shown()).toBe('{}'))
    // A search under the map: the map is given it (the sign the search has run), the table reads nothing.
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: 'tld' } })
    fireEvent.click(screen.getByText('查 询'))
    await waitFor(() => expect(shown()).toBe('{"keyword":"tld"}'))
    expect(queries).toHaveLength(1)
    fireEvent.click(await screen.findByText('列 表'))
    await waitFor(() => expect(queries).toHaveLength(2))
    expect(queries[1].query).toMatchObject({ keyword: 'tld', pageNum: 1 })
    expect(screen.queryByLabelText('view query')).toBeNull()
  })
  it('reads the shown view again on 刷新, not the hidden table', async () => {
    const { client, queries } = fakeData(ROWS)
    mount(WITH_MAP, client, ALL)
    await screen.findByText('ST0001')
    fireEvent.click(await screen.findByText('地 图'))
    const reloads = () => screen.getByLabelText('view reloads').textContent
    await waitFor(() => expect(reloads()).toBe('0'))
    fireEvent.click(screen.getByLabelText('刷新'))
    await waitFor(() => expect(reloads()).toBe('1'))
    fireEvent.click(screen.getByLabelText('刷新'))
    await waitFor(() => expect(reloads()).toBe('2'))
    expect(queries).toHaveLength(1)
    // Back on 列表, 刷新 reads the table.
    fireEvent.click(await screen.findByText('列 表'))
    await waitFor(() => expect(queries).toHaveLength(2))
    fireEvent.click(screen.getByLabelText('刷新'))
    await waitFor(() => expect(queries).toHaveLength(3))
  })
})
