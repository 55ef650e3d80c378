// @vitest-environment jsdom
/**
 * A flow record's page offers the dialogs its list offers on the record's row (issue 42 item 11:
 * the 接入证明 and 备案回执 printable from the record, not only from the list): the action shows
 * where the record has the document and the user holds its permission, opens on the record, and
 * the page has its 打印.
 */
import './dom'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { afterEach, describe, expect, it } from 'vitest'
import { ENTERPRISE_APPLIES } from '../../../src/contract/lists/universal-services/enterprise-applies'
import { ENTERPRISE_FLOW } from '../../../src/core/domain/flows-universal'
import { ENTERPRISE_FIELDS } from '../../../src/screens/universal-services/fields'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { FlowPage } from '../../../src/ui/flow/FlowPage'
import type { ActionDialogProps } from '../../../src/ui/list/definition'
import { ToastProvider } from '../../../src/ui/toasts'
import { fakeData } from './fake-data'
import { APPLY_ROUTE } from './flow-page-fixture'

function Receipt({ record }: ActionDialogProps) {
  return <div role="dialog">{`备案回执 of ${String(record?.applyId)}`}</div>
}

const record = (status: string) => ({
  id: 'QY2026100509033',
  applyId: 'QY2026100509033',
  status,
  type: 'new',
  version: 4,
  fields: {},
  attachments: [],
  history: [],
})

function show(status: string, actions: string[]) {
  const { client } = fakeData([record(status)])
  render(
    <ConfigProvider theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
      <ToastProvider>
        <DataClientProvider client={client}>
          <FlowPage
            mode="detail"
            definition={{
              list: ENTERPRISE_APPLIES,
              flow: ENTERPRISE_FLOW,
              fields: ENTERPRISE_FIELDS,
              apply: true,
              rowActions: [
                {
                  type: 'dialog',
                  key: 'document',
                  label: '打印回执',
                  scope: 'row',
                  permission: 'view',
                  dialog: Receipt,
                  when: (row) => row.status === 'approved',
                },
              ],
            }}
            route={APPLY_ROUTE}
            params={{ applyId: 'QY2026100509033' }}
            actions={actions}
            authMap={{}}
          />
        </DataClientProvider>
      </ToastProvider>
    </ConfigProvider>,
  )
}

describe('a flow record’s page', () => {
  afterEach(cleanup)

  it('offers the record’s document and opens it on the record', async () => {
    show('approved', ['view'])
    fireEvent.click(await screen.findByRole('button', { name: '打印回执' }))
    expect(await screen.findByText('备案回执 of QY2026100509033')).toBeTruthy()
    expect(screen.getByRole('button', { name: '打印' })).toBeTruthy()
  })

  it('offers no document the record has not, nor one the user may not see', async () => {
    show('submitted', ['view'])
    await screen.findByRole('button', { name: '打印' })
    expect(screen.queryByRole('button', { name: '打印回执' })).toBeNull()
    cleanup()
    show('approved', ['submit'])
    await screen.findByRole('button', { name: '打印' })
    expect(screen.queryByRole('button', { name: '打印回执' })).toBeNull()
  })
})
