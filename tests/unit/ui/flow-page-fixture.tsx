/**
 * A flow record's page (企业备案申请详情) mounted over fake data, for the FlowPage tests: the
 * record's row can be changed in place (`rows[0]`) as another user's step would change it. The
 * console's class prefix (`ev-`), which the print styles name.
 */
import { render } from '@testing-library/react'
import { ConfigProvider } from 'antd'
import { ENTERPRISE_APPLIES } from '../../../src/contract/lists/universal-services/enterprise-applies'
import { ENTERPRISE_FLOW } from '../../../src/core/domain/flows-universal'
import type { RouteEntry } from '../../../src/core/domain/routes'
import { PREFIX_CLS } from '../../../src/elements/theme'
import { ENTERPRISE_FIELDS } from '../../../src/screens/universal-services/fields'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { FlowPage } from '../../../src/ui/flow/FlowPage'
import { ToastProvider } from '../../../src/ui/toasts'
import { fakeData } from './fake-data'

export const APPLY_ID = 'QY2026100509033'

/** The route of 企业备案申请详情, the flow page these tests mount. */
export const APPLY_ROUTE: RouteEntry = {
  path: '/universal-services/enterprise-apply-detail/:applyId',
  name: 'enterprise-apply',
  title: '企业备案申请详情',
  area: 'universal-services',
  icon: '',
  parent: '/universal-services/enterprise-apply',
}

/** The route of 备案审核, the examiner's page of the same record. */
export const EXAMINE_ROUTE: RouteEntry = {
  path: '/universal-services/enterprise-record-examine/:applyId',
  name: 'enterprise-record',
  title: '备案审核',
  area: 'universal-services',
  icon: '',
  parent: '/universal-services/enterprise-record',
}

/** A stored file as the detail call answers it. */
export const storedFile = (id: number, fileName: string) => ({
  id,
  fileName,
  fileType: 'application/pdf',
  size: 2048,
  previewUrl: `/universal-services/attachments/${id}/preview`,
  downloadUrl: `/universal-services/attachments/${id}/download`,
  doc: 'license',
})

/** The enterprise filing in `status` at `version`, with a file attached and one in its history. */
export const flowRecord = (status: string, version: number) => ({
  id: APPLY_ID,
  applyId: APPLY_ID,
  status,
  type: 'new',
  version,
  fields: {},
  attachments: [storedFile(1, '营业执照.pdf')],
  history: [
    {
      id: 1,
      action: 'submit',
      actionLabel: '提交',
      fromStatus: 'draft',
      toStatus: 'pending',
      userName: '张伟',
      opinion: '',
      time: '2026-10-05T02:00:00.000Z',
      attachments: [storedFile(2, '授权书.pdf')],
    },
  ],
})

/**
 * Mount the record's page (`mode`) for a user holding `actions` of its route's page (企业备案申请
 * by default), over fake data (`overrides`: its calls replaced).
 */
export function showFlowPage(
  rows: Record<string, unknown>[],
  actions: string[],
  mode: 'detail' | 'examine' = 'detail',
  route: RouteEntry = APPLY_ROUTE,
  overrides: Parameters<typeof fakeData>[1] = {},
) {
  const data = fakeData(rows, overrides)
  render(
    <ConfigProvider
      prefixCls={PREFIX_CLS}
      theme={{ token: { motion: false } }}
      button={{ autoInsertSpace: false }}
    >
      <ToastProvider>
        <DataClientProvider client={data.client}>
          <FlowPage
            mode={mode}
            definition={{
              list: ENTERPRISE_APPLIES,
              flow: ENTERPRISE_FLOW,
              fields: ENTERPRISE_FIELDS,
              apply: true,
            }}
            route={route}
            params={{ applyId: APPLY_ID }}
            actions={actions}
            authMap={{}}
          />
        </DataClientProvider>
      </ToastProvider>
    </ConfigProvider>,
  )
  return data
}
