// @vitest-environment jsdom
/**
 * The list's first page drawn in its first render when the shell's boot asked for it and it is in
 * (issue 14: src/ui/list/useListScreen.ts takes it from the HTTP client): no call of its own, no
 * loading state; a page not asked for ahead is asked for as before.
 */
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createDataClient } from '../../../src/core/data'
import { createHttpClient } from '../../../src/core/http'
import { col } from '../../../src/ui/fields/builders'
import type { ListScreenDefinition } from '../../../src/ui/list/definition'
import { firstQuery, useListScreen } from '../../../src/ui/list/useListScreen'
import { envelope, fakeFetch } from '../core/http-fake-fetch'

const DEFINITION: ListScreenDefinition = {
  resource: 'archives-management/stations',
  columns: [col.text('stationId', '充电站编号'), col.text('stationName', '充电站名称')],
}
const PAGE = { list: [{ stationId: 'ST1', stationName: '一号站' }], total: 31, pageNum: 1, pageSize: 10 }

function client() {
  const { fetch, seen } = fakeFetch(() => envelope(200, '', PAGE))
  return { data: createDataClient(createHttpClient({ fetch })), seen }
}

describe('a list’s first page', () => {
  it('is drawn in the first render when it was asked for ahead and has answered', async () => {
    const { data, seen } = client()
    await data.prefetchList(DEFINITION.resource, firstQuery(DEFINITION, ''))
    const { result } = renderHook(() => useListScreen(DEFINITION, data))
    expect(result.current.rows).toEqual(PAGE.list)
    expect(result.current.total).toBe(31)
    expect(result.current.settled).toBe(true)
    expect(result.current.loading).toBe(false)
    expect(seen).toHaveLength(1)
    // The next query asks the server.
    act(() => result.current.setPage(2, 10))
    await waitFor(() => expect(seen).toHaveLength(2))
    expect(seen[1].url).toContain('pageNum=2')
  })

  it('is asked for after the first render otherwise', async () => {
    const { data, seen } = client()
    const { result } = renderHook(() => useListScreen(DEFINITION, data))
    expect(result.current.rows).toEqual([])
    expect(result.current.settled).toBe(false)
    await waitFor(() => expect(result.current.rows).toEqual(PAGE.list))
    expect(seen).toHaveLength(1)
  })
})
