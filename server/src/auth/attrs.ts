/** Attribute definitions (getAttrDefine) and validation of attribute values (section 3). */
import { z } from 'zod'
import type { Db } from '../db/types'
import { fieldError } from '../http'

/** The attribute keys of section 3 and what their values mean. */
export const ATTR_DEFINES = [
  {
    attrKey: 'auth_area',
    attrName: '权限区域',
    valueType: 'areaCode',
    description: '6位行政区划代码；前2位为平台区域，市级用户按市级代码限定数据',
  },
  {
    attrKey: 'isCompany',
    attrName: '是否企业用户',
    valueType: 'boolean',
    description: '1 是（只能看到本运营商的数据），0 否',
  },
  {
    attrKey: 'operator',
    attrName: '所属运营商',
    valueType: 'operatorId',
    description: '运营商编号（企业用户）',
  },
  { attrKey: 'role_name', attrName: '角色名称', valueType: 'text', description: '显示用角色名称' },
  {
    attrKey: 'production_work_type',
    attrName: '生产作业类型',
    valueType: 'text',
    description: '1 充电，2 换电，3 充换电',
  },
] as const

const KEYS = ATTR_DEFINES.map((define) => define.attrKey) as [string, ...string[]]

/** Schema of an attribute list in a payload. */
export const attrListSchema = z
  .array(z.strictObject({ attrKey: z.enum(KEYS, '不支持的属性'), attrValue: z.string().trim().max(256) }))
  .max(KEYS.length)

/** Check attribute values against the database (regions, operators); throws 400 at the field. */
export async function checkAttrs(db: Db, attrs: { attrKey: string; attrValue: string }[]): Promise<void> {
  const seen = new Set<string>()
  for (const [index, attr] of attrs.entries()) {
    const field = `attrs.${index}.attrValue`
    if (seen.has(attr.attrKey)) throw fieldError(`attrs.${index}.attrKey`, '属性重复')
    seen.add(attr.attrKey)
    if (attr.attrKey === 'auth_area' && attr.attrValue) {
      const region = await db
        .selectFrom('region_codes')
        .select('code')
        .where('code', '=', attr.attrValue)
        .executeTakeFirst()
      if (!region) throw fieldError(field, '行政区划代码不存在')
    }
    if (attr.attrKey === 'operator' && attr.attrValue) {
      const operator = await db
        .selectFrom('operators')
        .select('operatorId')
        .where('operatorId', '=', attr.attrValue)
        .executeTakeFirst()
      if (!operator) throw fieldError(field, '运营商不存在')
    }
    if (attr.attrKey === 'isCompany' && !['0', '1', ''].includes(attr.attrValue))
      throw fieldError(field, '应为 0 或 1')
  }
}
