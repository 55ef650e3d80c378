// @vitest-environment jsdom
/**
 * A dialog on the kit that watches its own fields (issue 39): 新增规则版本 adds up the weights as
 * they are typed. The kit's form once dropped the values of unmounted fields (`preserve={false}`),
 * and antd's `useWatch` over a `Form.List` then saw nothing: 权重合计 0 / 100, whatever was typed.
 */
import '../ui/dom'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { describe, expect, it } from 'vitest'
import { RuleSetDialog } from '../../../src/screens/operate-supervision/RuleSetDialog'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { ToastProvider } from '../../../src/ui/toasts'
import { fakeData } from '../ui/fake-data'

describe('RuleSetDialog', () => {
  it('adds up the weights as they are typed', async () => {
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <ToastProvider>
          <DataClientProvider client={fakeData([]).client}>
            <RuleSetDialog target="station" open onClose={() => undefined} onDone={() => undefined} />
          </DataClientProvider>
        </ToastProvider>
      </ConfigProvider>,
    )
    await waitFor(() => expect(screen.getAllByRole('spinbutton', { name: '权重' })).toHaveLength(2))
    expect(document.body.textContent).toContain('权重合计 100 / 100')
    fireEvent.change(screen.getAllByRole('spinbutton', { name: '权重' })[0], { target: { value: '60' } })
    await waitFor(() => expect(document.body.textContent).toContain('权重合计 110 / 100'))
  })
})
