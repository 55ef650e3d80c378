/** Column lists and the rural-tagging state of the seeded stations, piles and connectors. */
import { daysFrom, type SeedContext } from '../../db/seed/context'

export const STATION_COLUMNS = [
  'stationId',
  'stationName',
  'namePinyin',
  'nameInitials',
  'operatorId',
  'equipmentOwnerId',
  'areaCode',
  'areaCodeCountryside',
  'urbanRuralCode',
  'address',
  'stationLng',
  'stationLat',
  'stationTel',
  'serviceTel',
  'stationType',
  'stationStatus',
  'construction',
  'stationClassification',
  'parkNums',
  'businessHours',
  'electricityFee',
  'serviceFee',
  'parkFee',
  'payment',
  'supportOrder',
  'officialRunTime',
  'ratedPower',
  'capacity',
  'ruralFlag',
  'ruralTagAction',
  'ruralTagStatus',
  'ruralTagReason',
  'ruralTagApplicant',
  'ruralTagTime',
  'ruralReviewer',
  'ruralReviewTime',
  'ruralReviewOpinion',
  'allowanceStatus',
  'equipmentCount',
  'connectorCount',
  'createTime',
] as const
export const EQUIPMENT_COLUMNS = [
  'equipmentId',
  'stationId',
  'operatorId',
  'areaCode',
  'manufacturerId',
  'manufacturerName',
  'equipmentModel',
  'productionDate',
  'equipmentType',
  'power',
  'equipmentStatus',
  'nationalStandard',
  'equipmentLng',
  'equipmentLat',
  'connectorCount',
  'lastOrderTime',
  'createTime',
] as const
export const CONNECTOR_COLUMNS = [
  'connectorId',
  'equipmentId',
  'stationId',
  'operatorId',
  'areaCode',
  'connectorName',
  'connectorType',
  'voltageUpperLimits',
  'voltageLowerLimits',
  'current',
  'power',
  'parkNo',
  'nationalStandard',
  'auxPower',
  'status',
  'parkStatus',
  'lockStatus',
  'soc',
  'statusTime',
] as const

const REVIEWERS = ['王立新', '刘洋', '孙静', '马超']
const RURAL_REASONS = [
  '站点位于行政村范围内，服务周边村民',
  '乡镇中心区公共充电站，纳入县域充电网络',
  '位于农村公路沿线，服务下乡车辆',
]

/** The rural tagging state of a seeded station: rural ones mostly approved, some pending or rejected. */
export function ruralTagState(ctx: SeedContext, rural: boolean, now: Date) {
  const { rng } = ctx
  const none = {
    ruralFlag: 0,
    action: null,
    status: null,
    reason: null,
    applicant: null,
    time: null,
    reviewer: null,
    reviewTime: null,
    opinion: null,
  }
  const roll = rng.next()
  const applied = daysFrom(now, -rng.int(20, 300))
  const reviewed = daysFrom(new Date(applied), rng.int(1, 15))
  if (rural) {
    if (roll < 0.65)
      return {
        ruralFlag: 1,
        action: 'tag',
        status: 'approved',
        reason: rng.pick(RURAL_REASONS),
        applicant: 'admin',
        time: applied,
        reviewer: rng.pick(REVIEWERS),
        reviewTime: reviewed,
        opinion: '情况属实，同意标记',
      }
    if (roll < 0.8)
      return {
        ...none,
        action: 'tag',
        status: 'pending',
        reason: rng.pick(RURAL_REASONS),
        applicant: 'tianjin',
        time: daysFrom(now, -rng.int(1, 10)),
      }
    return none
  }
  if (roll < 0.01)
    return {
      ruralFlag: 0,
      action: 'tag',
      status: 'rejected',
      reason: rng.pick(RURAL_REASONS),
      applicant: 'tianjin',
      time: applied,
      reviewer: rng.pick(REVIEWERS),
      reviewTime: reviewed,
      opinion: '站点位于城区，不符合乡村站条件',
    }
  return none
}
