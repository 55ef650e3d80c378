/**
 * 收费监管 (issue 17): each station's electricity and service price per period (尖/峰/平/谷),
 * integers of 0.0001 元 per kWh (`tipElec`, …) and the same as 元 text (`tipElecText`, …), which
 * the console shows and the export writes; flagged when over a cap.
 */
import { OVER_CAP } from '../../../core/domain/enums-supervise'
import { describeList } from '../describe'
import { STATION_COLUMNS, STATION_ROW } from '../shared'

const PRICE = { kind: 'int', unit: '0.0001元/kWh' } as const
const TEXT = { unit: '元/kWh' } as const

export const FEES = describeList({
  resource: 'supervise-services/fees',
  title: '收费监管',
  key: 'stationId',
  // The prices are what the list supervises (against the cap).
  keyColumns: [
    ...STATION_COLUMNS,
    'tipElecText',
    'tipServiceText',
    'peakElecText',
    'peakServiceText',
    'flatElecText',
    'flatServiceText',
    'valleyElecText',
    'valleyServiceText',
    'overCap',
    'overItems',
  ],
  fields: {
    ...STATION_ROW,
    tipElec: { label: '尖时电价', ...PRICE },
    tipElecText: { label: '尖时电价', ...TEXT },
    tipService: { label: '尖时服务费', ...PRICE },
    tipServiceText: { label: '尖时服务费', ...TEXT },
    peakElec: { label: '峰时电价', ...PRICE },
    peakElecText: { label: '峰时电价', ...TEXT },
    peakService: { label: '峰时服务费', ...PRICE },
    peakServiceText: { label: '峰时服务费', ...TEXT },
    flatElec: { label: '平时电价', ...PRICE },
    flatElecText: { label: '平时电价', ...TEXT },
    flatService: { label: '平时服务费', ...PRICE },
    flatServiceText: { label: '平时服务费', ...TEXT },
    valleyElec: { label: '谷时电价', ...PRICE },
    valleyElecText: { label: '谷时电价', ...TEXT },
    valleyService: { label: '谷时服务费', ...PRICE },
    valleyServiceText: { label: '谷时服务费', ...TEXT },
    overCap: { label: '超过限价', kind: 'int', filter: 'eq', enum: OVER_CAP, sortable: true },
    overItems: { label: '超限项目' },
    updateTime: { label: '更新时间', kind: 'time', sortable: true },
  },
})

declare module '../describe' {
  interface ListRegistry {
    'supervise-services/fees': typeof FEES
  }
}
