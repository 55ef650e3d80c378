/**
 * The own fields of the universal-services flows as the console's forms and details show them;
 * the server checks the same rules (FLOW_FIELDS in src/contract/universal-services.ts).
 */
import { col } from '../../ui/fields/builders'
import type { Field } from '../../ui/fields/types'

const USCC = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/

const text = (key: string, label: string, maxLength: number, multiline = false): Field =>
  col.text(key, label, { required: true, maxLength, multiline })
const count = (key: string, label: string): Field =>
  col.number(key, label, { required: true, min: 0, precision: 0, max: 1_000_000 })
const uscc: Field = col.text('uscc', '统一社会信用代码', {
  required: true,
  maxLength: 18,
  validate: (value) => (USCC.test(String(value ?? '').trim()) ? undefined : '请输入18位统一社会信用代码'),
})
const contact: Field[] = [
  text('contactPerson', '联系人', 32),
  col.text('contactTel', '联系电话', { required: true, check: 'mobile' }),
  col.text('remark', '备注', { maxLength: 500, multiline: true }),
]

/** 运营商认证. */
export const CERTIFICATION_FIELDS: readonly Field[] = [
  text('companyName', '企业名称', 100),
  uscc,
  count('stationCount', '充电站数量'),
  count('pileCount', '充电桩数量'),
  text('description', '认证说明', 500, true),
  ...contact,
]

/** 数据接入申请. */
export const ACCESS_FIELDS: readonly Field[] = [
  text('platformName', '平台名称', 100),
  col.text('interfaceUrl', '接口地址', { required: true, check: 'url' }),
  col.enum(
    'protocolVersion',
    '协议版本',
    [
      { value: 'V1.0', label: 'V1.0' },
      { value: 'V2.0', label: 'V2.0' },
    ],
    { required: true },
  ),
  ...contact,
]

/** 企业备案. */
export const ENTERPRISE_FIELDS: readonly Field[] = [
  text('companyName', '企业名称', 100),
  uscc,
  text('legalPerson', '法定代表人', 32),
  text('regAddress', '注册地址', 200),
  col.number('regCapital', '注册资本', {
    required: true,
    min: 0.01,
    max: 10_000_000,
    unit: '万元',
    precision: 2,
  }),
  text('businessScope', '经营范围', 500, true),
  ...contact,
]

/** 接入证明. */
export const ACCESS_PROOF_FIELDS: readonly Field[] = [
  text('platformName', '平台名称', 100),
  count('stationCount', '充电站数量'),
  count('pileCount', '充电桩数量'),
  text('purpose', '申请用途', 200),
  ...contact,
]
