/**
 * 乡村站标记 (domain.md: rural-station-tagging): stations with their urban-rural code; a request
 * to tag or untag a station as rural needs a reason, and a reviewer approves or rejects it with
 * an opinion. Requests need permission `tag`, reviews `examine` (section 6); the server refuses a
 * step the current status does not allow (409).
 */
import {
  APPLY_STATUS,
  RURAL_TAG_ACTION,
  STATION_STATUS,
  URBAN_RURAL_CODE,
  YES_NO,
} from '../../core/domain/enums'
import { col } from '../../ui/fields/builders'
import type { Field, Row } from '../../ui/fields/types'
import { defineListScreen } from '../../ui/list/defineListScreen'
import { action } from '../../ui/list/definition'
import { areaColumn, operatorColumn } from './fields'

/**
 * The request statuses are the 待审核 / 审核通过 / 驳回 entries of APPLY_STATUS, as on the
 * server (server/src/archives-management/rural.ts), so the filter offers only values it accepts.
 */
const TAG_STATUS = APPLY_STATUS.filter((status) => ['pending', 'approved', 'rejected'].includes(status.value))

const pending = (record: Row) => record.ruralTagStatus === 'pending'
const reason: Field = col.text('reason', '理由', { required: true, multiline: true, maxLength: 500 })
const opinion: Field = col.text('opinion', '审核意见', { required: true, multiline: true, maxLength: 500 })

export default defineListScreen({
  resource: 'archives-management/rural-stations',
  rowKey: 'stationId',
  keyword: { placeholder: '充电站编号、名称或拼音' },
  columns: [
    col.text('stationId', '充电站编号', { width: 130, fixed: 'left', sortable: true }),
    col.text('stationName', '充电站名称', { width: 240, sortable: true }),
    operatorColumn(),
    areaColumn(),
    col.text('address', '地址', { width: 240 }),
    col.text('areaCodeCountryside', '统计用区划代码', { width: 140, search: true }),
    col.enum('urbanRuralCode', '城乡分类', URBAN_RURAL_CODE, {
      search: true,
      sortable: true,
      render: (value) => {
        const label = URBAN_RURAL_CODE.find((item) => String(item.value) === String(value))?.label
        return label ? `${value} ${label}` : '-'
      },
    }),
    col.boolean('ruralArea', '位于乡村'),
    col.enum('stationStatus', '站点状态', STATION_STATUS, { search: true, hideInTable: true }),
    col.enum('ruralFlag', '乡村站', YES_NO, { search: true }),
    col.enum('ruralTagAction', '申请类型', RURAL_TAG_ACTION, { search: true }),
    col.enum('ruralTagStatus', '审核状态', TAG_STATUS, { search: true }),
    col.text('ruralTagReason', '申请理由', { width: 220 }),
    col.text('ruralTagApplicant', '申请人'),
    col.datetime('ruralTagTime', '申请时间'),
    col.text('ruralReviewer', '审核人'),
    col.datetime('ruralReviewTime', '审核时间'),
    col.text('ruralReviewOpinion', '审核意见', { width: 220 }),
  ],
  detail: { title: (station) => String(station.stationName ?? '充电站') },
  actions: [
    action.view(),
    action.export(),
    action.step('tag', '申请标记', {
      permission: 'tag',
      fields: [reason],
      when: (record) => !pending(record) && Number(record.ruralFlag) !== 1,
    }),
    action.step('untag', '申请取消标记', {
      permission: 'tag',
      fields: [reason],
      when: (record) => !pending(record) && Number(record.ruralFlag) === 1,
    }),
    action.step('approve', '审核通过', { permission: 'examine', fields: [opinion], when: pending }),
    action.step('reject', '驳回', { permission: 'examine', fields: [opinion], when: pending }),
  ],
})
