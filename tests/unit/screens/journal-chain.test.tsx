// @vitest-environment jsdom
/** 日志审计's chain check over a stubbed data client: intact, broken, cut at its end, and a failed check. */
import '../ui/dom'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../../../src/core/http'
import { JournalChain } from '../../../src/screens/system-management/JournalChain'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { fakeData } from '../ui/fake-data'

/** A data client whose HTTP client answers `envelope` and records the URLs asked. */
function stubbed(envelope: unknown) {
  const asked: string[] = []
  const told: string[] = []
  const http = createHttpClient({
    notify: (_level, text) => told.push(text),
    fetch: async (input) => {
      asked.push(String(input instanceof Request ? input.url : input))
      return Response.json(envelope)
    },
  })
  return { asked, told, client: fakeData([], { http }).client }
}

function show(envelope: unknown) {
  const { asked, told, client } = stubbed(envelope)
  render(
    <DataClientProvider client={client}>
      <JournalChain />
    </DataClientProvider>,
  )
  return { asked, told }
}

describe('the journal chain check', () => {
  it('says the chain is intact and how many entries were checked', async () => {
    const { asked } = show({ code: 200, msg: '', data: { intact: true, checked: 1234, brokenAt: null } })
    expect(await screen.findByText('日志链完整，已校验 1234 条')).toBeTruthy()
    expect(asked).toHaveLength(1)
    expect(new URL(asked[0], 'http://x').pathname).toMatch(/\/system-management\/journal\/chain$/)
  })

  it('names the entry and time where the chain breaks', async () => {
    show({
      code: 200,
      msg: '',
      data: { intact: false, checked: 57, brokenAt: { id: 42, time: '2026-11-20 08:30:00' } },
    })
    expect(await screen.findByText('日志链在第 42 条（2026-11-20 08:30:00）处断裂')).toBeTruthy()
  })

  it('says how many of the newest entries are missing against the anchored head', async () => {
    show({
      code: 200,
      msg: '',
      data: {
        intact: false,
        checked: 57,
        brokenAt: { id: 60, time: '2026-11-20 08:30:00' },
        missing: 3,
        head: { count: 60, lastId: 60, lastTime: '2026-11-20 08:30:00' },
      },
    })
    expect(
      await screen.findByText('日志链不完整：最新 3 条记录缺失（链头应为第 60 条，2026-11-20 08:30:00）'),
    ).toBeTruthy()
  })

  it('names the anchored head of an intact chain', async () => {
    show({
      code: 200,
      msg: '',
      data: {
        intact: true,
        checked: 60,
        brokenAt: null,
        missing: 0,
        head: { count: 60, lastId: 60, lastTime: '2026-11-20 08:30:00' },
      },
    })
    expect(
      await screen.findByText('日志链完整，已校验 60 条，链头为第 60 条（2026-11-20 08:30:00）'),
    ).toBeTruthy()
  })

  it('shows nothing of its own when the check fails (the HTTP client has said why)', async () => {
    const { told } = show({ code: 403, msg: '没有权限', data: null })
    await waitFor(() => expect(told).toContain('没有权限'))
    expect(screen.queryByText(/日志链/)).toBeNull()
  })
})
