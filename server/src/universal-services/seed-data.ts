/**
 * Seed helpers of universal services: each operator's data-access state (operator-info) and the
 * flows' own fields of a seeded application.
 */
import { REGIONS } from '../../../src/core/domain/regions'
import { daysFrom } from '../db/seed/context'
import { DEMO_OPERATOR_ID, SEED_OPERATORS, seedOperatorUscc } from '../db/seed/operators'
import type { Rng } from '../db/seed/rng'

const HEBEI = REGIONS.filter((region) => region.parentCode === '130000').map((region) => region.code)

/** Every seeded operator's access state and data quality: Tianjin's in 120100, Hebei's in Hebei. */
export function operatorAccessRows(rng: Rng, now: Date) {
  return SEED_OPERATORS.map((operator, index) => {
    const accessStatus = index % 7 === 3 ? 1 : index % 7 === 5 ? 3 : index === 14 ? 0 : 2
    const name = operator.operatorName
    const hebei = name.includes('河北') || name.includes('石家庄')
    const tianjin =
      !hebei && (name.includes('天津') || operator.operatorId === DEMO_OPERATOR_ID || index % 2 === 0)
    return {
      operatorId: operator.operatorId,
      areaCode: tianjin ? '120100' : hebei ? '130100' : rng.pick(HEBEI),
      accessStatus,
      accessTime: accessStatus >= 2 ? daysFrom(now, -rng.int(60, 900)) : null,
      lastPushTime:
        accessStatus === 2
          ? daysFrom(now, -rng.int(1, 30) / 1440)
          : accessStatus === 3
            ? daysFrom(now, -rng.int(3, 40))
            : null,
      messagesPerDay: accessStatus >= 2 ? rng.int(1_500, 90_000) : 0,
      failureRate: accessStatus >= 2 ? Math.round(rng.next() * 350) / 100 : 0,
      delaySeconds: accessStatus >= 2 ? Math.round((0.4 + rng.next() * 11) * 10) / 10 : 0,
    }
  })
}

export const PEOPLE = ['张伟', '王芳', '刘洋', '陈静', '杨帆', '赵磊', '孙丽', '周强', '吴敏', '郑浩']
const PURPOSES = ['申请充电设施建设补贴', '参加场站星级评定', '办理电力增容', '政府采购投标资格']
const SCOPES = [
  '充电设施建设与运营；新能源汽车充换电服务',
  '电动汽车充电服务；停车场服务；广告发布',
  '换电设施运营；电池租赁与梯次利用',
]

/** The flow's own fields of a seeded application. */
export function fieldsOf(
  flow: string,
  operatorName: string,
  index: number,
  rng: Rng,
  operatorId?: string,
): Record<string, unknown> {
  const contact = {
    contactPerson: rng.pick(PEOPLE),
    contactTel: `13${rng.int(0, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
    remark: rng.chance(0.3) ? '材料已按要求准备齐全' : '',
  }
  const platformName = `${operatorName.replace(/(股份)?有限(责任)?公司.*$/, '')}运营平台`
  // The archive's code (the draws stay, so the rest of the seed is as it was).
  const drawn = `91${rng.pick(['12', '13', '11', '31'])}0000${String(index).padStart(4, '0')}${rng.pick(['MA05', 'MA07', '7106'])}X${rng.int(0, 9)}`
  const uscc = operatorId ? seedOperatorUscc(operatorId) : drawn
  switch (flow) {
    case 'certification':
      return {
        companyName: operatorName,
        uscc,
        stationCount: rng.int(5, 400),
        pileCount: rng.int(40, 6000),
        description: '申请平台运营商资质认证，已完成数据接入联调',
        ...contact,
      }
    case 'access':
      return {
        platformName,
        interfaceUrl: `https://evcs.op${index}.example.cn/evcs/v${rng.pick(['1', '2'])}`,
        protocolVersion: rng.pick(['V1.0', 'V2.0']),
        ...contact,
      }
    case 'enterprise':
      return {
        companyName: operatorName,
        uscc,
        legalPerson: rng.pick(PEOPLE),
        regAddress: `${rng.pick(['天津市河西区友谊路', '天津市滨海新区中心大道', '石家庄市长安区中山东路'])}${rng.int(1, 300)}号`,
        regCapital: rng.int(500, 50_000),
        businessScope: rng.pick(SCOPES),
        ...contact,
      }
    default:
      return {
        platformName,
        stationCount: rng.int(1, 120),
        pileCount: rng.int(8, 1500),
        purpose: rng.pick(PURPOSES),
        ...contact,
      }
  }
}
