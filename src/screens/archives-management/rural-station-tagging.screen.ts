/**
 * 乡村站标记 (domain.md: rural-station-tagging): stations with their urban-rural code; a request
 * to tag or untag a station as rural needs a reason, and a reviewer approves or rejects it with
 * an opinion. Requests need permission `tag`, reviews `examine` (section 6); the step buttons are
 * RURAL_FLOW's, as the server's one engine takes them (a step the status or tag does not allow: 409).
 */
import { RURAL_STATIONS } from '../../contract/lists/archives-management/rural-stations'
import { URBAN_RURAL_CODE } from '../../core/domain/enums'
import { RURAL_FLOW, RURAL_NOT_REQUESTED } from '../../core/domain/flows-archives'
import { col } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'
import { action } from '../../ui/list/actionBuilders'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { fieldsOf } from '../../ui/list/described'
import { flowSteps } from '../../ui/list/flowSteps'
import { AREA_LAYOUT, OPERATOR_LAYOUT } from '../../ui/list/layouts'

const f = fieldsOf(RURAL_STATIONS)
const reason: Field = col.text('reason', '理由', { required: true, multiline: true, maxLength: 500 })
const opinion: Field = col.text('opinion', '审核意见', { required: true, multiline: true, maxLength: 500 })

export default defineListScreen({
  resource: RURAL_STATIONS.resource,
  rowKey: 'stationId',
  keyword: { placeholder: '充电站编号、名称或拼音' },
  columns: [
    f.col('stationId', { width: 130, fixed: 'left' }),
    f.col('stationName', { width: 240 }),
    f.col('operatorId', OPERATOR_LAYOUT),
    f.col('areaCode', AREA_LAYOUT),
    f.col('address', { width: 240 }),
    f.col('areaCodeCountryside', { width: 140, search: true }),
    f.col('urbanRuralCode', {
      search: true,
      render: (value) => {
        const label = URBAN_RURAL_CODE.find((item) => String(item.value) === String(value))?.label
        return label ? `${value} ${label}` : '-'
      },
    }),
    // true / false, shown 是 / 否 (descriptions have no yes-no kind of their own).
    f.col('ruralArea', {
      render: (value) => (value === null || value === undefined ? '-' : value ? '是' : '否'),
    }),
    f.col('stationStatus', { search: true, hideInTable: true }),
    f.col('ruralFlag', { search: true }),
    f.col('ruralTagAction', { search: true }),
    f.col('ruralTagStatus', { search: true }),
    f.col('ruralTagReason', { width: 220 }),
    f.col('ruralTagApplicant'),
    f.col('ruralTagTime'),
    f.col('ruralReviewer'),
    f.col('ruralReviewTime'),
    f.col('ruralReviewOpinion', { width: 220 }),
  ],
  detail: { title: (station) => String(station.stationName ?? '充电站') },
  actions: [
    action.view(),
    action.export(),
    ...flowSteps(RURAL_FLOW, {
      status: (station) => String(station.ruralTagStatus ?? RURAL_NOT_REQUESTED),
      fields: { tag: [reason], untag: [reason], approve: [opinion], reject: [opinion] },
    }),
  ],
})
