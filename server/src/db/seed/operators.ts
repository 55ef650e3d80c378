/** Operators of the seed: real-looking charging and swap operators (domain.md). */
import { pinyinOf } from '../pinyin'
import { insertChunked, type Seeder } from './context'

/** Seeded operators: operatorId is characters 9–17 of a unified social credit code. */
export const SEED_OPERATORS: readonly { operatorId: string; operatorName: string; operatorType: number }[] = [
  { operatorId: 'MA01R8XN5', operatorName: '国网电动汽车服务有限公司', operatorType: 1 },
  { operatorId: '687651396', operatorName: '特来电新能源股份有限公司', operatorType: 1 },
  { operatorId: '59237124X', operatorName: '万帮数字能源股份有限公司（星星充电）', operatorType: 1 },
  { operatorId: '710931562', operatorName: '普天新能源有限责任公司', operatorType: 1 },
  { operatorId: 'MA5EQ3K21', operatorName: '云快充新能源科技有限公司', operatorType: 1 },
  { operatorId: 'MA0184D7X', operatorName: '小桔充电（北京）科技有限公司', operatorType: 1 },
  { operatorId: 'MA5D4L0R9', operatorName: '南方电网电动汽车服务有限公司', operatorType: 1 },
  { operatorId: '06932485M', operatorName: '上海奥动新能源科技有限公司', operatorType: 2 },
  { operatorId: 'MA1G9KJ73', operatorName: '蔚来能源投资（湖北）有限公司', operatorType: 3 },
  { operatorId: 'MA2AJN1P6', operatorName: '浙江吉智新能源汽车科技有限公司', operatorType: 2 },
  { operatorId: 'MA06BQ2Y4', operatorName: '天津市津电新能源科技有限公司', operatorType: 1 },
  { operatorId: 'MA07CW8T2', operatorName: '天津滨海快充能源服务有限公司', operatorType: 1 },
  { operatorId: 'MA05HX6U8', operatorName: '河北畅行充电科技有限公司', operatorType: 1 },
  { operatorId: 'MA0FTK3E1', operatorName: '石家庄绿源换电科技有限公司', operatorType: 2 },
  { operatorId: 'MA3CP9V5L', operatorName: '联行科技（快电）有限公司', operatorType: 1 },
]

/** The operator of the `operator` demo account (特来电). */
export const DEMO_OPERATOR_ID = '687651396'

export const operatorsSeeder: Seeder = {
  name: 'operators',
  async run({ db }) {
    await insertChunked(
      db,
      'operators',
      SEED_OPERATORS.map((operator) => ({ ...operator, ...pinyinOf(operator.operatorName) })),
    )
  },
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** A unified social credit code whose characters 9–17 are the operatorId (domain.md: Operator). */
export function uscc(operatorId: string, areaCode: string): string {
  const body = `91${areaCode}${operatorId}`
  let sum = 0
  for (let index = 0; index < 17; index += 1)
    sum += Math.max(0, USCC_CHARS.indexOf(body[index])) * USCC_WEIGHTS[index]
  const check = (31 - (sum % 31)) % 31
  return body + USCC_CHARS[check]
}

// The region part of each operator's code, by its place among the operators in operatorId order.
const USCC_REGIONS = ['120000', '110000', '370200'] as const

/**
 * The unified social credit code of a seeded operator, as its archive holds it — and every
 * filing of the operator quotes it (issue 42 item 20: 特来电's filings named another code).
 */
export function seedOperatorUscc(operatorId: string): string {
  const ordered = SEED_OPERATORS.map((operator) => operator.operatorId).sort()
  const index = Math.max(0, ordered.indexOf(operatorId))
  return uscc(operatorId, USCC_REGIONS[index % USCC_REGIONS.length])
}
