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
import type { Row } from '../../../src/ui/fields/types'
import type { ListScreenDefinition } from '../../../src/ui/list/definition'
import { sourceClient } from '../../../src/ui/list/listSource'
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

describe('a list’s answers out of order', () => {
  it('keeps the newer query’s rows when an older call, deaf to the signal, answers after it', async () => {
    const { data: base } = client()
    const calls: { keyword: unknown; answer: (rows: Row[]) => void }[] = []
    const data = sourceClient(base, {
      list: (params) =>
        new Promise((resolve) => {
          calls.push({
            keyword: params.keyword,
            answer: (list) => resolve({ list, total: list.length, pageNum: 1, pageSize: 10 }),
          })
        }),
    })
    const { result } = renderHook(() => useListScreen(DEFINITION, data))
    await waitFor(() => expect(calls).toHaveLength(1))
    act(() => result.current.search({}, '一号'))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1].keyword).toBe('一号')
    await act(async () => calls[1].answer([{ stationId: 'ST1', stationName: '一号站' }]))
    await act(async () =>
      calls[0].answer([{ stationId: 'ST2', stationName: '二号站' }, { stationId: 'ST3' }]),
    )
    expect(result.current.rows).toEqual([{ stationId: 'ST1', stationName: '一号站' }])
    expect(result.current.total).toBe(1)
  })
})
